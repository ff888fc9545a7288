import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one-line words for a failed connection. On Linux an `NSError` from URLSession
/// describes itself only as "NSURLErrorDomain error -1004", so the common codes are named
/// here; others keep their domain and code, which is still one line.
enum NetworkFailure {
  /// The refusal of a redirect to `url` when it is not http(s) (`file:` would read the
  /// device's own files), else nil.
  static func redirectRefusal(to url: URL?) -> ThemeFetchError? {
    let scheme = url?.scheme?.lowercased()
    guard scheme != "http", scheme != "https" else { return nil }
    return .failed("the server redirects to '\(url?.absoluteString ?? "")', which is not http(s)")
  }

  static func reason(for error: Error, timeout: Duration) -> ThemeFetchError {
    let error = error as NSError
    guard error.domain == NSURLErrorDomain else { return .failed(oneLine(error)) }
    switch URLError.Code(rawValue: error.code) {
    case .timedOut: return .timedOut(timeout)
    case .cancelled: return .cancelled
    case .cannotConnectToHost: return .failed("the connection was refused")
    case .cannotFindHost, .dnsLookupFailed: return .failed("the host name cannot be resolved")
    case .notConnectedToInternet: return .failed("the device is not connected to the internet")
    case .networkConnectionLost: return .failed("the connection was lost before the body ended")
    case .badServerResponse, .cannotParseResponse: return .failed("the server's answer is not valid HTTP")
    case .httpTooManyRedirects: return .failed("the server redirects too many times")
    case .redirectToNonExistentLocation: return .failed("the server redirects to no location")
    case .unsupportedURL, .badURL: return .failed("the URL is not one URLSession can fetch")
    case .secureConnectionFailed: return .failed("the TLS connection failed")
    case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
      .serverCertificateNotYetValid:
      return .failed("the server's TLS certificate is not trusted")
    case .dataLengthExceedsMaximum: return .failed("the body is longer than the server declared")
    default: return .failed(oneLine(error))
    }
  }

  /// `error`'s description as one line, with its domain and code.
  private static func oneLine(_ error: NSError) -> String {
    let words = error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "\(words) (\(error.domain) \(error.code))"
  }
}
