import Foundation

/// Finds the theme project in a target's folder and the files a generate run reads.
enum ProjectSearch {
  struct Project {
    /// The folder holding `themepack.json`.
    var folder: URL
    /// Every file in it (sorted): the JSON files and the images, whose names make the cases.
    var files: [URL]
  }

  /// The shallowest folder under `root` (itself included, at most three levels down) that
  /// holds `themepack.json`; the first by name when several are equally shallow.
  static func project(in root: URL) throws -> Project? {
    var level = [root]
    for _ in 0...3 {
      if let found = level.first(where: { hasConfig($0) }) {
        // The enumerator does not enter a linked root (Examples/ThemeDemo's `Theme`).
        return Project(folder: found, files: try files(under: found.resolvingSymlinksInPath()))
      }
      level = level.flatMap(subfolders).sorted { $0.path < $1.path }
    }
    return nil
  }

  private static func hasConfig(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("themepack.json").path)
  }

  private static func subfolders(_ folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }.filter { url in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  private static func files(under folder: URL) throws -> [URL] {
    guard
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker
    where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }
}
