import Foundation
import ThemePackNative
import ThemePackSupport

/// Reads the files and lists the folders of one project without ever leaving the project
/// folder, and with no gap between checking a path and opening it.
///
/// A path (`<root>/Themes/blue/icon@3x.png`, joined as the survey joins them) is opened one
/// component at a time from the project folder, each relative to the folder opened before it
/// and never following a link (`O_NOFOLLOW`), so a name swapped for a symbolic link after a
/// check is refused rather than followed. A symbolic link is followed only by reading it here
/// and walking its target the same way, and only while the target stays inside the project:
/// a target elsewhere (an absolute path outside the project folder, or `..` climbing above
/// it, even on a way that would come back in) or a chain of more than `maxLinks` links (a
/// loop) throws `ProjectReadError.link`. The project folder itself is opened as named, so
/// it may be a link (the user chose it).
package struct ProjectReader: Sendable {
  /// The most links one path may pass through (Linux's own limit); more is a loop.
  package static let maxLinks = 40

  /// The project folder, as the paths given to the reader start.
  package let root: String

  package init(root: String) {
    self.root = root
  }

  /// The bytes of the regular file at `path` (which starts with `root`); a file larger than
  /// `maxBytes` on disk is refused before it is read (its size after a change while reading is
  /// the caller's to check).
  package func bytes(at path: String, maxBytes: Int? = nil) throws(ProjectReadError) -> [UInt8] {
    for _ in 0...Self.maxLinks {
      let found = try walk(path, operation: .read)
      defer { try? found.folder.close() }
      guard let name = found.name, found.status.kind != .directory else {
        throw .file(FileError(path: path, operation: .read, reason: "is a folder, not a file"))
      }
      guard found.status.kind == .regular else {
        throw .file(FileError(path: path, operation: .read, reason: "is not a regular file"))
      }
      if let maxBytes, found.status.size > maxBytes {
        throw .file(
          FileError(
            path: path, operation: .read,
            reason: "\(found.status.size) bytes on disk, more than the \(maxBytes) allowed: not read"))
      }
      do throws(SystemCallError) {
        let file = try found.folder.open(name, .readOnly, options: [.noFollow, .nonBlocking])
        defer { try? file.close() }
        guard try file.status().kind == .regular else {
          throw .notAFolder  // replaced by a non-file since the walk: walk again
        }
        return try file.readToEnd()
      } catch  where error.isSymbolicLink || error.isNotAFolder {
        continue  // swapped since the walk looked at it: walk again, refusing what it is now
      } catch {
        throw .file(FileError(path: path, operation: .read, reason: error.description))
      }
    }
    throw .file(FileError(path: path, operation: .read, reason: "it keeps changing while it is read"))
  }

  /// The entries of the folder at `path`, sorted by the bytes of their names (so names that
  /// are equal as Swift strings, such as NFC and NFD spellings, still sort the same), and the
  /// symbolic links among them that readers refuse.
  ///
  /// A link inside the project counts as what it leads to; a refused link is listed as a
  /// file, never a folder, and is not followed.
  package func entries(of path: String) throws(ProjectReadError) -> (
    entries: [FolderEntry], refused: [ProjectLink]
  ) {
    let folder = try openFolder(path)
    defer { try? folder.close() }
    let items: [FolderItem]
    do throws(SystemCallError) {
      items = try folder.items()
    } catch {
      throw .file(FileError(path: path, operation: .list, reason: error.description))
    }
    var entries: [FolderEntry] = []
    var refused: [ProjectLink] = []
    for item in items {
      var isFolder = item.status.kind == .directory
      if item.status.kind == .symbolicLink {
        let followed = follow(item.name, in: folder, path: path)
        isFolder = followed.isFolder
        if let link = followed.refused { refused.append(link) }
      }
      entries.append(FolderEntry(name: item.name, isFolder: isFolder))
    }
    entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    refused.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    return (entries, refused)
  }

  /// Whether the link `name` in `folder` (at `path`) leads to a folder, or the refusal
  /// naming it. A dangling link counts as a file (reading it fails with the system's reason).
  private func follow(
    _ name: String, in folder: FileDescriptor, path: String
  ) -> (isFolder: Bool, refused: ProjectLink?) {
    let linkPath = path + "/" + name
    do throws(ProjectReadError) {
      let found = try walk(linkPath, operation: .read)
      try? found.folder.close()
      return (found.name == nil || found.status.kind == .directory, nil)
    } catch {
      guard case .link(var link) = error else { return (false, nil) }
      if link.problem == .loop, let own = try? folder.linkDestination(of: name) { link.target = own }
      link.path = linkPath
      return (false, link)
    }
  }

  /// The folder at `path`, open; the caller closes it.
  private func openFolder(_ path: String) throws(ProjectReadError) -> FileDescriptor {
    for _ in 0...Self.maxLinks {
      let found = try walk(path, operation: .list)
      guard let name = found.name else { return found.folder }
      defer { try? found.folder.close() }
      guard found.status.kind == .directory else {
        throw .file(FileError(path: path, operation: .list, reason: SystemCallError.notAFolder.description))
      }
      do throws(SystemCallError) {
        return try found.folder.open(name, .readOnly, options: [.directory, .noFollow])
      } catch  where error.isSymbolicLink || error.isNotAFolder {
        continue  // swapped since the walk looked at it: walk again
      } catch {
        throw .file(FileError(path: path, operation: .list, reason: error.description))
      }
    }
    throw .file(FileError(path: path, operation: .list, reason: "it keeps changing while it is listed"))
  }

  /// Where a walk ended: the open folder holding the last component (owned by the caller),
  /// that component's name and what it is; `name` is nil when the path ends at a folder
  /// without a name of its own (the root itself, or after `..`), and `folder` is that folder.
  private struct Found {
    var folder: FileDescriptor
    var name: String?
    var status: FileStatus
  }

  /// Walks `path` from the project folder as the type's documentation describes.
  private func walk(_ path: String, operation: FileError.Operation) throws(ProjectReadError) -> Found {
    func failure(_ reason: String) -> ProjectReadError {
      .file(FileError(path: path, operation: operation, reason: reason))
    }
    guard let relative = components(inside: path) else {
      throw failure("is not inside the project folder '\(root)'")
    }
    var walk: ProjectWalk
    do throws(SystemCallError) {
      walk = try ProjectWalk(root: root)
    } catch {
      throw .file(FileError(path: root, operation: operation, reason: error.description))
    }
    var pending = Array(relative.reversed())
    do throws(ProjectWalk.Stop) {
      while let name = pending.popLast() {
        if let end = try walk.step(name, pending: &pending) {
          return Found(folder: end.folder, name: end.name, status: end.status)
        }
      }
    } catch {
      walk.closeAll()
      switch error {
      case .system(let error): throw failure(error.description)
      case .outsidePath: throw failure("is not inside the project folder '\(root)'")
      case .link(let link): throw .link(link)
      }
    }
    let folder = walk.keepCurrentFolder()
    do throws(SystemCallError) {
      return Found(folder: folder, name: nil, status: try folder.status())
    } catch {
      try? folder.close()
      throw failure(error.description)
    }
  }

  /// The components of `path` after the project folder, or nil when it is not inside it.
  private func components(inside path: String) -> [String]? {
    if path == root { return [] }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return path.dropFirst(prefix.count).split(separator: "/").map(String.init)
  }
}
