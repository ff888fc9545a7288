import Foundation
import ThemePackNative
import ThemePackSupport

/// What a preview render stopped part way left beside the preview folder: its staging folder
/// (`.preview.staging-<pid>-<random>`, megabytes of images) or the previous folder it was
/// swapping out (`.preview.old-<pid>-<random>`). `preview --serve` removes them when it
/// starts, unless the process that made them still runs.
enum PreviewLeftovers {
  /// Removes the leftovers beside `folder` (the preview folder) of processes that no longer
  /// run; returns the names removed.
  @discardableResult
  static func remove(besides folder: String) -> [String] {
    let parent = (folder as NSString).deletingLastPathComponent
    let base = (folder as NSString).lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    var removed: [String] = []
    for name in names.sorted() {
      guard let pid = ownerProcess(of: name, base: base), !FileSystemCalls.processExists(pid) else {
        continue
      }
      if TreeRemover.remove(parent + "/" + name) { removed.append(name) }
    }
    return removed
  }

  /// The process id in `.<base>.staging-<pid>-<random>` or `.<base>.old-<pid>-<random>`,
  /// or nil for any other name.
  static func ownerProcess(of name: String, base: String) -> Int32? {
    for role in ["staging", "old"] {
      let prefix = ".\(base).\(role)-"
      guard name.hasPrefix(prefix) else { continue }
      let rest = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1)
      guard rest.count == 2, let pid = Int32(rest[0]), pid > 0 else { return nil }
      return pid
    }
    return nil
  }
}
