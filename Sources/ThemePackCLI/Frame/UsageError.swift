/// The command line could not be understood; printed with the usage line, exit 64.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}
