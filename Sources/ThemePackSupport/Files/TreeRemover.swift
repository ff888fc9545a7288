import ThemePackNative

/// Removes a file, a link or a whole folder tree, never following a symbolic link.
///
/// Written over `unlinkat` relative to open folders rather than calling Foundation's
/// `removeItem`, which stats every name and walks every path again: removing a reinstalled
/// theme's old folders and the cache entries it replaced was a tenth of a one-theme
/// rebuild.
package enum TreeRemover {
  /// Removes what `path` names and, for a folder, everything in it. True when nothing is
  /// left there (also when nothing was there); false when something could not be removed
  /// (it stays: also a name inside that is not valid UTF-8, which the listing cannot spell
  /// back), when the parent folder cannot be opened, or when `path` ends in `/`, `.` or `..`.
  @discardableResult
  package static func remove(_ path: String) -> Bool {
    let slash = path.lastIndex(of: "/")
    let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty, name != ".", name != "..",
      let folder = try? FileDescriptor.open(parent, .readOnly, options: [.directory])
    else { return false }
    defer { try? folder.close() }
    return remove(name, in: folder, isFolder: nil)
  }

  /// Removes `name` in `folder`; `isFolder` is what the listing said (nil: unknown).
  @discardableResult
  package static func remove(_ name: String, in folder: FileDescriptor, isFolder: Bool?) -> Bool {
    if isFolder != true {
      do throws(SystemCallError) {
        try folder.remove(name, isFolder: false)
        return true
      } catch {
        guard error.isAFolder else { return error.isMissing }
      }
    }
    guard let child = try? folder.open(name, .readOnly, options: [.directory, .noFollow]) else {
      return false
    }
    var emptied = true
    if let names = try? child.names() {
      for item in names { emptied = remove(item.name, in: child, isFolder: item.isFolder) && emptied }
    } else {
      emptied = false
    }
    try? child.close()
    guard emptied else { return false }
    do throws(SystemCallError) {
      try folder.remove(name, isFolder: true)
      return true
    } catch {
      return error.isMissing
    }
  }
}
