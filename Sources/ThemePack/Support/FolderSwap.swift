import Foundation

/// Replaces a folder by another in two renames, so readers see the old folder or the new
/// one, never a mix, and a failure leaves the old folder in place.
enum FolderSwap {
  /// Moves `replacement` to `destination`, replacing whatever is there. Both must be on
  /// the same file system (the staging folder lives inside the output folder).
  static func replace(_ destination: String, with replacement: String) throws(FileError) {
    let manager = FileManager.default
    let parent = (destination as NSString).deletingLastPathComponent
    do {
      try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: parent, operation: .write, reason: FileError.reason(of: error))
    }
    let retired = parent + "/.retired-\(UUID().uuidString)"
    let hadOld = manager.fileExists(atPath: destination)
    if hadOld, rename(destination, retired) != 0 {
      throw FileError(path: destination, operation: .write, reason: String(cString: strerror(errno)))
    }
    if rename(replacement, destination) != 0 {
      let reason = String(cString: strerror(errno))
      if hadOld { _ = rename(retired, destination) }
      throw FileError(path: destination, operation: .write, reason: reason)
    }
    if hadOld { try? manager.removeItem(atPath: retired) }
  }

  /// Removes `path` if it exists.
  static func remove(_ path: String) throws(FileError) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw FileError(path: path, operation: .remove, reason: FileError.reason(of: error))
    }
  }
}
