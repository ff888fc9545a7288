import ThemePackSupport

/// Why an embedded ICC profile was refused; `reason` starts "ICC profile: ".
public struct ICCProfileError: Error, Sendable, Equatable {
  public let reason: String

  package init(_ detail: String) {
    reason = "ICC profile: " + detail
  }
}
