import Foundation

/// Reads whole files as bytes, with errors that name the file.
public enum FileReader {
  /// Reads the file at `path`. Fails with the system's reason, naming the path.
  public static func bytes(at path: String) throws(FileError) -> [UInt8] {
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
}
