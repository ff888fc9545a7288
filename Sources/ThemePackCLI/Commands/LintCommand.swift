import Foundation
import ThemePack

/// `themepack lint [--assets DIR] [--format text|json|github] [--strict]`: every problem
/// in a theme project, in one run.
struct LintCommand: Command {
  static let name = "lint"
  static let summary = "Check a theme project (or a plain folder of theme folders) for problems."
  static let usage =
    "themepack lint [--assets <dir>] [--format text|json|github] [--strict] [--packages <dir>]"
  static var details: String {
    let width = Linter.rules.map(\.id.count).max() ?? 0
    let rules = Linter.rules.map { rule in
      let padding = String(repeating: " ", count: width - rule.id.count)
      let mark = rule.severity == .warning ? " (warning)" : ""
      return "  \(rule.id)\(padding)  \(rule.summary)\(mark)"
    }.joined(separator: "\n")
    return """
      OPTIONS:
        --assets <dir>     The assets folder (default: Assets). With 'themepack.json' it is a
                           project (Base/, Themes/<name>/); without, every subfolder is a theme
                           and the required files are the union of the file names found.
        --format <format>  text (default): 'path[:line:col]: error: [rule] message';
                           json: an array of finding objects;
                           github: GitHub Actions annotations.
        --strict           Fail on warnings too.
        --packages <dir>   Where packaged themes are (default: Output/packages when it exists
                           and --assets is not given):
                           a theme whose sources changed since its version was packaged
                           there is reported (version-not-bumped).

      Findings go to standard output, the summary to standard error. Exit 1 when there
      is an error (or, with --strict, a warning), 0 otherwise, 64 on usage errors.

      RULES (errors unless marked):
      \(rules)
      """
  }

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    let assetsOption = try arguments.option("--assets")
    let assets = assetsOption ?? "Assets"
    let formatName = try arguments.option("--format") ?? FindingFormat.text.rawValue
    let strict = arguments.flag("--strict")
    let packages = try arguments.option("--packages")
    try arguments.finish()
    guard let format = FindingFormat(rawValue: formatName) else {
      let names = FindingFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("invalid value '\(formatName)' for '--format': expected one of \(names)")
    }

    // Output/packages belongs to the default project (Assets/ beside it); another
    // --assets folder is compared with packages only when --packages says where they are.
    let defaultPackages = "Output/packages"
    let packagesFolder =
      packages
      ?? (assetsOption == nil && FileManager.default.fileExists(atPath: defaultPackages)
        ? defaultPackages : nil)
    let report = Linter.lint(
      assetsPath: assets,
      options: LintOptions(strict: strict, packages: packagesFolder.map { PackagesFolder(path: $0) }))
    console.writeOutput(FindingFormatter.format(report.findings, as: format))
    console.note("lint: \(report.summary)")
    return report.failed ? .failure : .success
  }
}
