import ThemePackSupport

/// Why `ProjectReader` could not read a file or list a folder of the project.
package enum ProjectReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file system refused (missing, permissions, not a folder …).
  case file(FileError)
  /// A symbolic link on the way leads outside the project or loops.
  case link(ProjectLink)

  /// The reason alone, for messages that name the file themselves.
  package var reason: String {
    switch self {
    case .file(let error): return error.reason
    case .link(let link) where link.problem == .outside:
      return "symbolic link '\(link.path)' leads outside the project folder: '\(link.target)'"
    case .link(let link):
      return "symbolic link '\(link.path)' forms a loop: '\(link.target)'"
    }
  }

  /// The whole message: the file error's, or for a link the reason, which names the link.
  package var description: String {
    switch self {
    case .file(let error): return error.description
    case .link: return reason
    }
  }
}
