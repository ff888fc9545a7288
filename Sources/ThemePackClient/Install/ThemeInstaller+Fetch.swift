import Foundation
import ThemePackArchive

extension ThemeInstaller {
  /// The index at `url`, read only after its signature (`<url>.sig`) verified with one of
  /// the embedded keys.
  func fetchIndex(_ url: URL) async throws(ThemeInstallError) -> (index: ThemeIndex, url: URL) {
    let fetched: (bytes: [UInt8], url: URL)
    do {
      fetched = try await fetchBytes(url, maxBytes: ThemeIndex.maxBytes)
    } catch {
      throw Self.failure(stated(error), fetching: "package index '\(url.absoluteString)'")
    }
    let bytes = fetched.bytes
    // Beside the index as finally served, after any redirect.
    let signatureURL = fetched.url.deletingLastPathComponent().appendingPathComponent(
      fetched.url.lastPathComponent + ".sig")
    let signature: [UInt8]
    do {
      signature = try await fetchBytes(signatureURL, maxBytes: 256).bytes
    } catch {
      guard Self.meansAbsent(error, url: signatureURL) else {
        throw Self.failure(
          stated(error), fetching: "the index signature '\(ClientNames.display(signatureURL.absoluteString))'"
        )
      }
      throw ThemeInstallError(
        .unknownKey,
        "refusing package index '\(url.absoluteString)': it is not signed "
          + "('\(ClientNames.display(signatureURL.absoluteString))' cannot be fetched: \(error))")
    }
    if let problem = ClientInspection(publicKeys: publicKeys).indexSignatureProblem(signature, index: bytes) {
      throw ThemeInstallError(
        .unknownKey, "refusing package index '\(url.absoluteString)': its signature \(problem)")
    }
    return (try ThemeIndex.parse(bytes, source: url.absoluteString), fetched.url)
  }

  /// True when `error` says the file is not there (HTTP 404 or 410, a missing `file:`),
  /// rather than that the network failed.
  static func meansAbsent(_ error: ThemeFetchError, url: URL) -> Bool {
    switch error {
    case .status(let code): return code == 404 || code == 410
    case .failed: return url.isFileURL
    case .tooLarge, .timedOut, .cancelled: return false
    }
  }

  /// The install error for a download of `what` that failed with `error`.
  static func failure(_ error: ThemeFetchError, fetching what: String) -> ThemeInstallError {
    switch error {
    case .timedOut: return ThemeInstallError(.timedOut, "cannot fetch \(what): \(error)")
    case .cancelled: return ThemeInstallError(.cancelled, "cannot fetch \(what): \(error); nothing changed")
    default: return ThemeInstallError(.fetchFailed, "cannot fetch \(what): \(error)")
    }
  }

  /// The zip, downloaded into `file` (memory stays at one chunk whatever its size) and
  /// checked against the index's length and SHA-256. A download that resumed (`download`)
  /// and fails those checks is started over once: bytes of two files never make a package,
  /// and a server that answered a resume wrongly costs a download, not the install.
  func fetchPackage(
    _ url: URL, entry: ThemeIndexEntry, into file: URL, received: (@Sendable (Int) -> Void)?,
    resuming: ResumeValidator? = nil, heard: (@Sendable (ResumeValidator) -> Void)? = nil
  ) async throws(ThemeInstallError) -> (archive: ClientArchive, fetched: Int) {
    var fetched = 0
    if let archive = try await fetchPackageOnce(
      url, entry: entry, into: file, received: received, resuming: resuming, heard: heard, mayStartOver: true,
      fetched: &fetched)
    {
      return (archive, fetched)
    }
    guard
      let archive = try await fetchPackageOnce(
        url, entry: entry, into: file, received: received, resuming: nil, heard: heard, mayStartOver: false,
        fetched: &fetched)
    else {
      throw ThemeInstallError(
        .hashMismatch, "refusing '\(ClientNames.display(url.absoluteString))': it is not the index's")
    }
    return (archive, fetched)
  }

