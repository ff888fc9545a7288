/// A lint rule: its id, default severity, a one-line summary, and (for rules that look at
/// a loaded project) the check itself. Each rule lives in its own file with its messages.
protocol LintRule {
  static var id: String { get }
  static var severity: Finding.Severity { get }
  static var summary: String { get }
}

/// A rule that checks a surveyed project once its images are decoded.
protocol ProjectCheck: LintRule {
  static func check(_ context: LintContext) -> [Finding]
}
