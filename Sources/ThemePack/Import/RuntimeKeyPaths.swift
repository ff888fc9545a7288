/// Finds the SwiftTheme key paths a build wrote into each runtime theme's `<theme>.plist`, so
/// a project given its own key paths gets them back.
///
/// A colour's key path is the one whose value is its light value while `Night.`, `HighContrast.`
/// and `NightHighContrast.` + the key path hold its other three values; an asset's is the one
/// holding its file name (`SwiftThemeFile` writes the lowest scale's, a resizable asset's whole
/// drawing); a font's the one holding
/// `"Family,size"`. The default key path wins when it fits; a key path only set in the project
/// when it differs from the default and fits in every theme with a plist.
enum RuntimeKeyPaths {
  static func recover(_ themes: [RuntimeTheme], extras: inout ImportExtras, notes: inout [String]) {
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
          asset.scales.min().flatMap { scale in
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
  }

  /// The key path of `color` in `theme`'s plist.
  private static func keyPath(
    of color: ThemeManifest.ColorPair, default fallback: String, in theme: RuntimeTheme
  ) -> String? {
    let values = [color.light, color.dark, color.highContrast, color.darkHighContrast].map(\.hexString)
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
