import Foundation

/// One name in a folder listing, and whether it is a folder.
public struct FolderEntry: Sendable, Hashable {
  public var name: String
  public var isFolder: Bool

  public init(name: String, isFolder: Bool) {
    self.name = name
    self.isFolder = isFolder
  }

  /// The entries of the folder at `path`, sorted by the bytes of their names (so names
  /// that are equal as Swift strings, such as NFC and NFD spellings, still sort the same).
  public static func list(_ path: String) throws(FileError) -> [FolderEntry] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw FileError(path: path, operation: .list, reason: FileError.reason(of: error))
    }
    return names.map { name in
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
      return FolderEntry(name: name, isFolder: isFolder.boolValue)
    }
    .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }
}
