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
      notes += conversionNotes(set)
      let stated = StatedColor(
        light: set.value(.light) ?? light.color, dark: set.value(.dark),
        highContrast: set.value(.lightHighContrast), darkHighContrast: set.value(.darkHighContrast))
      if set.path == main?.path {
        extras.themeColors[theme] = .init(
          color: stated.light, dark: stated.dark, highContrast: stated.highContrast,
          darkHighContrast: stated.darkHighContrast, source: "colour set '\(set.name)'")
      } else {
        extras.namedColors[theme, default: [:]][local(set)] = stated
      }
    }
  }

  /// What reading `set` changed: a colour converted to sRGB, a system colour frozen to numbers.
  static func conversionNotes(_ set: CatalogColorSet) -> [String] {
    set.entries.compactMap { entry in
      if let system = entry.systemColor {
        return "colour set '\(set.name)' refers to the system colour '\(system)': kept as its "
          + "\(IOSSystemColors.version) values in every appearance it stands for"
      }
      guard entry.space != "srgb" else { return nil }
      return "colour set '\(set.name)' is in '\(entry.space)': converted to sRGB \(entry.color.hexString)"
        + (entry.clipped ? ", clipped to the sRGB gamut" : "")
    }
  }
}
