import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// The config's `navigationBar.glass` recovered from runtime manifests: for each field the
/// colour name (`"color"` or an extra colour every theme has) that gives every theme's value,
/// the glass tint's opacity from its alpha, and no `titleColor` where the title is the one the
/// build derives. Nil, with a note, when no such form reproduces every theme.
package enum RuntimeGlassBar {
  package static func recover(_ themes: [RuntimeTheme], notes: inout [String]) -> JSONValue? {
    let glasses = themes.compactMap { $0.manifest.navigationBar?.glass }
    guard !glasses.isEmpty else { return nil }
    guard glasses.count == themes.count else {
      notes.append("only some themes have a glass navigation bar: it is left out")
      return nil
    }
    let common = themes.map { Set($0.manifest.extraColors.keys) }.reduce(
      Set(themes[0].manifest.extraColors.keys)
    ) {
      $0.intersection($1)
    }
    let names = [ThemeColors.themeColorName] + common.sorted()
    let values = themes.map { theme in
      var byName = [ThemeColors.themeColorName: theme.manifest.color]
      for name in common { byName[name] = theme.manifest.extraColors[name]! }
      return byName
    }
    let backgrounds = GlassBarColors.systemBackgrounds(dark: DarkSettings.default.background)
    func reproduces(_ spec: GlassBarSpec) -> Bool {
      zip(values, glasses).allSatisfy { values, glass in
        GlassBarColors(spec, values: values, backgrounds: backgrounds).map(RuntimeManifest.Glass.init)
          == glass
      }
    }
    // The opacity from the first theme's alpha, the shortest decimal first (0.35 gives alpha
    // 89, which reads back as 0.349).
    let opacities = names.map { name -> [Double] in
      let alpha = Double(values[0][name]!.light.alpha)
      let ratio = alpha == 0 ? 1 : Double(glasses[0].glassTint.light.alpha) / alpha
      return [100.0, 1000.0].map { ((ratio * $0).rounded() / $0) }
    }
    let titles: [String?] = [nil] + names.map { $0 }
    for title in titles {
      for tint in names {
        for (glassTint, tries) in zip(names, opacities) {
          for opacity in tries {
            let spec = GlassBarSpec(
              titleColor: title, tint: tint, glassTint: glassTint, glassTintOpacity: opacity)
            if reproduces(spec) { return json(spec) }
          }
        }
      }
    }
    notes.append("the glass navigation bar's colours are no colours of the themes: it is left out")
    return nil
  }

  /// The config value of `spec`: `true` for the defaults, else the fields that differ.
  package static func json(_ spec: GlassBarSpec) -> JSONValue {
    guard spec != GlassBarSpec() else { return .bool(true) }
    var members: [String: JSONValue] = [:]
    if let title = spec.titleColor { members["titleColor"] = .string(title) }
    if spec.tint != GlassBarSpec.defaultColor { members["tint"] = .string(spec.tint) }
    if spec.glassTint != GlassBarSpec.defaultColor { members["glassTint"] = .string(spec.glassTint) }
    if spec.glassTintOpacity != GlassBarSpec.defaultGlassTintOpacity {
      members["glassTintOpacity"] = .number(spec.glassTintOpacity)
    }
    return .object(members)
  }

}
