import Foundation

/// One HTTP/1.x request head as the preview server reads it: the method, the target split
/// into path and query (the target must be a path: it starts with "/"), and the headers it
/// looks at.
struct PreviewRequest: Sendable, Equatable {
  var method: String
  /// The target's path, still percent-encoded (`/images/blue/logo%402x.png`).
  var path: String
  /// The target's query, decoded: `name → value` (`/try?theme=blue&color=%23FF0000`).
  var query: [String: String]
  /// The `Host` header, lower-cased; nil when the request has none.
  var host: String?
  /// The `Origin` header, lower-cased: the page that made the request (browsers send it with
  /// most requests a script makes, and with forms other than `GET`); nil when absent.
  var origin: String?
  /// The `Sec-Fetch-Site` header, lower-cased: `same-origin`, `same-site`, `cross-site` or
  /// `none` (typed into the address bar); nil when absent (older browsers, other clients).
  var fetchSite: String?

  /// The longest head read; a longer one is refused (431).
  static let maximumHeadBytes = 16 * 1024

  /// Reads the head in `bytes` (up to and including the blank line); nil when it is not an
  /// HTTP/1.x request.
  init?(head bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), !requestLine[0].isEmpty,
      requestLine[1].hasPrefix("/")
    else { return nil }
    method = String(requestLine[0])
    let target = requestLine[1]
    let beforeFragment = target.prefix { $0 != "#" }
    let parts = beforeFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    path = String(parts[0])
    query = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let spaced = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ") }
        guard let name = spaced(halves[0]).removingPercentEncoding else { continue }
        query[name] = halves.count == 2 ? spaced(halves[1]).removingPercentEncoding : ""
      }
    }
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
      switch line[..<colon].lowercased() {
      case "host": host = value
      case "origin": origin = value
      case "sec-fetch-site": fetchSite = value
      default: continue
      }
    }
  }
}
