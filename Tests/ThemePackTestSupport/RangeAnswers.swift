import Foundation

/// How `LoopbackFileServer` answers a `Range` request (`LoopbackFileServer.RangeMode`):
/// honestly, or in one of the ways a broken or hostile server does.
struct RangeAnswers: Sendable {
  let mode: LoopbackFileServer.RangeMode
  let etags: Bool
  let weakETags: Bool
  let changesTo: URL?
  let after: Int

  /// The request head's fields by lower-case name.
  static func fields(_ head: [UInt8]) -> [String: String] {
    var fields: [String: String] = [:]
    for line in String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return fields
  }

  /// The content's `ETag`: a digest of the bytes, quoted.
  static func etag(_ body: [UInt8]) -> String { "\"" + String(TestSHA256.hex(body).prefix(16)) + "\"" }

  /// The `ETag` sent for `body` (weak when `weakETags`).
  func etag(_ body: [UInt8]) -> String { (weakETags ? "W/" : "") + Self.etag(body) }

  /// The `ETag` header line for `body`, or nothing without `etags`.
  func etagField(_ body: [UInt8]) -> String { etags ? "ETag: \(etag(body))\r\n" : "" }

  /// The whole response to `Range: <asked>` for `body`, and its status; nil when `asked` is no
  /// single `bytes=a-b` or `bytes=-n` within the file (answered as a plain `GET`).
  func answer(_ asked: String, ifRange: String?, body: [UInt8]) -> (status: Int, bytes: [UInt8])? {
    guard asked.hasPrefix("bytes="), let range = Self.range(String(asked.dropFirst(6)), count: body.count)
    else { return nil }
    let tag = etagField(body)
    // A weak validator never matches (RFC 9110 §13.1.5): the whole file.
    if mode == .ignored || (mode != .ignoresIfRange && ifRange != nil && ifRange != Self.etag(body)) {
      return (
        200,
        Array("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\n\(tag)Connection: close\r\n\r\n".utf8)
          + body
      )
    }
    var part = Array(body[range])
    var stated = range
    var total = body.count
    switch mode {
    case .lyingTotal: total += 1
    case .shortPart: part.removeLast()
    case .longPart: part.append(0)
    case .otherPart where range.upperBound < body.count:
      stated = (range.lowerBound + 1)..<(range.upperBound + 1)
      part = Array(body[stated])
    default: break
    }
    let length = mode == .shortPart ? part.count + 1 : part.count
    let head =
      "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes \(stated.lowerBound)-\(stated.upperBound - 1)/\(total)\r\n"
      + "Content-Length: \(length)\r\n\(tag)Connection: close\r\n\r\n"
    return (206, Array(head.utf8) + part)
  }

  /// `a-b` or `-n` as a range of a file of `count` bytes.
  private static func range(_ text: String, count: Int) -> Range<Int>? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    if parts[0].isEmpty, let suffix = Int(parts[1]), suffix > 0 { return max(0, count - suffix)..<count }
    guard let start = Int(parts[0]), start < count else { return nil }
    let end = parts[1].isEmpty ? count - 1 : min(Int(parts[1]) ?? -1, count - 1)
    return end >= start ? start..<(end + 1) : nil
  }
}
