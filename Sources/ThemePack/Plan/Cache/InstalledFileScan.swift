/// The stamps of every file a theme has installed, to compare with its record.
enum InstalledFileScan {
  /// One installed file: its path under the output folder and its stamp.
  struct File: Sendable, Equatable {
    var path: String
    var stamp: FileStamp
  }

  /// Every regular file under `folders` (paths relative to `output`), sorted by path; nil
  /// when a folder is missing or holds anything but folders and regular files.
  static func scan(_ folders: [String], in output: String) -> [File]? {
    var stamps: [File] = []
    for folder in folders {
      guard scan(folder, in: output, into: &stamps) else { return nil }
    }
    return stamps.sorted { $0.path < $1.path }
  }

  /// One SHA-256 over the path, size and modification time of every file `scan` finds,
  /// what an `InstalledThemeRecord` keeps; nil where `scan` is nil.
  static func digest(_ folders: [String], in output: String) -> String? {
    guard let files = scan(folders, in: output) else { return nil }
    var text = ""
    for file in files {
      text += "\(file.path) \(file.stamp.size) \(file.stamp.seconds) \(file.stamp.nanoseconds)\n"
    }
    return SHA256.hex(of: Array(text.utf8))
  }

  private static func scan(_ relative: String, in output: String, into stamps: inout [File]) -> Bool {
    let items: [FolderItem]
    do throws(SystemCallError) {
      // Entries are stat'ed relative to the open folder (no path walks, links not followed).
      let folder = try FileDescriptor.open(output + "/" + relative, .readOnly, options: [.directory])
      defer { try? folder.close() }
      items = try folder.items()
    } catch {
      return false
    }
    var folders: [String] = []
    for item in items {
      switch item.status.kind {
      case .directory:
        folders.append(relative + "/" + item.name)
      case .regular:
        stamps.append(File(path: relative + "/" + item.name, stamp: FileStamp(item.status)))
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
