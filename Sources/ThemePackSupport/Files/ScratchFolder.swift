import Foundation
import ThemePackNative

/// Names for a command's scratch folders inside the output folder, and the clean-up of
/// the ones a killed process left behind.
///
/// A name carries the process id (`.staging-<pid>-<uuid>`), so a later run can tell an
/// abandoned folder (its process is gone) from one another run is still using.
package enum ScratchFolder {
  /// A fresh scratch path `<folder>/.<kind>-<pid>-<uuid>` (not created).
  package static func path(in folder: String, kind: String) -> String {
    "\(folder)/.\(kind)-\(FileSystemCalls.processID)-\(UUID().uuidString)"
  }

  /// Removes `<folder>/.<kind>-<pid>-…` folders whose process no longer runs.
  package static func removeAbandoned(in folder: String, kind: String) {
    let prefix = ".\(kind)-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }) else { continue }
      if !FileSystemCalls.processExists(pid) {
        try? FileManager.default.removeItem(atPath: folder + "/" + name)
      }
    }
  }
}
