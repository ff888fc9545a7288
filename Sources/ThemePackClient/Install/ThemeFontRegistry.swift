import Foundation

/// The font files this process registered and those that failed, by standardised path: what
/// `ThemeContent` asks before naming a theme's font, so a face whose file failed to register
/// is drawn in the system font (and said so once).
final class ThemeFontRegistry: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  static let shared = ThemeFontRegistry()

  private let lock = NSLock()
  private var registered: Set<String> = []
  /// The system's reason for each file that failed.
  private var failed: [String: String] = [:]
  /// The failed files a fallback was reported for (`firstReport(of:)`).
  private var reported: Set<String> = []

  func recordRegistered(_ files: [URL], failed failures: [(file: URL, reason: String)]) {
    let failing = Dictionary(failures.map { ($0.file.standardizedFileURL.path, $0.reason) }) { first, _ in
      first
    }
    lock.withLock {
      for file in files.map(\.standardizedFileURL.path) {
        if let reason = failing[file] {
          failed[file] = reason
        } else {
          registered.insert(file)
          failed[file] = nil
        }
      }
    }
  }

  func recordUnregistered(_ files: [URL]) {
    lock.withLock {
      for file in files.map(\.standardizedFileURL.path) {
        registered.remove(file)
        failed[file] = nil
      }
    }
  }

  /// Whether `file` is registered by this process.
  func isRegistered(_ file: URL) -> Bool {
    lock.withLock { registered.contains(file.standardizedFileURL.path) }
  }

  /// Whether registering `file` failed in this process.
  func hasFailed(_ file: URL) -> Bool { failure(of: file) != nil }

  /// The system's reason registering `file` failed in this process, or nil.
  func failure(of file: URL) -> String? { lock.withLock { failed[file.standardizedFileURL.path] } }

  /// True the first time it is asked for `file` in this process (a fallback is said once).
  func firstReport(of file: URL) -> Bool {
    lock.withLock { reported.insert(file.standardizedFileURL.path).inserted }
  }
}
