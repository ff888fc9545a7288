import ThemePackProject
import ThemePackSupport

/// The result of a lint run: every finding, sorted, and whether the run fails.
package struct LintReport: Sendable, Hashable {
  /// Every finding, in `Finding` order (file, line, column, rule, message).
  package var findings: [Finding]
  /// The options the run used.
  package var options: LintOptions
  /// How many theme folders were checked.
  package var themeCount: Int
  /// How many PNG files were decoded.
  package var imageCount: Int

  /// What was checked, when not themes: "1 catalog (12 image sets, 3 colour sets)".
  package var scope: String?

  package init(
    findings: [Finding], options: LintOptions, themeCount: Int, imageCount: Int, scope: String? = nil
  ) {
    self.scope = scope
    self.findings = findings.sorted()
    self.options = options
    self.themeCount = themeCount
    self.imageCount = imageCount
  }

  package var errorCount: Int { findings.filter { $0.severity == .error }.count }
  package var warningCount: Int { findings.filter { $0.severity == .warning }.count }
  package var infoCount: Int { findings.filter { $0.severity == .info }.count }

  /// Whether the run fails: any error, or any warning with `strict`.
  package var failed: Bool { errorCount > 0 || (options.strict && warningCount > 0) }

  /// "2 errors, 1 warning in 6 themes (24 images)", with ", 3 info" after the warnings when
  /// there are information findings.
  package var summary: String {
    let count = Plural.count
    if let scope { return "\(count(errorCount, "error")), \(count(warningCount, "warning")) in \(scope)" }
    return
      "\(count(errorCount, "error")), \(count(warningCount, "warning"))"
      + (infoCount > 0 ? ", \(infoCount) info" : "") + " in \(count(themeCount, "theme")) "
      + "(\(count(imageCount, "image")))"
  }
}
