import Foundation
import ThemePackSupport

/// Copies folders of a shard into a staging folder, file by file, refusing anything but
/// folders and regular files (a shard may come from a download: a symbolic link in it
/// must not make the merge read or write elsewhere).
package enum TreeCopy {
  /// Copies each of `folders` (relative paths) from `source` to the same place under
  /// `destination`. Returns the number of files copied.
  package static func copy(_ folders: [String], from source: String, to destination: String)
    throws(MergeError) -> Int
  {
    var count = 0
    for folder in folders {
      guard let files = InstalledFileScan.scan([folder], in: source) else {
        throw .damagedShard(folder: source, path: folder)
      }
      do throws(FileError) {
        try Installer.makeFolder(destination + "/" + folder)
        for file in files {
          let bytes = try FileReader.bytesNotFollowingLinks(at: source + "/" + file.path)
          try Installer.makeFolder((destination + "/" + file.path as NSString).deletingLastPathComponent)
          try FileWriter.write(bytes, to: destination + "/" + file.path)
        }
      } catch {
        throw error.operation == .read
          ? .damagedShard(folder: source, path: error.path) : .output(error)
      }
      count += files.count
    }
    return count
  }
}
