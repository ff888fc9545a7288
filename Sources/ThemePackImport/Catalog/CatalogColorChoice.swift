import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging

/// Turns a theme's colour sets into its theme colour and named colours.
package enum CatalogColorChoice {
  package static func apply(
    _ sets: [CatalogColorSet], theme: String, group: String?, key: String?, extras: inout ImportExtras,
    notes: inout [String]
  ) {
    func local(_ set: CatalogColorSet) -> String { CatalogImporter.assetName(set.name, group: group) }
    let main = key.flatMap { key in sets.first { local($0) == key || $0.baseName == key } } ?? chosen(sets)
    if let key, main == nil || (main?.baseName != key && main.map(local) != key) {
      notes.append(
        "theme '\(theme)' has no colour set '\(key)'; its sets: \(NameList.quoted(sets.map(local)))")
    } else if key == nil, let main, !CatalogImporter.mainColorNames.contains(main.baseName.lowercased()) {
      let others = sets.filter { $0.path != main.path }.map(local)
      notes.append(
        "theme '\(theme)': colour set '\(main.name)' is the theme colour, as its name says"
          + (others.isEmpty ? "" : "; --color-key <set> chooses another: \(NameList.quoted(others))"))
    }
    if !sets.isEmpty { extras.colorSetNames[theme] = Set(sets.map(local)).sorted() }
    for set in sets {
      guard let light = set.entry(.light) else {
        notes.append("colour set '\(set.name)' has no light colour: skipped")
        continue
      }
      notes += conversionNotes(set)
      // A named colour keeps what iOS draws in every appearance (a set without a dark entry
      // shows its light value in dark mode); the theme colour's missing values are derived,
      // since it must stand out on the dark background (the lint checks it), and said so.
      let isMain = set.path == main?.path
      let stated = StatedColor(
        light: set.value(.light) ?? light.color, stated: AppearanceValues { set.value($0, asDrawn: !isMain) })
      if isMain, stated[.dark] == nil {
        notes.append(
          "colour set '\(set.name)' has no dark entry: iOS shows its light value in dark mode; the dark "
            + "theme colour is derived, as it must stand out on the dark background")
      }
      if isMain {
        extras.themeColors[theme] = .init(color: stated, source: "colour set '\(set.name)'")
        // The app may name the set (`Color("AccentColor")`): it stays a colour of its own
        // name too, with what iOS draws in every appearance.
        if local(set) != ThemeColors.themeColorName {
          extras.namedColors[theme, default: [:]][local(set)] = StatedColor(
            light: stated.light, stated: AppearanceValues { set.value($0, asDrawn: true) })
        }
      } else {
        extras.namedColors[theme, default: [:]][local(set)] = stated
      }
    }
  }

  /// The theme colour's set without `--color-key`: one named as `mainColorNames` (in that
  /// order), else the strongest whose name says accent, brand, tint, primary or theme and not
  /// a surface or text (`ThemeColorName`), else none.
  package static func chosen(_ sets: [CatalogColorSet]) -> CatalogColorSet? {
    if let named = CatalogImporter.mainColorNames.lazy.compactMap({ name in
      sets.first { $0.baseName.lowercased() == name }
    }).first {
      return named
    }
    let best = ThemeColorName.candidates(sets.map { [$0.baseName] }).first
    return best.flatMap { name in sets.first { [$0.baseName] == name } }
  }

  /// What reading `set` changed: a colour converted to sRGB, a system colour frozen to numbers.
  package static func conversionNotes(_ set: CatalogColorSet) -> [String] {
    var seen: Set<String> = []
    return set.entries.compactMap { entry -> String? in
      let note: String
      if let system = entry.systemColor {
        note =
          "colour set '\(set.name)' refers to the system colour '\(system)'"
          + (entry.platform.map { " of platform '\($0)'" } ?? "") + ": kept as its "
          + "\(IOSSystemColors.version) values in every appearance it stands for"
      } else if entry.space != "srgb" {
        note =
          "colour set '\(set.name)' is in '\(entry.space)': converted to sRGB \(entry.color.hexString)"
          + (entry.clipped ? ", clipped to the sRGB gamut" : "")
      } else {
        return nil
      }
      return seen.insert(note).inserted ? note : nil
    }
  }
}
