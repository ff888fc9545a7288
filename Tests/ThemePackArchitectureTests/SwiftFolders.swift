import Foundation

/// The folders of a source tree that hold Swift files, with how many each holds itself and in
/// how many places (its own files, and each subfolder with a Swift file somewhere below).
/// Hidden folders (`.build`) and DocC catalogs are skipped.
struct SwiftFolders {
  /// One folder.
  struct Folder: Equatable {
    /// The path below the root ("" for the root itself).
    var path: String
    /// Swift files directly in the folder.
    var files: Int
    /// 1 when `files` > 0, plus each subfolder with a Swift file somewhere below.
    var places: Int
  }

  /// Every folder below `root` (the root included) that holds a Swift file somewhere below it.
  static func folders(below root: URL) throws -> [Folder] {
    var found: [Folder] = []
    _ = try visit(root, path: "", into: &found)
    return found.sorted { $0.path < $1.path }
  }

  /// Adds `folder` and its subfolders to `found`; returns whether a Swift file is below it.
  private static func visit(_ folder: URL, path: String, into found: inout [Folder]) throws -> Bool {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var files = 0
    var places = 0
    for name in names where !name.hasPrefix(".") && !name.hasSuffix(".docc") {
      let child = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        let childPath = path.isEmpty ? name : path + "/" + name
        if try visit(child, path: childPath, into: &found) { places += 1 }
      } else if name.hasSuffix(".swift") {
        files += 1
      }
    }
    if files > 0 { places += 1 }
    guard places > 0 else { return false }
    found.append(Folder(path: path, files: files, places: places))
    return true
  }
}
