import Foundation
import ThemePackNative

/// What identifies a file's content without reading it: size, modification and
/// status-change times (to the nanosecond), inode and device. Writing, replacing, renaming
/// over or touching a file changes at least one of them; the caches that trust it
/// (`ImageFactsCache`, `SourceHashCache`) read a file again whenever it differs.
package enum FileIdentity {
  /// How long after its last change a file's identity is trusted: a file changed in the
  /// same clock tick as it was read could keep its times (the kernel stamps files with a
  /// coarse clock), so files younger than this are read again next time ("racily clean"
  /// in git's words).
  package static let settlingSeconds = 2

  /// The identity of the regular file at `path` (seven numbers), or nil when there is no
  /// regular file there (a symbolic link is not followed, so a source that is a link inside
  /// the project is read every time).
  package static func of(_ path: String) -> [Int]? {
    guard let status = try? FileSystemCalls.status(ofLinkAt: path), status.kind == .regular else {
      return nil
    }
    return [
      status.size, status.modificationSeconds, status.modificationNanoseconds, status.changeSeconds,
      status.changeNanoseconds, status.inode, status.device,
    ]
  }

  /// Whether a file with `identity` last changed at least `settlingSeconds` before `date`,
  /// so that a later change must show in its identity.
  package static func isSettled(_ identity: [Int], before date: Date) -> Bool {
    guard identity.count == 7 else { return false }
    let newest = max(identity[1], identity[3])
    return newest + settlingSeconds <= Int(date.timeIntervalSince1970.rounded(.down))
  }
}
