/// Why a `ThemeFetching` could not download a file. Each description is the reason alone,
/// to follow "cannot fetch '<url>': ".
public enum ThemeFetchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The body is (or is declared) longer than allowed.
  case tooLarge(maxBytes: Int)
  /// The server answered with a status outside 200–299.
  case status(Int)
  /// The exchange did not finish within the request's timeout.
  case timedOut(Duration)
  /// The task was cancelled.
  case cancelled
  /// The connection failed or the file could not be read or written; `reason` is one line.
  case failed(String)

  public var description: String {
    switch self {
    case .tooLarge(let maxBytes): return "it is larger than \(maxBytes) bytes"
    case .status(let code): return "the server answers HTTP \(code)"
    case .timedOut(let timeout): return "it timed out after \(Self.seconds(timeout))"
    case .cancelled: return "the install was cancelled"
    case .failed(let reason): return reason
    }
  }

  /// "5 s", "0.5 s".
  static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    if attoseconds == 0 { return "\(whole) s" }
    let value = Double(whole) + Double(attoseconds) / 1e18
    return "\((value * 1000).rounded() / 1000) s"
  }
}
