/// Turns a theme's colour sets into its theme colour and named colours.
enum CatalogColorChoice {
  static func apply(
    _ sets: [CatalogColorSet], theme: String, group: String?, key: String?, extras: inout ImportExtras,
    notes: inout [String]
  ) {
    func local(_ set: CatalogColorSet) -> String { CatalogImporter.assetName(set.name, group: group) }
    let main =
      key.flatMap { key in sets.first { local($0) == key || $0.baseName == key } }
      ?? CatalogImporter.mainColorNames.lazy.compactMap { name in
        sets.first { $0.baseName.lowercased() == name }
      }.first
    if let key, main == nil || (main?.baseName != key && main.map(local) != key) {
      notes.append("theme '\(theme)' has no colour set '\(key)'")
    }
    for set in sets {
      guard let light = set.light else {
        notes.append("colour set '\(set.name)' has no light colour: skipped")
        continue
      }
      for entry in set.entries where entry.space != "srgb" {
        notes.append(
          "colour set '\(set.name)' is in '\(entry.space)': converted to sRGB \(entry.color.hexString)"
            + (entry.clipped ? ", clipped to the sRGB gamut" : ""))
      }
      if set.path == main?.path {
        extras.themeColors[theme] = .init(
          color: light.color, dark: set.dark?.color, highContrast: set.highContrast?.color,
          darkHighContrast: set.darkHighContrast?.color, source: "colour set '\(set.name)'")
      } else {
        extras.namedColors[theme, default: [:]][local(set)] = StatedColor(
          light: light.color, dark: set.dark?.color, highContrast: set.highContrast?.color,
          darkHighContrast: set.darkHighContrast?.color)
      }
    }
  }
}