  /// `fetchPackage`'s one download and its checks; nil when `mayStartOver` and a resumed
  /// download fails them. `fetched` grows by the bytes the download fetched.
  private func fetchPackageOnce(
    _ url: URL, entry: ThemeIndexEntry, into file: URL, received: (@Sendable (Int) -> Void)?,
    resuming: ResumeValidator?, heard: (@Sendable (ResumeValidator) -> Void)?, mayStartOver: Bool,
    fetched: inout Int
  ) async throws(ThemeInstallError) -> ClientArchive? {
    let name = ClientNames.display(url.absoluteString)
    guard entry.size <= limits.maxArchiveBytes else {
      throw ThemeInstallError(
        .packageRefused,
        "refusing '\(name)': the index gives \(entry.size) bytes, more than the limit of "
          + "\(limits.maxArchiveBytes)")
    }
    let archive: ClientArchive
    let resumed: Bool
    do {
      try FileManager.default.createDirectory(at: library.stateFolder, withIntermediateDirectories: true)
      let downloaded = try await download(
        url, entry: entry, into: file, received: received, resuming: resuming, heard: heard)
      (resumed, fetched) = (downloaded.resumed, fetched + downloaded.fetched)
      archive = try ClientArchive(file: file)
    } catch ThemeFetchError.tooLarge {
      throw ThemeInstallError(
        .lengthMismatch, "refusing '\(name)': it is longer than the \(entry.size) bytes the index gives")
    } catch let error as ThemeFetchError {
      throw Self.failure(stated(error), fetching: "'\(name)'")
    } catch {
      throw ThemeInstallError(.io, "cannot read '\(file.path)': \(ClientFileSystem.reason(error))")
    }
    let sha256 = archive.count == entry.size ? Self.sha256(of: archive) : nil
    if resumed, mayStartOver, sha256 != entry.sha256 { return nil }
    guard archive.count == entry.size else {
      throw ThemeInstallError(
        .lengthMismatch, "refusing '\(name)': it is \(archive.count) bytes, the index gives \(entry.size)")
    }
    guard sha256 == entry.sha256 else {
      throw ThemeInstallError(.hashMismatch, "refusing '\(name)': its SHA-256 is not the index's")
    }
    return archive
  }

  /// The SHA-256 of the archive as lower-case hex, read a megabyte at a time; nil when it
  /// cannot be read.
  static func sha256(of archive: ClientArchive) -> String? {
    var hasher = ThemeCrypto.SHA256Hasher()
    var at = 0
    while at < archive.count {
      guard let chunk = archive.bytes(in: at..<min(archive.count, at + (1 << 20))) else { return nil }
      chunk.withUnsafeBytes { hasher.update($0) }
      at += chunk.count
    }
    return HexDigits.string(hasher.finish())
  }

  /// The body of a small file (the index, its signature) through a temporary file, and the
  /// URL it came from after redirects.
  func fetchBytes(_ url: URL, maxBytes: Int) async throws(ThemeFetchError) -> (
    bytes: [UInt8], url: URL
  ) {
    // In the root's state folder, where the next install's cleanup finds what a kill left;
    // a catalogue of a root that does not exist makes none (the system's temporary folder).
    let inRoot = ClientFileSystem.kind(library.root) != .missing
    let folder = inRoot ? library.stateFolder : FileManager.default.temporaryDirectory
    let file = folder.appendingPathComponent((inRoot ? "staging-" : "themepack-") + UUID().uuidString)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .failed("cannot create '\(folder.path)': \(ClientFileSystem.reason(error))")
    }
    defer {
      try? FileManager.default.removeItem(at: file)
      removeStateFolderIfEmpty()
    }
    let final = try await fetcher.fetch(
      ThemeFetchRequest(url: url, maxBytes: maxBytes, timeout: try remainingTime()), into: file)
    guard let data = FileManager.default.contents(atPath: file.path), data.count <= maxBytes else {
      throw .failed("cannot read '\(file.path)'")
    }
    return ([UInt8](data), final)
  }
}
