import ThemePackProject

/// A rule that checks a surveyed project once its images are decoded.
package protocol ProjectCheck: LintRule {
  static func check(_ context: LintContext) -> [Finding]
}
