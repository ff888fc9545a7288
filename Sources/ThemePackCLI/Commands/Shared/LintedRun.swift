import ThemePackBuild
import ThemePackProject

/// The commands that lint before they work (build, its dry run, package, preview) print the
/// lint's findings the same way: every finding on standard error when the lint stopped the
/// command, its warnings when the command went on.
enum LintedRun {
  /// Runs `body`, printing the findings of the lint it ran (`findings` of its result).
  static func run<Result>(
    console: Console, findings: (Result) -> [Finding], _ body: () throws -> Result
  ) throws -> Result {
    let result: Result
    do {
      result = try body()
    } catch let error as BuildError {
      if case .lintFailed(let report) = error {
        console.writeError(FindingFormatter.format(report.findings, as: .text))
      }
      throw error
    }
    let shown = findings(result)
    if !shown.isEmpty { console.writeError(FindingFormatter.format(shown, as: .text)) }
    return result
  }
}
