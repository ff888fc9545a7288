import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One install at a time per root: an exclusive `flock` on the root folder itself, held
/// from the first look at the root to the last write. Locking the folder rather than a
/// lock file inside it means a refused first install leaves the root as it was.
///
/// `flock` belongs to an open file description, so two installers in one process exclude
/// each other as two processes do; the kernel drops the lock when the process dies, so a
/// killed install never leaves the root locked.
final class InstallRootLock {
  private var descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { release() }

  /// Takes the lock on `root` (creating the folder when missing and `creating` is true),
  /// waiting while another install holds it. Throws `io` when the root cannot be opened (is
  /// missing and not to be created), `busy` when it is still held after `wait`, and
  /// `cancelled` when the task is cancelled meanwhile.
  static func take(
    _ root: URL, wait: Duration, creating: Bool = true
  ) async throws(ThemeInstallError) -> InstallRootLock {
    do {
      if creating { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
    } catch {
      throw ThemeInstallError(
        .io, "cannot create the install root '\(root.path)': \(ClientFileSystem.reason(error))")
    }
    let descriptor = root.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      throw ThemeInstallError(
        .io, "cannot open the install root '\(root.path)': \(ClientFileSystem.reason(errno))")
    }
    let lock = InstallRootLock(descriptor: descriptor)
    let deadline = ContinuousClock.now.advanced(by: wait)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw ThemeInstallError(
          .io, "cannot lock the install root '\(root.path)': \(ClientFileSystem.reason(errno))")
      }
      guard ContinuousClock.now < deadline else {
        throw ThemeInstallError(
          .busy,
          "the install root '\(root.path)' is busy: another install did not finish within "
            + ThemeFetchError.seconds(wait))
      }
      do {
        try await Task.sleep(for: .milliseconds(20))
      } catch {
        throw ThemeInstallError(
          .cancelled, "the install was cancelled while waiting for another; nothing changed")
      }
    }
    return lock
  }

  /// Gives the lock up (closing the folder); later calls do nothing.
  func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }
}
