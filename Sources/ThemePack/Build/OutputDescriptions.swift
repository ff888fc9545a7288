/// The descriptive files of a build: each theme's runtime `manifest.json` and the asset
/// catalog's `Contents.json` files, made from what was built.
enum OutputDescriptions {
  /// The runtime manifest of `theme`.
  static func manifestBytes(for theme: BuiltTheme) throws(BuildError) -> [UInt8] {
    var assets: [String: ThemeManifest.Asset] = [:]
    for asset in theme.assets {
      assets[asset.name] = ThemeManifest.Asset(
        scales: Set(asset.scales), darkScales: Set(asset.darkScales), width: asset.pointWidth,
        height: asset.pointHeight, rendering: .original,
        slice: asset.slice.flatMap { spec in
          asset.sliceMode.map { ThemeManifest.Slice(mode: $0, center: spec.center, insets: spec.insets) }
        })
    }
    var extras: [String: ThemeManifest.ColorPair] = [:]
    for (name, color) in theme.extraColors {
      extras[name] = ThemeManifest.ColorPair(light: color, dark: color)
    }
    let manifest = ThemeManifest(
      name: theme.name, version: theme.version,
      color: ThemeManifest.ColorPair(light: theme.color, dark: theme.darkColor),
      extraColors: extras, assets: assets, sourceSHA256: theme.sourceSHA256)
    do {
      return try ThemeManifestWriter.bytes(for: manifest)
    } catch {
      throw .image(file: manifest.relativePath, reason: error.description)
    }
  }

  /// Every `Contents.json` of the catalog (paths start with `<name>.xcassets/`). Images are
  /// written by the renderer; colours become colour sets: `color` with its dark value, and
  /// each extra colour.
  static func catalogFiles(name: String, themes: [BuiltTheme]) throws(BuildError) -> [String: [UInt8]] {
    var groups: [AssetCatalogGroup] = []
    for theme in themes {
      var imageSets: [ImageSetSpec] = []
      for asset in theme.assets {
        var entries: [ImageSetEntry] = []
        for (scales, appearance) in [(asset.scales, ImageSetEntry.Appearance.any), (asset.darkScales, .dark)]
        {
          for scale in scales {
            entries.append(
              ImageSetEntry(
                asset: asset.name, scale: scale, appearance: appearance, resizing: asset.resizing[scale]))
          }
        }
        imageSets.append(ImageSetSpec(name: asset.name, rendering: .original, entries: entries))
      }
      var colorSets = [ColorSetSpec(name: "color", light: theme.color, dark: theme.darkColor)]
      for extra in theme.extraColors.keys.sorted() {
        colorSets.append(ColorSetSpec(name: extra, light: theme.extraColors[extra]!))
      }
      groups.append(AssetCatalogGroup(name: theme.name, imageSets: imageSets, colorSets: colorSets))
    }
    do {
      return try AssetCatalogWriter.files(for: AssetCatalog(name: name, groups: groups))
    } catch {
      throw .image(file: name + ".xcassets", reason: error.description)
    }
  }
}
