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
        stamps.append(.init(path: relative + "/" + item.name, stamp: FileStamp(item.status)))
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
