/// Why `SwiftAccessors` cannot write a file.
package struct SwiftAccessorError: Error, Sendable, Equatable, CustomStringConvertible {
  package let message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
