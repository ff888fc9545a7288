/// JSON text could not be parsed; carries the 1-based line and column of the problem.
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  package let message: String
  package let line: Int
  package let column: Int

  package init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// "line 3, column 7: expected ',' or '}' after an object member"
  package var description: String { "line \(line), column \(column): \(message)" }
}
