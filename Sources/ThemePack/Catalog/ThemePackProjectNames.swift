/// The names `SwiftAccessors` writes: the project's image assets and every colour name its
/// themes define (`color` and each theme's `colors`), every font name, and each component's roles.
public struct ThemePackProjectNames: Sendable, Equatable {
  public var assets: [String]
  public var colors: [String]
  /// Every font name of the project and its themes.
  public var fonts: [String]
  /// The components of the config with their role names.
  public var components: [String: [String]]

  public init(assets: [String], colors: [String], fonts: [String] = [], components: [String: [String]] = [:])
  {
    self.assets = assets
    self.colors = colors
    self.fonts = fonts
    self.components = components
  }

  /// The names of a loaded project.
  public init(_ project: ThemeProject) {
    self.init(
      assets: project.config.assets.map(\.name),
      colors: ["color"] + project.themes.flatMap { $0.extraColors.keys },
      fonts: project.themes.flatMap { $0.fonts.keys } + project.config.fonts.keys,
      components: project.config.components.mapValues { $0.roles.keys.sorted() })
  }
}
