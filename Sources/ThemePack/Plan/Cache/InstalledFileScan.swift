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

  /// One SHA-256 over the path, size and modification time of every file `scan` would
  /// find, what an `InstalledThemeRecord` keeps; nil where `scan` is nil.
  ///
  /// Every no-op build digests every installed file, so this walks each folder from its
  /// open parent (no path is looked up twice), takes each folder's names in byte order and
  /// feeds one line per file (`path size seconds nanoseconds`) to the hash as it goes,
  /// without building the sorted list `scan` returns.
  static func digest(_ folders: [String], in output: String) -> String? {
    var stream = SodiumNative.SHA256Stream()
    for folder in folders {
      guard let root = try? FileDescriptor.open(output + "/" + folder, .readOnly, options: [.directory])
      else { return nil }
      defer { try? root.close() }
      guard digest(root, path: Array(folder.utf8), into: &stream) else { return nil }
    }
    return SHA256.hexString(stream.finish())
  }

  private static func digest(
    _ folder: FileDescriptor, path: [UInt8], into stream: inout SodiumNative.SHA256Stream
  ) -> Bool {
    guard let items = try? folder.items() else { return false }
    let named = items.map { (name: Array($0.name.utf8), item: $0) }
      .sorted { $0.name.lexicographicallyPrecedes($1.name) }
    for (name, item) in named {
      let itemPath = path + [UInt8(ascii: "/")] + name
      switch item.status.kind {
      case .regular:
        let status = item.status
        let line =
          itemPath
          + Array(" \(status.size) \(status.modificationSeconds) \(status.modificationNanoseconds)\n".utf8)
        line.withUnsafeBytes { stream.update($0) }
      case .directory:
        guard let child = try? folder.open(item.name, .readOnly, options: [.directory, .noFollow]) else {
          return false
        }
        defer { try? child.close() }
        guard digest(child, path: itemPath, into: &stream) else { return false }
      default:
        return false
      }
    }
    return true
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
