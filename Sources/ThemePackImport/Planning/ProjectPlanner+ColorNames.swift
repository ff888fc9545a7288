import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

// The names of a planned project's colours: those assets are tinted with, and each theme's.
extension ProjectPlanner {
  /// Gives each asset tinted with colours of its own (`FittedAsset.ownColors`) its colour's
  /// name: a colour every theme already has with exactly those values (`<asset>Color`, or
  /// `<asset>Tint` for an asset named like a colour, first:
  /// ThemePack's own output imported again), else a new `<asset>Color` (then `moonColor2` …)
  /// that no colour, asset, Swift identifier or SwiftTheme key path of the project takes.
  static func nameOwnColors(
    _ fitted: inout [FittedAsset], themes: [SourceTheme], extras: ImportExtras
  ) {
    let existing = Set(themes.flatMap { (extras.namedColors[$0.name] ?? [:]).keys })
    var taken = existing.union(fitted.map(\.name)).union([ThemeColors.themeColorName])
    let keyPaths =
      Array(extras.colorKeyPaths.values) + Array(extras.assetKeyPaths.values)
      + [extras.colorKeyPath].compactMap { $0 }
      + extras.fonts.values.compactMap(\.keyPath)
    func identifier(_ name: String) -> String { SwiftIdentifier.camelCase(name) }
    func isFree(_ name: String) -> Bool {
      !taken.contains(name) && !taken.contains { identifier($0) == identifier(name) }
        && !keyPaths.contains { SwiftThemeKeyPath.collide($0, SwiftThemeKeyPath.defaultColor(named: name)) }
    }
    for index in fitted.indices {
      guard let own = fitted[index].ownColors else { continue }
      let asset = fitted[index].name
      // `themeColorColor` would read as a typo: an asset named for a colour gets `…Tint`.
      let stem = asset + (asset.lowercased().hasSuffix("color") ? "Tint" : "Color")
      let kept = ([stem] + existing.sorted()).first { name in
        existing.contains(name)
          && themes.indices.allSatisfy { index in
            guard let stated = extras.namedColors[themes[index].name]?[name] else { return false }
            // The icon looks as drawn in every appearance: a colour that changes there is no match.
            return ThemeAppearance.allCases.allSatisfy { (stated[$0] ?? own[index]) == own[index] }
          }
      }
      var name = kept ?? stem
      var number = 2
      while kept == nil, !isFree(name) {
        name = stem + String(number)
        number += 1
      }
      taken.insert(name)
      fitted[index].ownColorName = name
      fitted[index].reason += ": tinted with '\(name)', a colour of each theme"
    }
  }

  /// The `colors` of `theme`'s theme.json: a string, or an object when the colour has
  /// values for other appearances or a SwiftTheme key path.
  static func namedColors(of theme: String, _ extras: ImportExtras) -> [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    for (name, color) in extras.namedColors[theme] ?? [:] {
      var object = color.appearanceMembers
      if let keyPath = extras.colorKeyPaths[name] { object["keyPath"] = .string(keyPath) }
      guard !object.isEmpty else {
        result[name] = .string(color.light.hexString)
        continue
      }
      object["value"] = .string(color.light.hexString)
      result[name] = .object(object)
    }
    return result
  }
}
