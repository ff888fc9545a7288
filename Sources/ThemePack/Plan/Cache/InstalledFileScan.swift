import Foundation

/// The stamps of every file a theme has installed, to compare with its record.
enum InstalledFileScan {
  /// Every regular file under `folders` (paths relative to `output`), sorted by path; nil
  /// when a folder is missing or holds anything but folders and regular files.
  static func scan(_ folders: [String], in output: String) -> [InstalledThemeRecord.InstalledFile]? {
    var stamps: [InstalledThemeRecord.InstalledFile] = []
    for folder in folders {
      guard scan(folder, in: output, into: &stamps) else { return nil }
    }
    return stamps.sorted { $0.path < $1.path }
  }

  private static func scan(
    _ relative: String, in output: String, into stamps: inout [InstalledThemeRecord.InstalledFile]
  ) -> Bool {
    let descriptor = open(output + "/" + relative, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    // Owns the descriptor from here; entries are stat'ed relative to it (no path walks).
    guard let directory = fdopendir(descriptor) else {
      close(descriptor)
      return false
    }
    defer { closedir(directory) }
    var folders: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      var status = stat()
      guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        folders.append(relative + "/" + name)
      case S_IFREG:
        stamps.append(.init(path: relative + "/" + name, stamp: FileStamp(status)))
      default:
        return false
      }
    }
    for folder in folders {
      guard scan(folder, in: output, into: &stamps) else { return false }
    }
    return true
  }
}
