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
final class DownloadSlot {
  static let prefix = "download-"
  let file: URL
  private let lockFile: URL
  private var descriptor: Int32

  /// Makes the state folder and the held lock file; call under the root's lock.
  init(in stateFolder: URL) throws(ThemeInstallError) {
    let id = UUID().uuidString
    file = stateFolder.appendingPathComponent(Self.prefix + id + ".zip")
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

  /// Removes the download and its lock file; later calls do nothing.
  func finish() {
    guard descriptor >= 0 else { return }
    try? FileManager.default.removeItem(at: file)
    try? FileManager.default.removeItem(at: lockFile)
    close(descriptor)
    descriptor = -1
  }

  /// Whether `name` in `stateFolder` belongs to a download nobody owns any more (its lock
  /// file can be locked, or it has none): what a cleanup may remove.
  static func isAbandoned(_ name: String, in stateFolder: URL) -> Bool {
    guard name.hasPrefix(prefix) else { return false }
    // `download-<id>.zip`, `.lock`, and the parts of a range install (`.zip.part-<n>`).
    let stem = String(name.prefix { $0 != "." })
    let lock = stateFolder.appendingPathComponent(stem + ".lock").path
    let descriptor = open(lock, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    return flock(descriptor, LOCK_EX | LOCK_NB) == 0
  }
}
