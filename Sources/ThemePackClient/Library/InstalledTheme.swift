/// One theme under an install root.
public struct InstalledTheme: Sendable, Equatable {
  public var theme: String
  /// The version `ThemeStore` serves.
  public var current: String
  /// Every version folder kept (the current one and at most one before it), oldest first.
  public var versions: [String]

  public init(theme: String, current: String, versions: [String]) {
    self.theme = theme
    self.current = current
    self.versions = versions
  }
}
