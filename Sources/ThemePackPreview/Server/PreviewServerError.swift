/// Why `PreviewServer` cannot start.
package enum PreviewServerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The address asked for is not the loopback address: the preview serves 127.0.0.1 only.
  case notLoopback(String)
  /// The port cannot be listened on (taken, or not allowed), with the system's reason.
  case cannotListen(port: Int, reason: String)

  package var description: String {
    switch self {
    case .notLoopback(let host):
      return "cannot serve on '\(host)': the preview serves 127.0.0.1 only (or 'localhost')"
    case .cannotListen(let port, let reason):
      return "cannot listen on 127.0.0.1:\(port): \(reason)"
    }
  }
}
