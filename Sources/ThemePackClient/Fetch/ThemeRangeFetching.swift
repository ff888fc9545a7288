import Foundation

/// A fetcher that can also fetch one byte range of a file with HTTP `Range` (RFC 9110), what
/// an update fetching only a package's changed entries needs (`ThemeInstaller`'s range
/// install). `URLSessionFetcher` conforms for `http(s):`; a fetcher that does not, and any
/// `file:` URL, gets full downloads.
package protocol ThemeRangeFetching: ThemeFetching {
  /// Writes the bytes `range` of `request.url` into `destination` (a new file) and returns
  /// the file's total length and validator as the server stated them. `request.maxBytes` is
  /// `range.count`. With `ifRange`, the request carries `If-Range: <ifRange>`, so a changed
  /// file is answered whole. Anything but a `206` whose `Content-Range` is exactly `range`
  /// followed by exactly `range.count` bytes fails (`ThemeRangeAnswer.problem`).
  func fetch(
    _ request: ThemeFetchRequest, range: Range<Int>, ifRange: String?, into destination: URL
  ) async throws(ThemeFetchError) -> ThemeRangeAnswer

  /// Writes the whole body at `request.url` into `destination` as `fetch(_:into:)` does, and
  /// calls `heard` with the response's `ResumeValidator` (when it has one) once its first
  /// bytes are written, before the rest: what a download cut off later resumes against.
  func fetch(
    _ request: ThemeFetchRequest, into destination: URL, heard: @escaping @Sendable (ResumeValidator) -> Void
  ) async throws(ThemeFetchError) -> URL
}

/// What a server said of the file a range came from.
package struct ThemeRangeAnswer: Sendable, Equatable {
  /// The file's whole length, from `Content-Range`.
  package var total: Int
  /// Its `ETag`, when the server gave one.
  package var etag: String?
  /// Its `Last-Modified`, when the server gave one.
  package var lastModified: String?

  package init(total: Int, etag: String?, lastModified: String? = nil) {
    self.total = total
    self.etag = etag
    self.lastModified = lastModified
  }

  /// The answer to a request for `range` that came with `status` and the `Content-Range`
  /// and `ETag` header values, or why it is not the part asked for (a `200` is the whole
  /// file: the server ignores `Range`, or `If-Range` found the file changed).
  ///
  /// | answer | result |
  /// |---|---|
  /// | `206`, `bytes a-b/n`, a-b the range asked, n > b | the answer |
  /// | `200` | `.status(200)` |
  /// | `206` without `Content-Range`, or `bytes */n`, or another part | `.failed` |
  /// | `206` with a length that is not a number, or not past the part | `.failed` |
  package static func problem(
    status: Int, contentRange: String?, etag: String?, lastModified: String? = nil, range: Range<Int>
  ) -> Result<ThemeRangeAnswer, ThemeFetchError> {
    guard status == 206 else { return .failure(.status(status)) }
    guard let contentRange else { return .failure(.failed("the server's part has no Content-Range")) }
    let text = contentRange.trimmingCharacters(in: .whitespaces)
    let expected = "bytes \(range.lowerBound)-\(range.upperBound - 1)/"
    guard text.lowercased().hasPrefix(expected), let total = Int(text.dropFirst(expected.count)),
      total >= range.upperBound
    else {
      return .failure(
        .failed(
          "the server sends part '\(ClientNames.display(text))', not bytes \(range.lowerBound)-\(range.upperBound - 1)"
        ))
    }
    return .success(ThemeRangeAnswer(total: total, etag: etag, lastModified: lastModified))
  }
}
