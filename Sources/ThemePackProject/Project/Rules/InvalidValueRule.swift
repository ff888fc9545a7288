import ThemePackImaging

/// A value of the right type that is not allowed (an unknown tint mode, scale 4…).
package enum InvalidValueRule: LintRule {
  package static let id = "invalid-value"
  package static let severity = Finding.Severity.error
  package static let summary = "a config value is not allowed (unknown mode, bad scale, bad name…)"

  /// "invalid value 'tempalte' for 'tint' in asset 'icon': unknown tint mode…"
  package static func message(_ value: String, for name: String, reason: String) -> String {
    "invalid value '\(value)' for \(name): \(reason)"
  }

  /// "invalid asset name 'my icon' in the config: asset names use only letters…"
  package static func nameMessage(_ kind: String, _ name: String, in owner: String, reason: String) -> String
  {
    "invalid \(kind) '\(name)' in \(owner): \(reason)"
  }

  /// A cap-insets value in messages: (top, left, bottom, right) in points, as
  /// `UIEdgeInsets` lists them: "(0, 0, 1, 1)".
  package static func describe(_ insets: SliceInsets) -> String {
    "("
      + [insets.top, insets.left, insets.bottom, insets.right].map { PointSize.format($0) }
      .joined(separator: ", ") + ")"
  }
}
