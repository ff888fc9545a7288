/// One name in a folder listing, and whether it is a folder (`ProjectReader.entries(of:)`
/// lists them).
public struct FolderEntry: Sendable, Hashable {
  public var name: String
  public var isFolder: Bool

  public init(name: String, isFolder: Bool) {
    self.name = name
    self.isFolder = isFolder
  }
}
