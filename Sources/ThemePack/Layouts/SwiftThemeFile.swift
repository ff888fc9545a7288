/// `<theme>.plist` in a runtime theme folder: the theme in SwiftTheme's format, so an app
/// using SwiftTheme loads a ThemePack package with
/// `ThemeManager.setTheme(plistName: theme, path: .sandbox(folderURL))`.
///
/// Colours are `#RRGGBB` (`#RRGGBBAA` when not opaque) under `Global.themeColor` for the
/// theme colour and `Colors.<name>` for each extra colour; images are file names relative to
/// the folder under `Images.<asset>` (the 1x file when there is one, which UIKit's
/// `contentsOfFile:` resolves to @2x/@3x itself, else the lowest scale built). A key path the
/// project gives (`colorKeyPath`, a colour's or an asset's `keyPath`) replaces the default
/// one. The night appearance repeats every key path under `Night.`: the dark colour or dark
/// image where there is one, else the same value.
enum SwiftThemeFile {
  /// The file's name in the theme folder.
  static func fileName(of theme: String) -> String { theme + ".plist" }

  /// The plist of `theme`.
  static func file(for theme: BuiltTheme) throws(BuildError) -> OutputFile {
    var plist = SwiftThemePlist()
    var values: [(String, String)] = []
    for color in colors(of: theme) {
      values.append((color.keyPath, hex(color.light)))
      values.append((SwiftThemeKeyPath.night(color.keyPath), hex(color.dark ?? color.light)))
    }
    for asset in theme.assets {
      guard let light = asset.scales.min() else { continue }
      let keyPath = theme.assetKeyPaths[asset.name] ?? SwiftThemeKeyPath.defaultAsset(named: asset.name)
      values.append((keyPath, ImageFileName(asset: asset.name, scale: light).fileName))
      let night = asset.darkScales.min().map { ImageFileName(asset: asset.name, isDark: true, scale: $0) }
      values.append(
        (SwiftThemeKeyPath.night(keyPath), (night ?? ImageFileName(asset: asset.name, scale: light)).fileName)
      )
    }
    do {
      for (keyPath, value) in values { try plist.set(value, at: keyPath) }
    } catch {
      throw .image(
        file: RuntimeThemeLayout().themeFolder(of: theme.name) + "/" + fileName(of: theme.name),
        reason: "key path '\(error.keyPath)': \(error.reason)")
    }
    return OutputFile(path: fileName(of: theme.name), bytes: plist.bytes)
  }

  /// Every colour the file holds, with its key path: the theme colour with its dark value,
  /// then the extra colours by name (no dark value). The one place the file reads colours.
  static func colors(of theme: BuiltTheme) -> [(keyPath: String, light: RGBA8, dark: RGBA8?)] {
    [(theme.colorKeyPath ?? SwiftThemeKeyPath.defaultColor, theme.color, theme.darkColor)]
      + theme.extraColors.keys.sorted().map {
        (
          theme.colorKeyPaths[$0] ?? SwiftThemeKeyPath.defaultColor(named: $0), theme.extraColors[$0]!,
          theme.darkValue(of: $0)
        )
      }
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: what SwiftTheme's `UIColor(rgba:)` reads.
  static func hex(_ color: RGBA8) -> String { color.hexString }
}
