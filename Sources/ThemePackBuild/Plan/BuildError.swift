import ThemePackLint
import ThemePackSupport

/// Why a build stopped. Nothing in the output folder has changed when one is thrown.
package enum BuildError: Error, Sendable, CustomStringConvertible {
  /// The lint found errors; the report lists them all.
  case lintFailed(LintReport)
  /// The folder lints (a plain folder of theme folders) but has no `themepack.json`, so
  /// nothing says what to build, which colours or which scales.
  case notAProject(assetsPath: String)
  /// `--theme` named a theme the project does not have.
  case unknownTheme(name: String, assetsPath: String, known: [String])
  /// An image could not be read, decoded, sliced or encoded.
  case image(file: String, reason: String)
  /// The output could not be written.
  case output(FileError)

  package var description: String {
    switch self {
    case .lintFailed(let report):
      return "cannot build: lint found \(report.errorCount) error\(report.errorCount == 1 ? "" : "s")"
    case .notAProject(let assetsPath):
      return "cannot build '\(assetsPath)': it has no 'themepack.json'; lint checks a plain folder of "
        + "theme folders, but a build needs a project config and a 'theme.json' per theme "
        + "(see docs/project-format.md)"
    case .unknownTheme(let name, let assetsPath, let known):
      return "unknown theme '\(name)' in '\(assetsPath)': the themes are \(known.joined(separator: ", "))"
    case .image(let file, let reason):
      return "cannot build '\(file)': \(reason)"
    case .output(let error):
      return error.description
    }
  }
}
