import Foundation

/// The folders a build has made in its staging folder, shared by the units on every
/// worker thread so each folder costs one `mkdir`, not one per unit. Safe across threads.
package final class MadeFolders: @unchecked Sendable {
  private var folders: Set<String> = []
  private let lock = NSLock()

  /// Whether `folder` was made.
  package func contains(_ folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return folders.contains(folder)
  }

  /// Records that `folder` exists now.
  package func insert(_ folder: String) {
    lock.lock()
    folders.insert(folder)
    lock.unlock()
  }
}
