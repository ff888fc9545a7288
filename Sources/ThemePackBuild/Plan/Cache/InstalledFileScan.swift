import ThemePackNative
import ThemePackSupport

/// The stamps of every file a theme has installed, to compare with its record.
package enum InstalledFileScan {
  /// One installed file: its path under the output folder and its stamp.
  package struct File: Sendable, Equatable {
    package var path: String
    package var stamp: FileStamp
  }

  /// Every regular file under `folders` (paths relative to `output`), sorted by path; nil
  /// when a folder is missing or holds anything but folders and regular files.
  package static func scan(_ folders: [String], in output: String) -> [File]? {
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
  package static func digest(_ folders: [String], in output: String) -> String? {
    var stream = SodiumNative.SHA256Stream()
    var line: [UInt8] = []
    for folder in folders {
      guard let root = try? FileDescriptor.open(output + "/" + folder, .readOnly, options: [.directory])
      else { return nil }
      defer { try? root.close() }
      var path = Array(folder.utf8)
      guard digest(root, path: &path, line: &line, into: &stream) else { return nil }
    }
    return SHA256.hexString(stream.finish())
  }

  /// Feeds the files under `folder` (at `path`) to `stream`; `path` comes back as it was
  /// given, and `line` is a buffer reused for every file's line.
  private static func digest(
    _ folder: FileDescriptor, path: inout [UInt8], line: inout [UInt8],
    into stream: inout SodiumNative.SHA256Stream
  ) -> Bool {
    guard var items = try? folder.itemBytes() else { return false }
    items.sort { $0.name.lexicographicallyPrecedes($1.name) }
    let length = path.count
    defer { path.removeSubrange(length...) }
    for item in items {
      path.removeSubrange(length...)
      path.append(UInt8(ascii: "/"))
      path += item.name
      switch item.status.kind {
      case .regular:
        line.removeAll(keepingCapacity: true)
        line += path
        appendField(item.status.size, to: &line)
        appendField(item.status.modificationSeconds, to: &line)
        appendField(item.status.modificationNanoseconds, to: &line)
        line.append(UInt8(ascii: "\n"))
        line.withUnsafeBytes { stream.update($0) }
      case .directory:
        let name = String(decoding: item.name, as: UTF8.self)
        guard let child = try? folder.open(name, .readOnly, options: [.directory, .noFollow]) else {
          return false  // also a folder name that is not UTF-8: never up to date
        }
        defer { try? child.close() }
        guard digest(child, path: &path, line: &line, into: &stream) else { return false }
      default:
        return false
      }
    }
    return true
  }

  /// Appends a space and `number` in decimal, as `" \(number)"` spells it.
  private static func appendField(_ number: Int, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: " "))
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    var index = bytes.count - 1
    repeat {
      bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
      index -= 1
    } while magnitude > 0
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
