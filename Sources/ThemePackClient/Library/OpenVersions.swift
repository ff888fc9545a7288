import Foundation

/// The version folders this process serves (a `ThemeStore`'s current content), which pruning
/// must leave alone: an update keeps the version before the current one, so after two
/// updates the version a store still serves would otherwise be deleted under it. One
/// process only: another process (an app extension) serving the same root is not seen.
final class OpenVersions: @unchecked Sendable {
  static let shared = OpenVersions()

  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func isOpen(_ folder: URL) -> Bool { lock.withLock { counts[Self.key(folder)] != nil } }

  func retain(_ folder: URL) { lock.withLock { counts[Self.key(folder), default: 0] += 1 } }

  func release(_ folder: URL) {
    lock.withLock {
      let key = Self.key(folder)
      guard let count = counts[key] else { return }
      counts[key] = count > 1 ? count - 1 : nil
    }
  }

  private static func key(_ folder: URL) -> String { folder.standardizedFileURL.path }
}
