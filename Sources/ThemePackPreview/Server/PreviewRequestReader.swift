import Foundation
import ThemePackNative

/// Reads the head of one request of the live preview (`PreviewServer`): at most
/// `PreviewRequest.maximumHeadBytes`, within a deadline; a refusal (400, 408, 431) otherwise.
enum PreviewRequestReader {
  /// Reads a request head from `connection`, waiting at most `seconds` for it, and giving up
  /// when `isStopping` says the server stops.
  static func head(
    from connection: SocketConnection, seconds: Double, isStopping: () -> Bool
  ) -> Result<PreviewRequest, PreviewRefusal> {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while true {
      if let range = bytes.firstRange(of: end) {
        guard let request = PreviewRequest(head: Array(bytes[..<range.upperBound])) else {
          return .failure(PreviewRefusal(.text(400, "not an HTTP/1 request")))
        }
        return .success(request)
      }
      guard bytes.count <= PreviewRequest.maximumHeadBytes else {
        return .failure(PreviewRefusal(.text(431, "the request head is too long")))
      }
      guard !isStopping(), Date() < deadline else {
        return .failure(PreviewRefusal(.text(408, "no request came")))
      }
      switch connection.wait(timeoutMilliseconds: 100) {
      case .timedOut: continue
      case .closed: return .failure(PreviewRefusal(.text(400, "the connection closed")))
      case .readable:
        guard let chunk = try? connection.read(maximum: 4096), !chunk.isEmpty else {
          return .failure(PreviewRefusal(.text(400, "the connection closed")))
        }
        bytes += chunk
      }
    }
  }
}
