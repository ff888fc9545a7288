import ThemePackArchive
import ThemePackImaging

/// Chooses each source theme's colour: from `--colors`, else as the source states it (a
/// catalog's colour set), else from a flat image every theme
/// has (a 1×1 `themeColor.png`), else the dominant colour of the theme's tinted images.
/// With several themes, an image painted in the same colour in every theme (a black icon, a
/// shared logo) says nothing about the theme colour and is left out of both, unless nothing
/// else is there (themes that share one brand colour).
package enum ThemeColorChooser {
  /// The colour of every theme, in theme order. Throws when a theme has no image to take
  /// a colour from and `--colors` does not name it.
  package static func choose(
    _ themes: [SourceTheme], _ fitted: [FittedAsset], table: ColorTable?,
    stated: [String: ImportExtras.ThemeColor] = [:], colorSets: [String: [String]] = [:],
    notes: inout [String]
  ) throws(ImportError) -> [ImportReport.ThemeColor] {
    let telling = fitted.filter { themes.count == 1 || Set($0.painted.compactMap { $0 }).count > 1 }
    let flat = (telling.contains(where: \.isFlat) ? telling : fitted).filter(\.isFlat).min {
      rank($0) < rank($1)
    }
    var result: [ImportReport.ThemeColor] = []
    for (index, theme) in themes.enumerated() {
      let folderName = String(theme.path.split(separator: "/").last ?? "")
      if let table {
        if let color = table.color(for: [folderName, theme.name]) {
          result.append(.init(theme: theme.name, color: color, source: "--colors '\(table.file)'"))
          continue
        }
        notes.append("theme '\(theme.name)' is not in '\(table.file)': its colour comes from the source")
      }
      if let color = stated[theme.name] {
        result.append(.init(theme: theme.name, color: color.color.light, source: color.source))
        continue
      }
      if let flat, let color = flat.painted[index] {
        let source = "'\(flat.name).png' (a flat \(flat.width)x\(flat.height) px image)"
        result.append(.init(theme: theme.name, color: color, source: source))
        continue
      }
      let tellingTinted = telling.filter { $0.fit != nil }.map(\.name)
      let tinted = tellingTinted.isEmpty ? fitted.filter { $0.fit != nil }.map(\.name) : tellingTinted
      let names = tinted.isEmpty ? theme.images.keys.sorted() : tinted
      guard let color = dominant(of: names.compactMap { theme.highest($0)?.image }) else {
        let sets = colorSets[theme.name] ?? []
        throw ImportError(
          file: theme.path,
          reason: "no colour for theme '\(theme.name)': "
            + (sets.isEmpty
              ? "give it with --colors"
              : "name its colour set with --color-key <set> (its sets: \(NameList.quoted(sets))), "
                + "or give it with --colors"))
      }
      let source =
        tinted.isEmpty ? "the dominant colour of its images" : "the dominant colour of its tinted images"
      result.append(.init(theme: theme.name, color: color, source: source))
    }
    if let table {
      let known = Set(themes.flatMap { [$0.name, String($0.path.split(separator: "/").last ?? "")] })
      for name in table.colors.keys.sorted() where !known.contains(name) {
        notes.append("'\(table.file)' names theme '\(name)', which the source does not have")
      }
    }
    return result
  }

  /// Flat images named like a colour first, then the smallest, then by name.
  private static func rank(_ asset: FittedAsset) -> (Int, Int, String) {
    (asset.name.lowercased().contains("color") ? 0 : 1, asset.width * asset.height, asset.name)
  }

  /// The dominant opaque colour of all `images` together.
  package static func dominant(of images: [RGBAImage]) -> ThemeRGBA? {
    let pixels = images.flatMap(\.pixels)
    guard !pixels.isEmpty else { return nil }
    let strip = RGBAImage(width: 1, height: pixels.count / 4, pixels: pixels)
    return PaintedColor.of(strip)
  }
}
