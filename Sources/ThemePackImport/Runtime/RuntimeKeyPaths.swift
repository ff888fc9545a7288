import ThemePackArchive
import ThemePackBuild
import ThemePackProject

/// Finds the SwiftTheme key paths a build wrote into each runtime theme's `<theme>.plist`, so
/// a project given its own key paths gets them back.
///
/// A colour's key path is the one whose value is its light value while `Night.`, `HighContrast.`
/// and `NightHighContrast.` + the key path hold its other three values; an asset's is the one
/// holding its file name (`SwiftThemeFile` writes the lowest scale's, a resizable asset's whole
/// drawing); a font's the one holding
/// `"Family,size"`. The default key path wins when it fits; a key path only set in the project
/// when it differs from the default and fits in every theme with a plist.
package enum RuntimeKeyPaths {
  package static func recover(_ themes: [RuntimeTheme], extras: inout ImportExtras, notes: inout [String]) {
    let withPlist = themes.filter { $0.plist != nil }
    func agreed(_ find: (RuntimeTheme) -> String?) -> String? {
      let found = withPlist.map(find)
      guard let first = found.first, let keyPath = first, found.allSatisfy({ $0 == keyPath }) else {
        return nil
      }
      return keyPath
    }
    let main = agreed { keyPath(of: $0.manifest.color, default: SwiftThemeKeyPath.defaultColor, in: $0) }
    if let main, main != SwiftThemeKeyPath.defaultColor { extras.colorKeyPath = main }
    let colorNames = Set(themes.flatMap(\.manifest.extraColors.keys)).sorted()
    for name in colorNames {
      let found = agreed { theme in
        theme.manifest.extraColors[name].flatMap {
          keyPath(of: $0, default: SwiftThemeKeyPath.defaultColor(named: name), in: theme)
        }
      }
      if let found, found != SwiftThemeKeyPath.defaultColor(named: name) {
        extras.colorKeyPaths[name] = found
      }
    }
    let assetNames = Set(themes.flatMap(\.manifest.assets.keys)).sorted()
    for name in assetNames {
      let found = agreed { theme in
        theme.manifest.assets[name].flatMap { asset in
          asset.scales.light.min().flatMap { scale in
            let fallback = SwiftThemeKeyPath.defaultAsset(named: name)
            let whole = SwiftThemeFile.wholeFileName(asset: name, isDark: false, scale: scale)
            let file = ImageFileName(asset: name, scale: scale).fileName
            return (asset.slice == nil ? nil : keyPath(holding: [whole], default: fallback, in: theme))
              ?? keyPath(holding: [file], default: fallback, in: theme)
          }
        }
      }
      if let found, found != SwiftThemeKeyPath.defaultAsset(named: name) {
        extras.assetKeyPaths[name] = found
      }
    }
    for name in extras.fonts.keys.sorted() {
      let font = extras.fonts[name]!
      let found = agreed {
        keyPath(holding: [font.swiftThemeValue], default: SwiftThemeKeyPath.defaultFont(named: name), in: $0)
      }
      if let found, found != SwiftThemeKeyPath.defaultFont(named: name) {
        extras.fonts[name]?.keyPath = found
      }
    }
    if withPlist.count < themes.count {
      notes.append("some themes have no SwiftTheme plist: the swiftTheme output is on for all of them")
    }
    for theme in withPlist { extras.themeValues[theme.manifest.name] = values(of: theme, extras) }
  }

  /// The plist's leaves that are no colour, image, font, component or cap insets: the
  /// theme's `values`, and their `Night.` values where they differ (`darkValues`).
  private static func values(of theme: RuntimeTheme, _ extras: ImportExtras) -> SwiftThemeValues? {
    guard let plist = theme.plist else { return nil }
    var claimed: Set<String> = [extras.colorKeyPath ?? SwiftThemeKeyPath.defaultColor]
    for name in theme.manifest.extraColors.keys {
      claimed.insert(extras.colorKeyPaths[name] ?? SwiftThemeKeyPath.defaultColor(named: name))
    }
    for name in theme.manifest.assets.keys {
      claimed.insert(extras.assetKeyPaths[name] ?? SwiftThemeKeyPath.defaultAsset(named: name))
    }
    for (name, font) in extras.fonts.merging(
      extras.themeFonts[theme.manifest.name] ?? [:], uniquingKeysWith: { $1 })
    {
      claimed.insert(font.keyPath ?? SwiftThemeKeyPath.defaultFont(named: name))
    }
    var values = SwiftThemeValues()
    for keyPath in plist.keys.sorted()
    where !claimed.contains(keyPath) && SwiftThemeKeyPath.problem(keyPath) == nil {
      let isGlassBar =
        theme.manifest.navigationBar?.glass != nil && keyPath.hasPrefix(SwiftThemeFile.glassBarRoot + ".")
      guard !keyPath.hasPrefix("Components."), !isGlassBar, let json = SwiftThemeValues.json(plist[keyPath]!)
      else {
        continue
      }
      values.light[keyPath] = json
      let night = plist[SwiftThemeKeyPath.nightRoot + "." + keyPath].flatMap(SwiftThemeValues.json)
      if let night, night != json { values.dark[keyPath] = night }
    }
    return values.light.isEmpty ? nil : values
  }

  /// The key path of `color` in `theme`'s plist.
  private static func keyPath(
    of color: AppearanceValues<ThemeRGBA>, default fallback: String, in theme: RuntimeTheme
  ) -> String? {
    let values = color.all.map(\.hexString)
    return keyPath(holding: values, default: fallback, in: theme)
  }

  /// The key path (outside the appearance roots and `Components.`) under which the plist holds
  /// `values[0]`, and `values[i]` under the i-th appearance root when more are given; the
  /// default first, else the first in order.
  private static func keyPath(holding values: [String], default fallback: String, in theme: RuntimeTheme)
    -> String?
  {
    guard let plist = theme.plist else { return nil }
    let roots = SwiftThemeKeyPath.appearanceRoots
    func fits(_ keyPath: String) -> Bool {
      guard plist[keyPath] == .string(values[0]) else { return false }
      return zip(roots, values.dropFirst()).allSatisfy { plist[$0 + "." + keyPath] == .string($1) }
    }
    if fits(fallback) { return fallback }
    let candidates = plist.keys.filter { keyPath in
      let root = keyPath.split(separator: ".").first.map(String.init) ?? ""
      return !roots.contains(root) && root != "Components" && root != SwiftThemeKeyPath.capInsetsRoot
    }
    return candidates.sorted().first(where: fits)
  }
}
