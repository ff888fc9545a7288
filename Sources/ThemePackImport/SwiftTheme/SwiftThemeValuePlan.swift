import ThemePackProject

/// Which SwiftTheme values that are no colour, image or font each theme keeps in
/// `theme.json` (`values`, and `darkValues` for a `Night.` value that differs), and which
/// cannot be kept (listed in the report, never dropped silently).
///
/// A value under `Night.<key path>` of another value is that value's night value. The
/// other trees ThemePack itself writes are not values of their own: `HighContrast.` and
/// `NightHighContrast.` copies equal to the light or night value, and `CapInsets.` of an
/// image key path (the build writes both again); any other value under a reserved root, a
/// key path no key path can be (`my-key`), or a value JSON cannot say (data, dates) is
/// listed as not imported.
package enum SwiftThemeValuePlan {
  package struct Plan {
    package var perTheme: [String: SwiftThemeValues] = [:]
    package var carried: [ImportReport.KeptValue] = []
    package var notImported: [ImportReport.KeptValue] = []
    /// Why a key path that is no reserved tree's is not kept, once per key path.
    package var notes: [String] = []
  }

  package static func plan(_ themes: [SwiftThemeTheme]) -> Plan {
    var plan = Plan()
    for theme in themes {
      var values = SwiftThemeValues()
      for keyPath in theme.others.keys.sorted() where SwiftThemeKeyPath.problem(keyPath) == nil {
        guard let json = SwiftThemeValues.json(theme.others[keyPath]!) else { continue }
        values.light[keyPath] = json
      }
      for keyPath in theme.others.keys.sorted() {
        let value = theme.others[keyPath]!
        if values.light[keyPath] != nil {
          plan.carried.append(.init(theme: theme.name, keyPath: keyPath, value: value.shown))
        } else if !isOwnCopy(keyPath, value, of: theme, values: &values) {
          plan.notImported.append(.init(theme: theme.name, keyPath: keyPath, value: value.shown))
        }
      }
      if !values.light.isEmpty { plan.perTheme[theme.name] = values }
    }
    let refused = Set(plan.notImported.map(\.keyPath)).sorted()
    for keyPath in refused {
      let root = keyPath.split(separator: ".").first.map(String.init) ?? ""
      guard !SwiftThemeKeyPath.appearanceRoots.contains(root), root != SwiftThemeKeyPath.capInsetsRoot,
        let problem = SwiftThemeKeyPath.problem(keyPath)
      else { continue }
      plan.notes.append("value key path '\(keyPath)' is not kept: \(problem)")
    }
    return plan
  }

  /// Whether `keyPath` under a reserved root is what the build writes again: a night value
  /// (recorded in `values.dark` when it differs), a high-contrast copy, or cap insets.
  private static func isOwnCopy(
    _ keyPath: String, _ value: SwiftThemeValue, of theme: SwiftThemeTheme, values: inout SwiftThemeValues
  ) -> Bool {
    let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return false }
    let (root, rest) = (parts[0], parts[1])
    if root == SwiftThemeKeyPath.capInsetsRoot { return theme.images[rest] != nil }
    guard SwiftThemeKeyPath.appearanceRoots.contains(root) else { return false }
    if rest.hasPrefix(SwiftThemeKeyPath.capInsetsRoot + ".") {
      return theme.images[String(rest.dropFirst(SwiftThemeKeyPath.capInsetsRoot.count + 1))] != nil
    }
    guard let day = values.light[rest], let json = SwiftThemeValues.json(value) else { return false }
    switch root {
    case SwiftThemeKeyPath.nightRoot:
      if json != day { values.dark[rest] = json }
      return true
    case "HighContrast":
      return json == day
    default:
      let night = theme.others[SwiftThemeKeyPath.nightRoot + "." + rest].flatMap(SwiftThemeValues.json) ?? day
      return json == night
    }
  }
}
