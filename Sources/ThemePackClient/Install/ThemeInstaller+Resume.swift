import Foundation
import ThemePackArchive

/// A whole-package download cut off by the network resumes where it stopped.
extension ThemeInstaller {
  /// How many times a cut-off download is resumed before the install gives up.
  static let resumeAttempts = 3

  /// Downloads `entry`'s zip into the new file `file`. When the connection fails part way
  /// (`ThemeFetchError.failed`) over `http(s)` with a `ThemeRangeFetching` fetcher, the rest
  /// is asked for with `Range` from the bytes already written, up to `resumeAttempts` times;
  /// each resumed part must come from a file of the index's length (and, after the first, of
  /// the first part's `ETag`, sent as `If-Range`). When the server answers otherwise (no
  /// ranges, another length or `ETag`: the file changed) the download starts over once from
  /// the first byte. The whole file's SHA-256 is checked against the index afterwards either
  /// way, so a resumed download is never trusted more than a whole one.
  func download(
    _ url: URL, entry: ThemeIndexEntry, into file: URL, received: (@Sendable (Int) -> Void)?
  ) async throws(ThemeFetchError) {
    let whole = { () async throws(ThemeFetchError) in
      _ = try await fetcher.fetch(
        ThemeFetchRequest(url: url, maxBytes: entry.size, timeout: try remainingTime(), received: received),
        into: file)
    }
    do {
      return try await whole()
    } catch .failed(let reason) {
      guard let fetcher = fetcher as? any ThemeRangeFetching,
        ["http", "https"].contains(url.scheme?.lowercased())
      else { throw .failed(reason) }
      var failure = ThemeFetchError.failed(reason)
      var etag: String?
      for attempt in 0..<Self.resumeAttempts {
        guard let have = ClientFileSystem.regularFileSize(file), have > 0, have < entry.size else {
          throw failure
        }
        switch await resume(
          url, from: have, entry: entry, into: file, etag: etag, attempt: attempt, fetcher: fetcher,
          received: received)
        {
        case .done: return
        case .retry(let error, let tag):
          failure = error
          etag = tag ?? etag
        case .startOver:
          try? FileManager.default.removeItem(at: file)
          return try await whole()
        case .stop(let error):
          throw error
        }
      }
      throw failure
    }
  }

  /// What one resumed part came to.
  private enum Resumed {
    case done
    case retry(ThemeFetchError, etag: String?)
    case startOver
    case stop(ThemeFetchError)
  }

  /// Fetches the bytes of `entry`'s zip from `have` on and appends them to `file`.
  private func resume(
    _ url: URL, from have: Int, entry: ThemeIndexEntry, into file: URL, etag: String?, attempt: Int,
    fetcher: any ThemeRangeFetching, received: (@Sendable (Int) -> Void)?
  ) async -> Resumed {
    let part = URL(fileURLWithPath: file.path + ".part-resume-\(attempt)")
    defer { try? FileManager.default.removeItem(at: part) }
    let answer: ThemeRangeAnswer
    do {
      let request = ThemeFetchRequest(
        url: url, maxBytes: entry.size - have, timeout: try remainingTime(),
        received: { count in received?(have + count) })
      answer = try await fetcher.fetch(request, range: have..<entry.size, ifRange: etag, into: part)
    } catch {
      switch error {
      case .failed: return .retry(error, etag: nil)
      case .cancelled, .timedOut: return .stop(error)
      case .status, .tooLarge: return .startOver
      }
    }
    guard answer.total == entry.size, etag == nil || answer.etag == etag else { return .startOver }
    // A megabyte at a time: memory does not grow with the package.
    do {
      let source = try ClientFileSystem.openFileNoFollow(part)
      let handle = try FileHandle(forWritingTo: file)
      defer { try? handle.close() }
      try handle.seekToEnd()
      while let chunk = try source.read(upToCount: 1 << 20), !chunk.isEmpty {
        try handle.write(contentsOf: chunk)
      }
    } catch {
      return .stop(.failed("cannot append to '\(file.path)': \(error)"))
    }
    return .done
  }
}
