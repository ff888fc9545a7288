import Foundation

/// One holder's claim on a version folder in `OpenVersions`: `hold` moves it, and it is
/// given up when the lease goes (with its `ThemeStore`).
final class VersionLease: @unchecked Sendable {
  private let lock = NSLock()
  private var folder: URL?

  func hold(_ new: URL?) {
    lock.withLock {
      if let new { OpenVersions.shared.retain(new) }
      if let folder { OpenVersions.shared.release(folder) }
      folder = new
    }
  }

  deinit {
    if let folder { OpenVersions.shared.release(folder) }
  }
}
