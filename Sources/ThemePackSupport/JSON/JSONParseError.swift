/// JSON text could not be parsed; carries the 1-based line and column of the problem.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String
  public let line: Int
  public let column: Int

  public init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// "line 3, column 7: expected ',' or '}' after an object member"
  public var description: String { "line \(line), column \(column): \(message)" }
}
