import ThemePackProject

/// The names `SwiftAccessors` writes: the project's image assets and every colour name its
/// themes define (`color` and each theme's `colors`), every font name, and each component's roles,
/// with the files that declare them (for the message that refuses two names with one identifier).
package struct ThemePackProjectNames: Sendable, Equatable {
  package var assets: [String]
  package var colors: [String]
  /// Every font name of the project and its themes.
  package var fonts: [String]
  /// The components of the config with their role names.
  package var components: [String: [String]]
  /// The file that declares the assets, the components and the project's fonts
  /// (`themepack.json`, or the assets folder when it has none); nil when not known.
  package var configFile: String?
  /// The first theme file (by theme name) that declares each colour name; a name missing
  /// here is `configFile`'s.
  package var colorFiles: [String: String]
  /// The first theme file that declares each font the config does not; a name missing here
  /// is `configFile`'s.
  package var fontFiles: [String: String]

  package init(
    assets: [String], colors: [String], fonts: [String] = [], components: [String: [String]] = [:],
    configFile: String? = nil, colorFiles: [String: String] = [:], fontFiles: [String: String] = [:]
  ) {
    self.assets = assets
    self.colors = colors
    self.fonts = fonts
    self.components = components
    self.configFile = configFile
    self.colorFiles = colorFiles
    self.fontFiles = fontFiles
  }

  /// The names of a loaded project.
  package init(_ project: ThemeProject) {
    let hasFiles = project.layout == .project
    var colorFiles: [String: String] = [:]
    var fontFiles: [String: String] = [:]
    for theme in project.themes {
      let file = hasFiles ? theme.folderPath + "/" + ProjectLoader.themeFileName : theme.folderPath
      for name in ["color"] + theme.extraColors.keys where colorFiles[name] == nil { colorFiles[name] = file }
      for name in theme.fonts.keys where project.config.fonts[name] == nil && fontFiles[name] == nil {
        fontFiles[name] = file
      }
    }
    self.init(
      assets: project.config.assets.map(\.name),
      colors: ["color"] + project.themes.flatMap { $0.extraColors.keys },
      fonts: project.themes.flatMap { $0.fonts.keys } + project.config.fonts.keys,
      components: project.config.components.mapValues { $0.roles.keys.sorted() },
      configFile: hasFiles ? project.assetsPath + "/" + ProjectLoader.configName : project.assetsPath,
      colorFiles: colorFiles, fontFiles: fontFiles)
  }
}
