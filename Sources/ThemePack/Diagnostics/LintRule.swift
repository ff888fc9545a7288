/// A lint rule: its id, default severity and a one-line summary. Each rule lives in its own
/// file with its messages: in `Project/Rules/` when the project readers report it, in
/// `Lint/Rules/` when a check of a loaded project does (`ProjectCheck`).
protocol LintRule {
  static var id: String { get }
  static var severity: Finding.Severity { get }
  static var summary: String { get }
}
