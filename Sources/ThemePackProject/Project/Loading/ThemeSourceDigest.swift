import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// A SHA-256 over everything the user controls that shapes one theme's output: its
/// colours (light, dark, extra), and for every asset its config entry and the bytes of
/// the source files it reads. The tool version and encoder settings are left out, so a
/// new ThemePack does not count as a change of the theme.
///
/// `themepack package` records it per theme in `index.json` (`sourceSHA256`), and
/// `themepack lint` compares it to tell a theme that changed without a version bump.
package enum ThemeSourceDigest {
  /// The digest of `theme` in `project`. Unreadable source files hash as "unreadable"
  /// (the lint reports them on their own).
  package static func digest(of theme: Theme, in project: ThemeProject) -> String {
    var hashes: [String: String] = [:]
    return digest(of: theme, in: project) { path in
      if let known = hashes[path] { return known }
      let value = (try? project.reader.bytes(at: path)).map { SHA256.hex(of: $0) } ?? "unreadable"
      hashes[path] = value
      return value
    }
  }

  /// The digest with source files hashed by `hash` (lower-case hex SHA-256 of the file).
  /// `colors` are the theme's solved colours (`project.colors(of: theme)`) when the caller
  /// has them; otherwise they are solved here, once.
  package static func digest(
    of theme: Theme, in project: ThemeProject, colors: ThemeColors? = nil, hash: (String) -> String
  ) -> String {
    // One colour solve gives the dark colour and the high-contrast values alike.
    let solved = colors ?? project.colors(of: theme)
    var text = "themepack-theme-sources 1\ntheme \(theme.name)\n"
    for name in theme.extraColors.keys.sorted() {
      text += "extra \(name) \(theme.extraColors[name]!.hexString)\n"
    }
    // Pairs and given appearance values, only where a theme has them (older digests stay).
    for role in theme.roles(minimumContrast: project.config.dark.minimumContrast) {
      let given = ThemeAppearance.allCases.dropFirst().compactMap { appearance in
        role.given[appearance].map { "\(appearance.rawValue)=\($0.hexString)" }
      }
      let isDarkColorOnly = role.name == "color" && given.count == 1 && theme.darkColor != nil
      guard role.name != "color" ? role.surface != nil || !given.isEmpty : !given.isEmpty && !isDarkColorOnly
      else { continue }
      let pair = role.name == "color" ? "" : role.surface.map { " on \($0.name) use \(role.need.name)" } ?? ""
      text += "role \(role.name)\(pair) \(given.joined(separator: " "))\n"
    }
    // Fonts and components, only where a theme has them (older digests stay).
    for name in theme.fonts.keys.sorted() {
      let font = theme.fonts[name]!
      text +=
        "font \(name) \(font.family) \(font.size) \(font.weight?.rawValue ?? "-") "
        + "\(font.textStyle?.rawValue ?? "-") \(font.keyPath ?? "-")\n"
    }
    for name in theme.components.keys.sorted() {
      let roles = theme.components[name]!.roles
      for role in roles.keys.sorted() {
        text += "component \(name) \(role) \(roles[role]!.color ?? "-") \(roles[role]!.font ?? "-")\n"
      }
    }
    // SwiftTheme key paths, only where the project gives them (older digests stay).
    if let keyPath = project.config.colorKeyPath { text += "keypath color \(keyPath)\n" }
    for name in theme.colorKeyPaths.keys.sorted() {
      text += "keypath \(name) \(theme.colorKeyPaths[name]!)\n"
    }
    // The navigation bar's glass form, only where the project gives one (older digests stay).
    if let glass = project.config.navigationBarGlass {
      text +=
        "glass-bar \(project.config.navigationBar ?? "-") \(glass.titleColor ?? "-") \(glass.tint) "
        + "\(glass.glassTint) \(glass.glassTintOpacity)\n"
    }
    // An image-only bar, which the manifest names too (glass bars are in the line above).
    if let bar = project.config.navigationBar, project.config.navigationBarGlass == nil {
      text += "navbar \(bar)\n"
    }
    // The app icon's name, which the manifest carries, only where the theme has an icon.
    if let icon = theme.appIcon { text += "appicon \(icon.name(in: theme.name))\n" }
    // SwiftTheme values, only where a theme has them (older digests stay).
    let writer = JSONWriter(style: .standard)
    for keyPath in theme.values.keys.sorted() {
      let dark = theme.darkValues[keyPath].map {
        " dark " + writer.string($0).replacingOccurrences(of: "\n", with: " ")
      }
      text +=
        "value \(keyPath) " + writer.string(theme.values[keyPath]!).replacingOccurrences(of: "\n", with: " ")
        + (dark ?? "") + "\n"
    }
    // Font files, only where a theme ships some (older digests stay).
    for path in theme.fontFiles {
      text += "fontfile \(FontFiles.fileName(path)) \(hash(path))\n"
    }
    // High-contrast images shape the output only when the project makes them.
    for spec in project.config.assets {
      if let keyPath = spec.keyPath { text += "keypath asset \(spec.name) \(keyPath)\n" }
      let tint = AssetTint(
        of: spec, in: theme, colors: solved, highContrastImages: project.config.highContrastImages)
      text += UnitInputs(
        spec: spec, theme: tint.theme, darkColor: tint.dark, scales: project.config.scales(of: spec),
        highContrastColors: tint.highContrast
      ).description(in: project, hash: hash)
    }
    return SHA256.hex(of: Array(text.utf8))
  }
}
