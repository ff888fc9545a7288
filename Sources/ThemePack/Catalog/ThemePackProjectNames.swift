/// The names `SwiftAccessors` writes: the project's image assets and every colour name its
/// themes define (`color` and each theme's `colors`).
public struct ThemePackProjectNames: Sendable, Equatable {
  public var assets: [String]
  public var colors: [String]

  public init(assets: [String], colors: [String]) {
    self.assets = assets
    self.colors = colors
  }

  /// The names of a loaded project.
  public init(_ project: ThemeProject) {
    self.init(
      assets: project.config.assets.map(\.name),
      colors: ["color"] + project.themes.flatMap { $0.extraColors.keys })
  }
}
