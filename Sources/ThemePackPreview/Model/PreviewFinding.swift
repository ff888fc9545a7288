import ThemePackProject

/// A lint finding as the preview shows it: next to its asset, or at the top of its theme.
package struct PreviewFinding: Sendable, Hashable {
  /// How bad the finding is; the page shows the word, not only a colour.
  package enum Severity: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case info
  }

  /// The asset concerned; nil for a finding about the theme (or project) as a whole.
  package var asset: String?
  package var severity: Severity
  /// The rule's id, e.g. "color-drift".
  package var ruleID: String
  /// One line in the house voice.
  package var message: String

  package init(asset: String? = nil, severity: Severity, ruleID: String, message: String) {
    self.asset = asset
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
  }
}

extension PreviewFinding {
  /// A lint finding for the page; `asset` is the asset it concerns, if any (the build knows
  /// it from the finding's file).
  package init(_ finding: Finding, asset: String?) {
    let severity: Severity
    switch finding.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    case .info: severity = .info
    }
    self.init(asset: asset, severity: severity, ruleID: finding.ruleID, message: finding.message)
  }
}
