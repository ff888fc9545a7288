import Foundation
import ThemePackBuild
import ThemePackCatalog
import ThemePackLint
import ThemePackPackaging
import ThemePackProject

/// `themepack lint [--assets DIR] [--format text|json|github] [--strict]`: every problem
/// in a theme project, in one run.
struct LintCommand: Command {
  static let name = "lint"
  static let summary = "Check a theme project (or a plain folder of theme folders) for problems."
  static let assets = OptionDeclaration.option(
    "--assets", placeholder: "<dir>",
    help: """
      The assets folder (default: Assets). With 'themepack.json' it is a
      project (Base/, Themes/<name>/); without, every subfolder is a theme
      and the required files are the union of the file names found. An
      Xcode asset catalog (a name ending in .xcassets, a Contents.json with
      'info', or set folders such as *.colorset in it) is checked as a
      catalog (CATALOG RULES below).
      """)
  static let format = OptionDeclaration.option(
    "--format", placeholder: "<format>", value: .choice(FindingFormat.allCases.map(\.rawValue)),
    help: CommandHelp.valueList(
      FindingFormat.allCases.map { ($0.rawValue, describe($0)) }, default: FindingFormat.text.rawValue))
  static let strict = OptionDeclaration.flag("--strict", help: "Fail on warnings too.")
  static let packages = OptionDeclaration.option(
    "--packages", placeholder: "<dir>",
    help: """
      Where packaged themes are (default: Output/packages when it exists
      and --assets is not given):
      a theme whose sources changed since its version was packaged
      there is reported (version-not-bumped).
      """)
  static let options = [assets, format, strict, packages]

  static var discussion: String {
    let width = (Linter.rules + CatalogLinter.rules).map(\.id.count).max() ?? 0
    func list(_ rules: [(id: String, severity: Finding.Severity, summary: String)]) -> String {
      rules.map { rule in
        let padding = String(repeating: " ", count: width - rule.id.count)
        let mark = rule.severity == .error ? "" : " (\(rule.severity.rawValue))"
        return "  \(rule.id)\(padding)  \(rule.summary)\(mark)"
      }.joined(separator: "\n")
    }
    return """
      Findings go to standard output, the summary to standard error. Exit 1 when there
      is an error (or, with --strict, a warning), 0 otherwise, 64 on usage errors.

      RULES (errors unless marked):
      \(list(Linter.rules))

      CATALOG RULES (besides json-syntax, unknown-key, wrong-type, invalid-value,
      invalid-color, symbolic-link, unreadable-file and undecodable-png):
      \(list(CatalogLinter.rules))
      """
  }

  /// What `--format` help says of each format.
  static func describe(_ format: FindingFormat) -> String {
    switch format {
    case .text: return "'path[:line:col]: error: [rule] message'"
    case .json: return "an array of finding objects"
    case .github: return "GitHub Actions annotations"
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let assetsOption = arguments.text(Self.assets)
    let assets = assetsOption ?? "Assets"
    let format = arguments.text(Self.format).flatMap(FindingFormat.init(rawValue:)) ?? .text
    let strict = arguments.flag(Self.strict)
    let packages = arguments.text(Self.packages)

    // Output/packages belongs to the default project (Assets/ beside it); another
    // --assets folder is compared with packages only when --packages says where they are.
    let defaultPackages = InstallTarget(BuildOptions()).path(ProjectPackager.packagesFolderName)
    let packagesFolder =
      packages
      ?? (assetsOption == nil && FileManager.default.fileExists(atPath: defaultPackages)
        ? defaultPackages : nil)
    let report =
      CatalogContents.isCatalog(assets)
      ? CatalogLinter.lint(catalogPath: assets, options: LintOptions(strict: strict))
      : Linter.lint(
        assetsPath: assets,
        options: LintOptions(strict: strict, packages: packagesFolder.map { PackagesFolder(path: $0) }))
    console.writeOutput(FindingFormatter.format(report.findings, as: format))
    console.note("lint: \(report.summary)")
    return report.failed ? .failure : .success
  }
}
