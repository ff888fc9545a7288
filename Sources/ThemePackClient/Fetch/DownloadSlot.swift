import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an install downloads its package while it does not hold the root's lock (so a
/// `remove`, or another install's checks, need not wait for a whole download):
/// `<root>/.themepack/download-<id>.zip`, owned through an exclusive `flock` on
/// `download-<id>.lock` beside it (a range install's parts, `download-<id>.zip.part-<n>`, are
/// the slot's too). A cleanup under the root's lock removes a download only
/// when it can take that lock itself: its owner is done or dead (the kernel drops the lock
/// with the process), never while it is being written.
///
/// A whole download keeps its `PartialDownloadRecord` in `download-<id>.json`: a dead owner's
/// download with a record that reads back and a partial file worth resuming is kept by the
/// cleanup, and the next install of the same package (same URL, SHA-256 and length) takes
/// it over (`adopt`) and resumes it; every other dead owner's download goes then.
final class DownloadSlot {
  static let prefix = "download-"
  let file: URL
  /// The record of the whole download in `file`, once the server named a validator.
  let record: URL
  private let lockFile: URL
  private var descriptor: Int32

  /// Makes the state folder and the held lock file; call under the root's lock.
  init(in stateFolder: URL) throws(ThemeInstallError) {
    let id = UUID().uuidString
    file = stateFolder.appendingPathComponent(Self.prefix + id + ".zip")
    record = stateFolder.appendingPathComponent(Self.prefix + id + ".json")
    lockFile = stateFolder.appendingPathComponent(Self.prefix + id + ".lock")
    do {
      try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
    } catch {
      throw ThemeInstallError(
        .io, "cannot create '\(stateFolder.path)': \(ClientFileSystem.reason(error))")
    }
    let path = lockFile.path
    descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      throw ThemeInstallError(.io, "cannot create '\(path)': \(ClientFileSystem.reason(errno))")
    }
  }

  deinit { finish() }

  /// Removes the download, its record and its lock file; later calls do nothing.
  func finish() {
    guard descriptor >= 0 else { return }
    try? FileManager.default.removeItem(at: file)
    try? FileManager.default.removeItem(at: record)
    try? FileManager.default.removeItem(at: lockFile)
    close(descriptor)
    descriptor = -1
  }

  /// Takes over a dead owner's download of `url` whose record names `sha256` and `size`
  /// (at most `maxBytes`) and whose partial file is worth resuming: it becomes this slot's
  /// file and record, and its validator is returned. Every other dead owner's download (of
  /// another URL or package, stale, garbage) is removed. Call under the root's lock, before
  /// anything is written into this slot.
  func adopt(url: String, sha256: String, size: Int, maxBytes: Int) -> ResumeValidator? {
    let folder = file.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var adopted: ResumeValidator?
    for name in names.sorted() where name.hasPrefix(Self.prefix) && name.hasSuffix(".json") {
      let stem = String(name.dropLast(5))
      guard stem != Self.stem(of: file), Self.ownerIsGone(stem, in: folder) else { continue }
      let partial = folder.appendingPathComponent(stem + ".zip")
      if adopted == nil, let found = PartialDownloadRecord.read(folder.appendingPathComponent(name)),
        found.url == url, found.sha256 == sha256, found.size == size, size <= maxBytes,
        found.resumable(partial) != nil, (try? ClientFileSystem.rename(partial, to: file)) != nil
      {
        if found.save(to: record) {
          adopted = found.validator
        } else {
          try? FileManager.default.removeItem(at: file)
        }
      }
      for leftover in names where leftover.hasPrefix(stem + ".") {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(leftover))
      }
    }
    return adopted
  }

  /// Whether `name` in `stateFolder` belongs to a download nobody owns any more (its lock
  /// file can be locked, or it has none) and is not one to resume (a dead owner's whole
  /// download and its record, `PartialDownloadRecord.resumable`): what a cleanup may remove.
  static func isAbandoned(_ name: String, in stateFolder: URL) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    // `download-<id>.zip`, `.lock`, `.json`, and the parts of a range install or resume
    // (`.zip.part-<n>`, `.zip.part-resume-<n>`).
    let stem = String(name.prefix { $0 != "." })
    guard ownerIsGone(stem, in: stateFolder) else { return false }
    guard name == stem + ".zip" || name == stem + ".json" else { return true }
    let record = PartialDownloadRecord.read(stateFolder.appendingPathComponent(stem + ".json"))
    return record?.resumable(stateFolder.appendingPathComponent(stem + ".zip")) == nil
  }

  /// Whether the download `stem` has no live owner: its lock file can be locked, or it has none.
  private static func ownerIsGone(_ stem: String, in stateFolder: URL) -> Bool {
    let lock = stateFolder.appendingPathComponent(stem + ".lock").path
    let descriptor = open(lock, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    return flock(descriptor, LOCK_EX | LOCK_NB) == 0
  }

  /// `download-<id>` of a slot's file.
  private static func stem(of file: URL) -> String {
    String(file.lastPathComponent.prefix { $0 != "." })
  }
}
