import Foundation
import ThemePackArchive

/// A whole-package download cut off by the network resumes where it stopped, only from the
/// same file.
extension ThemeInstaller {
  /// How many times a cut-off download is resumed before the install gives up.
  static let resumeAttempts = 3

  /// Downloads `entry`'s zip into `file`; says whether part of it came from a resume, and
  /// the bytes this call fetched (what a resume had already is not counted).
  ///
  /// Over `http(s)` with a `ThemeRangeFetching` fetcher, the first response's validator
  /// (`ResumeValidator`: its length and strong `ETag`, or `Last-Modified`) is kept (and told
  /// to `heard`). When the connection fails part way (`ThemeFetchError.failed`), the rest is
  /// asked for with `Range` and `If-Range` from the bytes already written, up to
  /// `resumeAttempts` times; each resumed part must come from a file of the index's length
  /// with the same validator. When the server answers otherwise (a `200`: the file changed or
  /// ranges are not served; another length or validator), or the first response had no
  /// validator, the download starts over once from the first byte. `resuming` is the
  /// validator of bytes already in `file` (a download an earlier process began): the
  /// download resumes from them at once. The whole file's SHA-256 is checked against the
  /// index afterwards either way, so a resumed download is never trusted more than a whole
  /// one.
  func download(
    _ url: URL, entry: ThemeIndexEntry, into file: URL, received: (@Sendable (Int) -> Void)?,
    resuming: ResumeValidator? = nil, heard: (@Sendable (ResumeValidator) -> Void)? = nil
  ) async throws(ThemeFetchError) -> (resumed: Bool, fetched: Int) {
    let ranges = (fetcher as? any ThemeRangeFetching).flatMap {
      ["http", "https"].contains(url.scheme?.lowercased()) ? $0 : nil
    }
    let kept = HeardValidator(resuming)
    var fetched = 0
    let whole = { () async throws(ThemeFetchError) in
      try? FileManager.default.removeItem(at: file)
      defer { fetched += ClientFileSystem.regularFileSize(file) ?? 0 }
      let request = ThemeFetchRequest(
        url: url, maxBytes: entry.size, timeout: try remainingTime(), received: received)
      guard let ranges else { return _ = try await fetcher.fetch(request, into: file) }
      _ = try await ranges.fetch(request, into: file) { validator in
        kept.set(validator)
        heard?(validator)
      }
    }
    var failure = ThemeFetchError.failed("nothing was fetched")
    if resuming == nil || ranges == nil || (ClientFileSystem.regularFileSize(file) ?? 0) == 0 {
      do {
        try await whole()
        return (false, fetched)
      } catch .failed(let reason) {
        failure = .failed(reason)
      }
    }
    guard let ranges, let have = ClientFileSystem.regularFileSize(file), have > 0 else { throw failure }
    guard let validator = kept.value, validator.length == entry.size, have < entry.size else {
      try await whole()
      return (false, fetched)
    }
    for attempt in 0..<Self.resumeAttempts {
      guard let have = ClientFileSystem.regularFileSize(file), have > 0, have < entry.size else {
        throw failure
      }
      switch await resume(
        url, from: have, entry: entry, into: file, validator: validator, attempt: attempt, fetcher: ranges,
        received: received, fetched: &fetched)
      {
      case .done: return (true, fetched)
      case .retry(let error): failure = error
      case .startOver:
        try await whole()
        return (false, fetched)
      case .stop(let error): throw error
      }
    }
    throw failure
  }

  /// What one resumed part came to.
  private enum Resumed {
    case done
    case retry(ThemeFetchError)
    case startOver
    case stop(ThemeFetchError)
  }

  /// Fetches the bytes of `entry`'s zip from `have` on, from the file `validator` describes,
  /// and appends them to `file`.
  private func resume(
    _ url: URL, from have: Int, entry: ThemeIndexEntry, into file: URL, validator: ResumeValidator,
    attempt: Int, fetcher: any ThemeRangeFetching, received: (@Sendable (Int) -> Void)?, fetched: inout Int
  ) async -> Resumed {
    let part = URL(fileURLWithPath: file.path + ".part-resume-\(attempt)")
    defer {
      fetched += ClientFileSystem.regularFileSize(part) ?? 0
      try? FileManager.default.removeItem(at: part)
    }
    let answer: ThemeRangeAnswer
    do {
      let request = ThemeFetchRequest(
        url: url, maxBytes: entry.size - have, timeout: try remainingTime(),
        received: { count in received?(have + count) })
      answer = try await fetcher.fetch(
        request, range: have..<entry.size, ifRange: validator.ifRange, into: part)
    } catch {
      switch error {
      case .failed: return .retry(error)
      case .cancelled, .timedOut: return .stop(error)
      case .status, .tooLarge: return .startOver
      }
    }
    // A server that ignores `If-Range` still names the file it sent.
    guard validator.matches(answer) else { return .startOver }
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

/// The validator a whole download heard, set from the transfer's thread.
private final class HeardValidator: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var heard: ResumeValidator?

  init(_ validator: ResumeValidator?) { heard = validator }

  var value: ResumeValidator? { lock.withLock { heard } }

  func set(_ validator: ResumeValidator) { lock.withLock { heard = validator } }
}
