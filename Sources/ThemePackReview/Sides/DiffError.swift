import ThemePackBuild
import ThemePackSupport

/// Why `themepack diff` stopped. The previous `<output>/diff` is intact when one is thrown.
package enum DiffError: Error, Sendable, CustomStringConvertible {
  /// A project folder that is not there.
  case missingProject(side: String, path: String)
  /// A project path that names a file.
  case notAFolder(side: String, path: String)
  /// The output folder lies inside a project folder: the build would read its own output.
  case outputInsideProject(output: String, project: String)
  /// The output path names a file.
  case outputNotAFolder(String)
  /// A project is (or lies inside) a folder the diff replaces: it would be deleted.
  case projectInsideReplacedFolder(project: String, folder: String)
  /// `<output>/diff` exists and is not a report (no `diff.json`): somebody's folder.
  case notAReport(String)
  /// A folder the diff owns (`<output>/.themepack-diff` or one inside it) is a symbolic link
  /// or a file: the diff would delete and write where it points.
  case workFolderNotOurs(String, linked: Bool)
  /// `--markdown` names a file inside a project (or a folder the diff replaces).
  case summaryInsideProject(file: String, project: String)
  /// `--base-ref`: git could not give the old project (not a repository, an unknown
  /// revision, the folder missing at that revision); `message` says which.
  case git(String)
  /// One side's build failed (its lint found errors, an image could not be made …).
  case build(side: String, project: String, BuildError)
  /// A built image could not be read, decoded or its heat map encoded.
  case image(file: String, reason: String)
  /// The report could not be written.
  case output(FileError)
  /// A side (`old` or `new`) has lint errors (`count`): the report is written and shows them,
  /// and `built` says whether the side was built despite them.
  case sideDoesNotLint(side: String, project: String, count: Int, built: Bool, report: String)

  package var description: String {
    switch self {
    case .missingProject(let side, let path):
      return "no \(side) project folder '\(path)'"
    case .notAFolder(let side, let path):
      return "the \(side) project '\(path)' is a file, not a project folder"
    case .outputInsideProject(let output, let project):
      return "the output folder '\(output)' is inside the project '\(project)': choose one outside it"
    case .outputNotAFolder(let output):
      return "the output folder '\(output)' is a file: choose a folder"
    case .projectInsideReplacedFolder(let project, let folder):
      return "the project '\(project)' is inside '\(folder)', which a diff replaces: choose another --output"
    case .notAReport(let folder):
      return "'\(folder)' exists and is not a diff report (no diff.json): move it or choose another --output"
    case .workFolderNotOurs(let path, let linked):
      return
        "'\(path)' is \(linked ? "a symbolic link" : "not a folder"): a diff writes only into a folder of "
        + "its own there; remove it or choose another --output"
    case .summaryInsideProject(let file, let project):
      return "the Markdown summary '\(file)' is inside '\(project)': a diff never writes into a project; "
        + "choose a file outside it"
    case .git(let message):
      return message
    case .build(let side, let project, let error):
      return "the \(side) project '\(project)': \(error.description)"
    case .image(let file, let reason):
      return "cannot compare '\(file)': \(reason)"
    case .output(let error):
      return error.description
    case .sideDoesNotLint(let side, let project, let count, let built, let report):
      return "the \(side) project '\(project)' does not lint (\(count) error\(count == 1 ? "" : "s"))"
        + (built ? "" : " and could not be built") + ": '\(report)' shows \(count == 1 ? "it" : "them")"
    }
  }
}
