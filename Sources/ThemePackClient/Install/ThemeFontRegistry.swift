import Foundation

/// The font files this process registered and those that failed, by standardised path: what
/// `ThemeContent` asks before naming a theme's font, so a face whose file failed to register
/// is drawn in the system font (and said so once).
final class ThemeFontRegistry: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  static let shared = ThemeFontRegistry()

  private let lock = NSLock()
  private var registered: Set<String> = []
  private var failed: Set<String> = []

  func recordRegistered(_ files: [URL], failed failures: [URL]) {
    let failing = Set(failures.map(\.standardizedFileURL.path))
    lock.withLock {
      for file in files.map(\.standardizedFileURL.path) {
        if failing.contains(file) {
          failed.insert(file)
        } else {
          registered.insert(file)
          failed.remove(file)
        }
      }
    }
  }

  func recordUnregistered(_ files: [URL]) {
    lock.withLock {
      for file in files.map(\.standardizedFileURL.path) {
        registered.remove(file)
        failed.remove(file)
      }
    }
  }

  /// Whether `file` is registered by this process.
  func isRegistered(_ file: URL) -> Bool {
    lock.withLock { registered.contains(file.standardizedFileURL.path) }
  }

  /// Whether registering `file` failed in this process.
  func hasFailed(_ file: URL) -> Bool { lock.withLock { failed.contains(file.standardizedFileURL.path) } }
}
