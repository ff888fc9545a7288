import Foundation

/// Everything under a folder: each path with its kind and content, compared to prove a
/// folder is exactly as before (or exactly like another).
public struct FolderSnapshot: Equatable, CustomStringConvertible {
  public var items: [String: String]

  public init(_ path: String) {
    items = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return }
    while let relative = enumerator.nextObject() as? String {
      let full = path + "/" + relative
      var status = stat()
      guard lstat(full, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: items[relative] = "folder"
      case S_IFLNK:
        items[relative] =
          "link -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
      case S_IFREG:
        // Large files (the hostile zips themselves) are compared by size and time.
        if status.st_size > 1 << 20 {
          #if canImport(Darwin)
            let modified = status.st_mtimespec
          #else
            let modified = status.st_mtim
          #endif
          items[relative] = "file of \(status.st_size) bytes, modified \(modified.tv_sec).\(modified.tv_nsec)"
        } else {
          let data = FileManager.default.contents(atPath: full) ?? Data()
          items[relative] = "file " + TestSHA256.hex([UInt8](data))
        }
      default: items[relative] = "other"
      }
    }
  }

  public var description: String {
    items.keys.sorted().map { "\($0): \(items[$0]!)" }.joined(separator: "\n")
  }
}
