/// A failure inside the client (a fetch, a file write), in the message voice; the
/// installer wraps it into a `ThemeInstallError`.
struct ClientFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
