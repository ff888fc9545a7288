/// One name in a folder listing, and whether it is a folder (`ProjectReader.entries(of:)`
/// lists them).
package struct FolderEntry: Sendable, Hashable {
  package var name: String
  package var isFolder: Bool

  package init(name: String, isFolder: Bool) {
    self.name = name
    self.isFolder = isFolder
  }
}
