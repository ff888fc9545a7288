import ThemePackCatalog
import ThemePackLint
import ThemePackProject

/// `docs/lint-rules.md`: every rule of the project lint and the catalog lint, with its id,
/// default severity and summary, written from the rules themselves (a test keeps the file
/// equal to this text, so the page never drifts from the code). It sits beside `lint`'s help,
/// which lists the same rules: the CLI is where the project lint and the catalog lint meet.
package enum LintRuleReference {
  /// The page's Markdown.
  package static var markdown: String {
    var text = """
      # Lint rules

      Every rule `themepack lint` reports, with its default severity (`--strict` makes warnings
      errors). This page is written from the rules' own declarations; `themepack help lint`
      prints the same. [lint.md](lint.md) says what each rule checks and why.

      ## Project rules (`themepack lint --assets <project>`)


      """
    text += table(Linter.rules)
    text += """

      ## Catalog rules (`themepack lint --assets <catalog>.xcassets`)


      """
    text += table(CatalogLinter.rules)
    return text
  }

  private static func table(_ rules: [(id: String, severity: Finding.Severity, summary: String)]) -> String {
    var text = "| rule | severity | what it reports |\n|---|---|---|\n"
    for rule in rules {
      text +=
        "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
    }
    return text
  }
}
