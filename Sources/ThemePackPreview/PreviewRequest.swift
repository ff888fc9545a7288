import Foundation

/// One HTTP/1.x request head as the preview server reads it: the method, the target split
/// into path and query, and the headers it looks at.
struct PreviewRequest: Sendable, Equatable {
  var method: String
  /// The target's path, still percent-encoded (`/images/blue/logo%402x.png`).
  var path: String
  /// The target's query, decoded: `name → value` (`/try?theme=blue&color=%23FF0000`).
  var query: [String: String]
  /// The `Host` header, lower-cased; nil when the request has none.
  var host: String?

  /// The longest head read; a longer one is refused (431).
  static let maximumHeadBytes = 16 * 1024

  /// Reads the head in `bytes` (up to and including the blank line); nil when it is not an
  /// HTTP/1.x request.
  init?(head bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."), !requestLine[0].isEmpty else {
      return nil
    }
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
    host = nil
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      if line[..<colon].lowercased() == "host" {
        host = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
      }
    }
  }
}
