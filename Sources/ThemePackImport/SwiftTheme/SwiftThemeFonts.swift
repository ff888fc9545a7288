import ThemePackProject

/// Where the fonts of imported SwiftTheme themes go.
///
/// Each font key path becomes a named font (named as colours are, `SwiftThemeNames`: the
/// key path's last part, the whole path with `_` when two share it) that keeps the key path
/// as its `keyPath`, so the SwiftTheme output writes `"Name,size"` back where the app reads
/// it. A font that every theme has with the same name and size goes to themepack.json once;
/// one that differs between themes, or that only some themes have, goes to the theme.json
/// of each theme that has it (a project font would give the themes without it a value their
/// source never had). Fonts under `Night.` and the other appearance roots are not imported:
/// a project font is the same in every appearance, and the build repeats it under each root.
package enum SwiftThemeFonts {
  /// The fonts for the project's files and the report.
  package struct Plan {
    /// Fonts for themepack.json, by name.
    package var shared: [String: FontSpec] = [:]
    /// Fonts for each theme's theme.json, by theme and name.
    package var perTheme: [String: [String: FontSpec]] = [:]
    package var fonts: [ImportReport.Font] = []
    package var notes: [String] = []
  }

  /// The plan for `themes`; `display` gives the path messages name for a theme's file.
  package static func plan(_ themes: [SwiftThemeTheme], display: (String) -> String) -> Plan {
    var plan = Plan()
    for theme in themes {
      for keyPath in theme.refusedFonts.keys.sorted() {
        let refused = theme.refusedFonts[keyPath]!
        plan.notes.append(
          "font '\(SwiftThemeFont.shown(refused.text))' at key path '\(keyPath)' in "
            + "'\(display(theme.file))' is not imported: \(refused.reason)")
      }
    }
    let keyPaths = Set(themes.flatMap(\.fonts.keys))
    let appearance = keyPaths.filter { appearanceRoot(of: $0) != nil }
    plan.notes += appearanceNotes(appearance.sorted(), themes)
    let day = keyPaths.subtracting(appearance).sorted()
    let naming = SwiftThemeNames.assign(day)
    plan.notes += naming.renamed.map { "font " + $0 }
    for keyPath in day {
      let name = naming.names[keyPath]!
      var kept: String? = keyPath
      if let problem = SwiftThemeKeyPath.problem(keyPath) {
        plan.notes.append("font '\(name)' does not keep its key path '\(keyPath)': \(problem)")
        kept = nil
      }
      let owners = themes.filter { $0.fonts[keyPath] != nil }
      let specs = owners.map { $0.fonts[keyPath]!.spec(keyPath: kept) }
      let isShared = owners.count == themes.count && Set(specs).count == 1
      for (theme, spec) in zip(owners, specs) {
        if isShared {
          plan.shared[name] = spec
        } else {
          plan.perTheme[theme.name, default: [:]][name] = spec
        }
        let source = theme.fonts[keyPath]!.text
        if spec.swiftThemeValue != source {
          plan.notes.append(
            "theme '\(theme.name)': font '\(name)' is written as '\(spec.swiftThemeValue)' "
              + "(the source has '\(source)')")
        }
      }
      var values: [String: String] = [:]
      for theme in owners { values[theme.name] = theme.fonts[keyPath]!.text }
      plan.fonts.append(
        ImportReport.Font(
          name: name, keyPath: kept ?? SwiftThemeKeyPath.defaultFont(named: name), isShared: isShared,
          values: values))
    }
    return plan
  }

  /// `Night`, `HighContrast` or `NightHighContrast` when `keyPath` starts with one of them.
  package static func appearanceRoot(of keyPath: String) -> String? {
    let first = keyPath.split(separator: ".").first.map(String.init)
    return SwiftThemeKeyPath.appearanceRoots.first { $0 == first && keyPath.count > $0.count + 1 }
  }

  /// A note for each theme's font under an appearance root that differs from its light
  /// font (an equal one is what the build writes anyway).
  private static func appearanceNotes(_ keyPaths: [String], _ themes: [SwiftThemeTheme]) -> [String] {
    var notes: [String] = []
    for keyPath in keyPaths {
      let root = appearanceRoot(of: keyPath)!
      let light = String(keyPath.dropFirst(root.count + 1))
      for theme in themes {
        guard let font = theme.fonts[keyPath] else { continue }
        if let day = theme.fonts[light], day.family == font.family, day.size == font.size { continue }
        notes.append(
          "theme '\(theme.name)': font '\(font.text)' at key path '\(keyPath)' is not imported: a "
            + "font is the same in every appearance, and the build writes the font of '\(light)' "
            + "under '\(root).' too")
      }
    }
    return notes
  }
}
