import Foundation
import ThemePackNative

/// Reads whole files as bytes, with errors that name the file.
package enum FileReader {
  /// Reads the file at `path`. Fails with the system's reason, naming the path.
  package static func bytes(at path: String) throws(FileError) -> [UInt8] {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw FileError(path: path, operation: .read, reason: "is a folder, not a file")
    }
    do {
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw FileError(path: path, operation: .read, reason: FileError.reason(of: error))
    }
  }

  /// Reads the regular file at `path` when its last component is not a symbolic link;
  /// the check and the read are one open (`O_NOFOLLOW`), so a link swapped in after an
  /// earlier check is refused too.
  package static func bytesNotFollowingLinks(at path: String) throws(FileError) -> [UInt8] {
    func failure(_ reason: String) -> FileError { FileError(path: path, operation: .read, reason: reason) }
    let file: FileDescriptor
    do throws(SystemCallError) {
      file = try FileDescriptor.open(path, .readOnly, options: [.noFollow, .nonBlocking])
    } catch {
      throw failure(error.isSymbolicLink ? "is a symbolic link" : error.description)
    }
    defer { try? file.close() }
    let kind: FileStatus.Kind
    do throws(SystemCallError) {
      kind = try file.status().kind
      if kind == .regular { return try file.readToEnd() }
    } catch {
      throw failure(error.description)
    }
    throw failure(kind == .directory ? "is a folder, not a file" : "is not a regular file")
  }
}
