/// Why `SwiftAccessors` cannot write a file.
public struct SwiftAccessorError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
