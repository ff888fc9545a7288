/// The command line could not be understood; printed with the usage line, exit 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
