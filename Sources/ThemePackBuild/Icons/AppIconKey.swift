import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// What shapes the bytes of one theme's app icon files, as one stable text and its SHA-256:
/// the icon's settings and name, the theme's colour, dark colour and resolved background,
/// the content digest of every file the icon names, the vector renderers that draw them,
/// the encoder and tool version the build cache keys by, and which platforms are written.
///
/// `AppIconOutput` draws a theme's icon again only when this key changed or its files on
/// disk are not as the last build left them (`AppIconRecord`).
package enum AppIconKey {
  /// Bumped whenever the same inputs give other icon bytes or other files.
  package static let formatVersion = 1

  /// The key of `theme`'s icon `spec`; `hash` gives a file's digest by its full path
  /// (`SourceHashes.hash`). Nil when the background names a colour the theme lacks (the
  /// draw reports that).
  package static func key(
    project: ThemeProject, theme: Theme, spec: AppIconSpec, platforms: AppIconPlatforms,
    hash: (String) -> String
  ) -> String? {
    guard let text = text(project: project, theme: theme, spec: spec, platforms: platforms, hash: hash) else {
      return nil
    }
    return SHA256.hex(of: Array(text.utf8))
  }

  /// The text `key` hashes, one input a line.
  package static func text(
    project: ThemeProject, theme: Theme, spec: AppIconSpec, platforms: AppIconPlatforms,
    hash: (String) -> String
  ) -> String? {
    guard let background = try? AppIconRenderer.backgroundColor(spec, theme: theme, project: project) else {
      return nil
    }
    var text = "themepack-app-icon \(formatVersion)\n"
    text += BuildCache.toolDescription(encoding: .default)
    text += "platforms \(platforms.description)\n"
    text += "theme \(theme.name) name \(spec.name(in: theme.name))\n"
    text += "color \(theme.color.hexString) \(project.darkColor(of: theme).hexString)\n"
    text += "background \(spec.background ?? AppIconSpec.themeColorBackground) \(background.hexString)\n"
    text += "tint \(spec.tint.map { String(describing: $0) } ?? "none")\n"
    let roles: [(String, String?)] = [
      ("master", spec.master), ("layer-background", spec.layers?.background),
      ("layer-foreground", spec.layers?.foreground), ("layer-glyph", spec.layers?.glyph),
      ("dark", spec.dark), ("tinted", spec.tinted),
    ]
    for (role, path) in roles {
      guard let path else { continue }
      text += "file \(role) \(path) \(hash(project.assetsPath + "/" + path))\n"
    }
    text += VectorRenderers.description(ofSources: spec.files)
    return text
  }
}
