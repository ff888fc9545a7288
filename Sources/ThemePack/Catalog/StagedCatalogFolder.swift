import Foundation

/// Writes a whole folder of files next to its destination, then renames it into place.
enum StagedCatalogFolder {
  /// Replaces the folder at `destination` with `files`, whose keys are relative paths
  /// that start with `prefix` (dropped). An existing folder is moved aside, the staged one
  /// renamed in, and the old one removed; on failure the old folder is put back.
  static func replace(
    at destination: String, with files: [String: [UInt8]], dropping prefix: String
  ) throws(FileError) {
    let manager = FileManager.default
    let url = URL(fileURLWithPath: destination)
    let parent = url.deletingLastPathComponent()
    let tag = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    let staging = parent.appendingPathComponent(".\(url.lastPathComponent).staging-\(tag)")
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: parent.path, operation: .write, reason: FileError.reason(of: error))
    }
    for path in files.keys.sorted() {
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      let target = staging.appendingPathComponent(relative)
      do {
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(files[path]!).write(to: target)
      } catch {
        try? manager.removeItem(at: staging)
        throw FileError(
          path: url.appendingPathComponent(relative).path, operation: .write,
          reason: FileError.reason(of: error))
      }
    }
    var aside: URL?
    if manager.fileExists(atPath: url.path) {
      let old = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(tag)")
      if rename(url.path, old.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? manager.removeItem(at: staging)
        throw FileError(path: url.path, operation: .write, reason: reason)
      }
      aside = old
    }
    if rename(staging.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      if let aside { _ = rename(aside.path, url.path) }
      try? manager.removeItem(at: staging)
      throw FileError(path: url.path, operation: .write, reason: reason)
    }
    if let aside { try? manager.removeItem(at: aside) }
  }
}
