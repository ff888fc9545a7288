import Foundation

/// What a whole download's response said of its file, kept so the rest of it can be asked
/// for later (RFC 9110 §13.1.5, `If-Range`) only when it is the same file: its length and
/// one strong validator, a strong `ETag` or, when the response has no `ETag`, a
/// `Last-Modified` that is strong because it is a minute or more older than the response's
/// `Date` (§8.8.2.2). A weak `ETag` (`W/"…"`) never qualifies: it may name other bytes.
///
/// | response | validator |
/// |---|---|
/// | `200`, `Content-Length`, strong `ETag` | length and `ETag` |
/// | as above, no `ETag`, `Last-Modified` ≥ 60 s before `Date` | length and `Last-Modified` |
/// | weak `ETag` (with or without a `Last-Modified`) | none |
/// | `Last-Modified` without `Date`, or less than 60 s before it | none |
/// | no `Content-Length`, not `200`, a malformed or over-long value | none |
package struct ResumeValidator: Codable, Sendable, Equatable {
  /// The file's length, from `Content-Length`.
  package var length: Int
  /// The strong `ETag`, quotes included; nil when `lastModified` validates instead.
  package var etag: String?
  /// The `Last-Modified` date as sent, only when there is no `ETag`.
  package var lastModified: String?

  /// The longest validator kept (a record of it is read back bounded).
  static let maxBytes = 256

  package init(length: Int, etag: String?, lastModified: String?) {
    self.length = length
    self.etag = etag
    self.lastModified = lastModified
  }

  /// The validator of a response with `status` and these header values, or nil when it has
  /// none a resume may rely on (see the table above).
  package init?(status: Int, contentLength: Int?, etag: String?, lastModified: String?, date: String?) {
    guard status == 200, let contentLength, contentLength > 0 else { return nil }
    if let etag {
      // A weak or malformed ETag is no validator, and no Last-Modified stands in for it.
      guard Self.isStrong(etag) else { return nil }
      self.init(length: contentLength, etag: etag, lastModified: nil)
      return
    }
    guard let lastModified, lastModified.utf8.count <= 64, let modified = Self.httpDate(lastModified),
      let date = date.flatMap(Self.httpDate), date.timeIntervalSince(modified) >= 60
    else { return nil }
    self.init(length: contentLength, etag: nil, lastModified: lastModified)
  }

  /// What `If-Range` carries: the `ETag`, else the date.
  package var ifRange: String? { etag ?? lastModified }

  /// Whether a part's answer (`206`) comes from this very file: the same length and the
  /// same validator (a server that ignores `If-Range` still says what it sent).
  package func matches(_ answer: ThemeRangeAnswer) -> Bool {
    guard answer.total == length else { return false }
    if let etag { return answer.etag == etag }
    return answer.lastModified == lastModified
  }

  /// Whether `tag` is one strong entity tag: `"…"` of visible ASCII (or bytes past it)
  /// without a quote inside, at most `maxBytes` long.
  static func isStrong(_ tag: String) -> Bool {
    let bytes = Array(tag.utf8)
    guard bytes.count >= 2, bytes.count <= maxBytes, bytes.first == 0x22, bytes.last == 0x22 else {
      return false
    }
    return bytes.dropFirst().dropLast().allSatisfy { $0 == 0x21 || (0x23...0x7E).contains($0) || $0 >= 0x80 }
  }

  /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form every server sends.
  static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
  }
}
