import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A package fetched in byte ranges into a file of its full length: each part lands at its
/// own offset and what was never fetched stays a hole (zeros), so `ClientArchive` and
/// `ZlibEntryReader` read it as they read a whole download. Every part must come from the
/// same file: the length the index gives, and the `ETag` of the first answer (sent as
/// `If-Range` when it is strong, which asks the server to answer a changed file whole, which
/// is refused).
final class RangedDownload {
  let file: URL
  let size: Int
  let url: URL
  private let fetcher: any ThemeRangeFetching
  private let descriptor: Int32
  private var etag: String?
  private var parts = 0
  /// Bytes fetched so far, for the install's report.
  private(set) var fetched = 0
  /// Told the bytes fetched so far after each part.
  var received: (@Sendable (Int) -> Void)?

  /// Creates `file` (new, never through a link) at `size` bytes, all holes.
  init(file: URL, size: Int, url: URL, fetcher: any ThemeRangeFetching) throws(ThemeFetchError) {
    self.file = file
    self.size = size
    self.url = url
    self.fetcher = fetcher
    do throws(ClientFailure) {
      descriptor = try ClientFileSystem.createSized(file, size: size)
    } catch {
      throw .failed(error.description)
    }
  }

  deinit { close(descriptor) }

  /// Fetches `range` (within the package) into its place; fails when the server does not
  /// answer exactly that part of a file of `size` bytes with the first answer's `ETag`.
  func fetch(_ range: Range<Int>, timeout: Duration) async throws(ThemeFetchError) {
    guard range.lowerBound >= 0, range.upperBound <= size, !range.isEmpty else {
      throw .failed("bytes \(range.lowerBound)..<\(range.upperBound) are not within the package")
    }
    parts += 1
    let part = URL(fileURLWithPath: file.path + ".part-\(parts)")
    defer { try? FileManager.default.removeItem(at: part) }
    let answer = try await fetcher.fetch(
      ThemeFetchRequest(url: url, maxBytes: range.count, timeout: timeout), range: range,
      ifRange: parts == 1 ? nil : etag.flatMap { ResumeValidator.isStrong($0) ? $0 : nil }, into: part)
    guard answer.total == size else {
      throw .failed("the server's file is \(answer.total) bytes, the index gives \(size)")
    }
    if parts == 1 {
      etag = answer.etag
    } else if answer.etag != etag {
      throw .failed("the server's file changed between parts (its ETag differs)")
    }
    try place(part, at: range.lowerBound, count: range.count)
    fetched += range.count
    received?(fetched)
  }

  /// Copies the `count` bytes of `part` into the file at `offset`.
  private func place(_ part: URL, at offset: Int, count: Int) throws(ThemeFetchError) {
    let handle: FileHandle
    do throws(ClientFailure) {
      handle = try ClientFileSystem.openFileNoFollow(part)
    } catch {
      throw .failed(error.description)
    }
    var at = offset
    while at < offset + count {
      guard let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty else {
        throw .failed("cannot read '\(part.path)'")
      }
      let failure = chunk.withUnsafeBytes { buffer -> ClientFailure? in
        do throws(ClientFailure) {
          try ClientFileSystem.write(buffer, at: at, to: descriptor, of: file)
          return nil
        } catch {
          return error
        }
      }
      if let failure { throw .failed(failure.description) }
      at += chunk.count
    }
  }

  /// The ranges to fetch for `spans`: sorted, and joined where less than `gap` bytes lie
  /// between them (one request costs more than a few kilobytes of a theme's bytes).
  static func coalesced(_ spans: [Range<Int>], gap: Int, maxParts: Int = .max) -> [Range<Int>] {
    var joined: [Range<Int>] = []
    for span in spans.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = joined.last, span.lowerBound <= last.upperBound + gap {
        joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
      } else {
        joined.append(span)
      }
    }
    // Each part is a request (a connection and its handshake): past `maxParts`, the two
    // closest parts are joined, fetching the bytes between them, until `maxParts` remain.
    while joined.count > max(1, maxParts) {
      let closest = (1..<joined.count).min { left, right in
        joined[left].lowerBound - joined[left - 1].upperBound
          < joined[right].lowerBound - joined[right - 1].upperBound
      }!
      joined[closest - 1] = joined[closest - 1].lowerBound..<joined[closest].upperBound
      joined.remove(at: closest)
    }
    return joined
  }
}
