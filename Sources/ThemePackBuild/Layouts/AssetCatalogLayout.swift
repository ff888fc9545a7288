import ThemePackArchive
import ThemePackCatalog
import ThemePackProject

/// The Xcode asset catalog `<package>.xcassets`: a namespace group per theme, an image set
/// per asset (a light and a dark entry per scale, and high-contrast ones when the build
/// made them; cap insets in pixels of each file) and
/// a colour set per theme colour, in the bytes Xcode itself writes.
package struct AssetCatalogLayout: OutputLayout {
  /// The package name; the catalog is `<packageName>.xcassets`.
  package var packageName: String

  package init(packageName: String) {
    self.packageName = packageName
  }

  package var name: String { "xcassets" }

  /// The catalog folder inside the output folder.
  package var folder: String { packageName + ".xcassets" }

  package func themeFolder(of theme: String) -> String { folder + "/" + theme }

  /// An image set's files; for an asset kept as vectors, its vector files instead of its PNGs.
  package func path(of file: ImageFileName) -> String? {
    file.extra == nil && !file.keptAsVector ? "\(file.asset).imageset/\(file.fileName)" : nil
  }

  /// The theme's group `Contents.json` and every image set's and colour set's.
  package func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    let group = themeFolder(of: theme.name) + "/"
    return try files(groups: [Self.group(for: theme)]).compactMap { path, bytes in
      path.hasPrefix(group) ? OutputFile(path: String(path.dropFirst(group.count)), bytes: bytes) : nil
    }.sorted { $0.path < $1.path }
  }

  /// The catalog's root `Contents.json`.
  package func sharedFiles() throws(BuildError) -> [OutputFile] {
    try files(groups: []).map { OutputFile(path: $0.key, bytes: $0.value) }.sorted { $0.path < $1.path }
  }

  /// The group of `theme`: an image set per asset, the colour set `color` and one per extra
  /// colour, each with its four values (any, dark, high contrast, dark + high contrast).
  package static func group(for theme: BuiltTheme) -> AssetCatalogGroup {
    let imageSets = theme.assets.map { asset in
      if let kept = asset.keptVectorFiles {
        return vectorSet(asset.name, files: kept, rendering: asset.drawnAs)
      }
      let entries = ThemeAppearance.allCases.flatMap { appearance in
        asset.scales[appearance].map {
          ImageSetEntry(asset: asset.name, scale: $0, appearance: appearance, resizing: asset.resizing[$0])
        }
      }
      return ImageSetSpec(name: asset.name, rendering: asset.drawnAs, entries: entries)
    }
    let colorSets = (["color"] + theme.extraColors.keys.sorted()).map {
      ColorSetSpec(name: $0, values: theme.values(of: $0))
    }
    return AssetCatalogGroup(name: theme.name, imageSets: imageSets, colorSets: colorSets)
  }

  /// A single-scale vector set, as Xcode writes one with "Preserve Vector Data": an entry per
  /// appearance, without a scale.
  package static func vectorSet(_ name: String, files: [String], rendering: AssetRendering = .original)
    -> ImageSetSpec
  {
    let entries = files.compactMap { file in
      ImageFileName(parsing: file).map {
        ImageSetEntry(filename: file, scale: 1, appearance: $0.appearance)
      }
    }
    return ImageSetSpec(
      name: name, rendering: rendering, entries: entries, preservesVectorRepresentation: true)
  }

  private func files(groups: [AssetCatalogGroup]) throws(BuildError) -> [String: [UInt8]] {
    do {
      return try AssetCatalogWriter.files(for: AssetCatalog(name: packageName, groups: groups))
    } catch {
      throw .image(file: folder, reason: error.description)
    }
  }
}
