/// One HTTP/1.1 response of the preview server, written whole (`Connection: close`; the
/// event stream writes its head only).
///
/// Every response says `Cache-Control: no-store` (the page and its images change with each
/// save under the same names), `X-Content-Type-Options: nosniff` and
/// `Cross-Origin-Resource-Policy: same-origin`; pages carry the
/// server's `Content-Security-Policy`.
struct PreviewResponse: Sendable {
  var status: Int
  var headers: [(String, String)]
  var body: [UInt8]

  init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A short plain-text answer: an error, or what a refused request should do instead.
  static func text(_ status: Int, _ message: String, headers: [(String, String)] = []) -> PreviewResponse {
    PreviewResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
      body: Array((message + "\n").utf8))
  }

  /// The bytes on the wire; without the body for a `HEAD` request (its length is still said).
  func bytes(includingBody: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n"
    head += Self.commonHeaders
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + (includingBody ? body : [])
  }

  /// The head of the event stream (`text/event-stream`), which stays open.
  static let eventStreamHead = Array(
    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n" + commonHeaders
      + "Connection: keep-alive\r\n\r\n").utf8)

  /// `Cross-Origin-Resource-Policy: same-origin`: another site's page cannot load the
  /// preview's images or pages (`<img src="http://127.0.0.1:8080/…">` to probe which themes
  /// exist), while the preview's own page, on this origin, loads them all.
  private static let commonHeaders =
    "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nCross-Origin-Resource-Policy: same-origin\r\n"

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 303: return "See Other"
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 408: return "Request Timeout"
    case 431: return "Request Header Fields Too Large"
    case 503: return "Service Unavailable"
    default: return "Error"
    }
  }
}
