import ThemePackArchive
import ThemePackProject

/// The folder a downloaded theme needs: `themes/<theme>/` with every image as a loose
/// file (`logo.png`, `logo@2x.png`, `logo.dark@3x.png` …) and `manifest.json`. Packages
/// are made from it.
package struct RuntimeThemeLayout: OutputLayout {
  /// The folder of all runtime themes inside the output folder.
  package static let folder = "themes"

  /// Whether each theme folder also gets the SwiftTheme plists (`SwiftThemeFile`) and the
  /// whole drawing of each resizable asset at every scale (`<asset>.whole@2x.png`).
  package var writesSwiftTheme: Bool
  /// The project's scales: those of the whole drawings.
  package var scales: [Int]

  package init(writesSwiftTheme: Bool = false, scales: [Int] = [1, 2, 3]) {
    self.writesSwiftTheme = writesSwiftTheme
    self.scales = scales.sorted()
  }

  package var name: String { writesSwiftTheme ? "runtime+swiftTheme" : "runtime" }

  package func themeFolder(of theme: String) -> String { Self.folder + "/" + theme }

  /// With SwiftTheme, each resizable asset drawn whole at every scale: SwiftTheme loads an
  /// image by name and knows no cap insets, so it must get the picture at its drawn size.
  package var extraRenditions: [ExtraRendition] {
    writesSwiftTheme ? scales.map { ExtraRendition($0, wholeOfResizable: true) } : []
  }

  package func path(of file: ImageFileName) -> String? {
    guard file.vector == nil else { return nil }
    guard let extra = file.extra else { return file.fileName }
    guard writesSwiftTheme, extra.wholeOfResizable, extra.denominator == 1 else { return nil }
    return SwiftThemeFile.wholeFileName(
      asset: file.asset, isDark: file.appearance.isDark, scale: extra.numerator)
  }

  package func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    let manifest = OutputFile(path: RuntimeManifest.fileName, bytes: try manifestBytes(for: theme))
    // The theme's font files, as loose files beside the images (`Fonts/<file>`).
    let fonts = theme.fontFiles.map { OutputFile(path: $0.path, bytes: $0.bytes) }
    return (writesSwiftTheme ? [manifest] + (try SwiftThemeFile.files(for: theme)) : [manifest]) + fonts
  }

  /// The runtime manifest of `theme`.
  package func manifestBytes(for theme: BuiltTheme) throws(BuildError) -> [UInt8] {
    var assets: [String: RuntimeManifest.Asset] = [:]
    for asset in theme.assets {
      assets[asset.name] = RuntimeManifest.Asset(
        scales: AppearanceValues { Set(asset.scales[$0]) },
        width: asset.drawnSize.width,
        height: asset.drawnSize.height, rendering: asset.drawnAs,
        slice: asset.slice.flatMap { spec in
          asset.sliceMode.map {
            RuntimeManifest.Slice(
              mode: $0, center: spec.center, insets: spec.insets, fileWidth: asset.pointWidth,
              fileHeight: asset.pointHeight)
          }
        }, vector: asset.vectorSource)
    }
    var extras: [String: AppearanceValues<ThemeRGBA>] = [:]
    for name in theme.extraColors.keys {
      extras[name] = theme.values(of: name)
    }
    var manifest = RuntimeManifest(
      name: theme.name, version: theme.version, color: theme.values(of: "color"),
      extraColors: extras, assets: assets, sourceSHA256: theme.sourceSHA256)
    manifest.fonts = theme.fonts.mapValues {
      FontSpec(
        family: $0.family, size: $0.size, weight: $0.weight, textStyle: $0.textStyle,
        lineHeight: $0.lineHeight,
        letterSpacing: $0.letterSpacing)
    }
    manifest.components = theme.components.mapValues(\.roles)
    manifest.navigationBar = theme.navigationBar
    manifest.appIcon = theme.appIcon
    manifest.fontFiles = theme.fontFiles.map(\.manifestEntry).sorted { $0.path < $1.path }
    do {
      return try RuntimeManifestWriter.bytes(for: manifest)
    } catch {
      throw .image(file: manifest.relativePath, reason: error.description)
    }
  }
}
