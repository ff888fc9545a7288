/// Which SwiftTheme colour key path is each theme's colour.
///
/// `--color-key` when given (it must be a colour in every theme). Otherwise, among the key
/// paths that are a colour in every theme: the first named like a theme colour
/// (`themeColor`, `barTintColor`, `tintColor`, `accentColor`, `mainColor`, `primaryColor`,
/// letter case ignored, compared with the last part) whose value differs in every theme (two
/// themes of one colour cannot be told apart: the lint refuses them), else the one whose value differs
/// between the most themes (a brand colour changes with the theme; text and background
/// colours mostly do not), ties broken by key path. None when no key path is a colour in
/// every theme: the planner then takes the colour from the images.
package enum SwiftThemeMainColor {
  package static let names = [
    "themecolor", "bartintcolor", "tintcolor", "accentcolor", "maincolor", "primarycolor",
  ]

  package static func choose(_ themes: [SwiftThemeTheme], key: String?) throws(ImportError) -> (
    keyPath: String?, note: String
  ) {
    if let key {
      if let theme = themes.first(where: { $0.colors[key] == nil }) {
        throw ImportError(
          file: theme.file, reason: "--color-key '\(key)' is not a colour in theme '\(theme.name)'")
      }
      return (key, "theme colour: key path '\(key)' (--color-key)")
    }
    let shared = themes.dropFirst().reduce(Set(themes.first?.colors.keys.map { $0 } ?? [])) {
      $0.intersection($1.colors.keys)
    }.sorted()
    let distinct = { (keyPath: String) in
      Set(themes.map { $0.colors[keyPath]!.hexString }).count == themes.count
    }
    for name in names {
      if let keyPath = shared.first(where: { SwiftThemeNames.short($0).lowercased() == name && distinct($0) })
      {
        return (
          keyPath,
          "theme colour: key path '\(keyPath)' (named like a theme colour; --color-key picks another)"
        )
      }
    }
    let ranked = shared.map { keyPath in
      (keyPath, Set(themes.map { $0.colors[keyPath]!.hexString }).count)
    }
    guard let best = ranked.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }) else {
      return (nil, "theme colour: no key path is a colour in every theme, so it comes from the images")
    }
    return (
      best.0,
      "theme colour: key path '\(best.0)' (its value differs in \(best.1) of \(themes.count) themes, "
        + "the most of any colour; --color-key picks another)"
    )
  }
}
