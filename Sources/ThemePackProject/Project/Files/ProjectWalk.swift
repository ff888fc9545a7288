import Foundation
import ThemePackNative

/// One walk of `ProjectReader` through the project, component by component: the folders
/// opened so far (each relative to the one before it, never through a link) and the links
/// followed on the way.
package struct ProjectWalk {
  /// Why a walk stopped short.
  package enum Stop: Error {
    /// The file system refused a step.
    case system(SystemCallError)
    /// A link leads outside the project, or the links loop.
    case link(ProjectLink)
    /// The path itself (not a link) climbs above the project folder.
    case outsidePath
  }

  /// The end of a walk: the open folder holding the last component (the caller closes it),
  /// the component's name and what it is (never a link).
  package struct End {
    package var folder: FileDescriptor
    package var name: String
    package var status: FileStatus
  }

  package let root: String
  /// The open folders from the project folder down: `folders[i]` is `root` followed by
  /// `names[..<i]`.
  private var folders: [FileDescriptor]
  private var names: [String] = []
  private var links = 0
  private var firstLink: ProjectLink?
  private var lastLink: ProjectLink?

  /// Starts at the project folder, opened as named.
  package init(root: String) throws(SystemCallError) {
    self.root = root
    folders = [try FileDescriptor.open(root, .readOnly, options: [.directory])]
  }

  /// Takes the next component, `name`, with `pending` the components still to come (last
  /// first). Returns the end when `name` is the last component and not a link; otherwise
  /// goes down into it or follows it (pushing its target onto `pending`) and returns nil.
  package mutating func step(_ name: String, pending: inout [String]) throws(Stop) -> End? {
    if name == "." || name.isEmpty { return nil }
    if name == ".." {
      guard names.popLast() != nil else {
        guard var lastLink else { throw .outsidePath }
        lastLink.problem = .outside
        throw .link(lastLink)
      }
      try? folders.removeLast().close()
      return nil
    }
    let here = folders[folders.count - 1]
    let status: FileStatus
    do throws(SystemCallError) {
      status = try here.status(of: name)
    } catch {
      throw .system(error)
    }
    if status.kind == .symbolicLink {
      try follow(name, in: here, pending: &pending)
      return nil
    }
    if pending.isEmpty { return End(folder: keepCurrentFolder(), name: name, status: status) }
    guard status.kind == .directory else { throw .system(.notAFolder) }
    do throws(SystemCallError) {
      folders.append(try here.open(name, .readOnly, options: [.directory, .noFollow]))
      names.append(name)
    } catch  where error.isSymbolicLink || error.isNotAFolder {
      // Swapped since it was looked at: look again (counted, so endless swapping ends).
      try count(nil)
      pending.append(name)
    } catch {
      throw .system(error)
    }
    return nil
  }

  /// Closes every folder but the current one and hands that one to the caller.
  package mutating func keepCurrentFolder() -> FileDescriptor {
    let current = folders.removeLast()
    closeAll()
    return current
  }

  /// Closes every folder the walk holds.
  package mutating func closeAll() {
    for folder in folders { try? folder.close() }
    folders = []
  }

  /// Reads the link `name` in `folder` and queues its target: relative targets from the
  /// current folder, absolute ones from the project folder when they point into it.
  private mutating func follow(_ name: String, in folder: FileDescriptor, pending: inout [String])
    throws(Stop)
  {
    let target: String
    do throws(SystemCallError) {
      target = try folder.linkDestination(of: name)
    } catch {
      throw .system(error)
    }
    let link = ProjectLink(path: display(name), target: target, problem: .outside)
    try count(link)
    lastLink = link
    var parts = target.split(separator: "/").map(String.init)
    if target.hasPrefix("/") {
      guard let inner = Self.inner(parts, of: root) else { throw .link(link) }
      while folders.count > 1 { try? folders.removeLast().close() }
      names = []
      parts = inner
    }
    pending += parts.reversed()
  }

  /// Counts one more link (or a retry, nil); past `ProjectReader.maxLinks` the walk loops.
  private mutating func count(_ link: ProjectLink?) throws(Stop) {
    links += 1
    if firstLink == nil { firstLink = link }
    if links > ProjectReader.maxLinks {
      var first = firstLink ?? ProjectLink(path: root, target: root, problem: .loop)
      first.problem = .loop
      throw .link(first)
    }
  }

  /// `name` in the current folder, as the project names it.
  private func display(_ name: String) -> String {
    (root.hasSuffix("/") ? root : root + "/") + (names + [name]).joined(separator: "/")
  }

  /// The components of the absolute path `parts` below the project folder `root` (as
  /// named, made absolute, or with its links resolved), or nil when it is not below it.
  package static func inner(_ parts: [String], of root: String) -> [String]? {
    let parts = parts.filter { $0 != "." && !$0.isEmpty }
    let named = URL(fileURLWithPath: root).standardizedFileURL.path
    let resolved = try? FileSystemCalls.resolvedPath(root)
    for candidate in [named, resolved].compactMap({ $0 }) {
      let prefix = candidate.split(separator: "/").map(String.init)
      if parts.starts(with: prefix) { return Array(parts.dropFirst(prefix.count)) }
    }
    return nil
  }
}
