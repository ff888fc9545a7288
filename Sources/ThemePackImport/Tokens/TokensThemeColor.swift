import ThemePackProject

/// Chooses the token that is a theme's colour in its group, for `themepack init` from design
/// tokens: the token `--color-key` names (a path relative to the group, names joined by `.`),
/// else a colour token of the group, at any depth, whose last name is (ignoring letter case)
/// `color` or `themeColor` (as ThemePack and simple files name it), nearest the group first,
/// else the strongest whose path says accent, brand or tint, then primary or theme, and
/// nothing of a surface, text or line (`ThemeColorName`: `background.primary` is a page, not
/// the brand).
package enum TokensThemeColor {
  /// The names a theme colour's token is known by before the words of its path are weighed.
  package static let names = ["color", "themeColor"]

  /// The theme colour's token path relative to `group`, or nil when `key` names no colour
  /// token there (`problem` says why) or, without `key`, no colour token has one of `names`.
  package static func choose(in tree: DesignTokenIndex, group: [String], key: String?) -> [String]? {
    if let key {
      let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      return tree.tokens[(group + parts).joined(separator: ".")]?.type == "color" ? parts : nil
    }
    let candidates = colorTokens(in: tree, group: group).sorted {
      $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
    }
    for name in names {
      if let found = candidates.first(where: { $0.last?.lowercased() == name.lowercased() }) { return found }
    }
    return ThemeColorName.candidates(candidates).first
  }

  /// The colour tokens of `group` at any depth, as paths relative to it, sorted.
  package static func colorTokens(in tree: DesignTokenIndex, group: [String]) -> [[String]] {
    let prefix = group.isEmpty ? "" : group.joined(separator: ".") + "."
    return tree.tokens.filter { $0.key.hasPrefix(prefix) && $0.value.type == "color" }.keys.sorted().map {
      $0.dropFirst(prefix.count).split(separator: ".").map(String.init)
    }
  }

  /// Why no theme colour was found in `group` (of theme `theme`), in one line naming
  /// `--color-key` and the colour tokens there (the first 12).
  package static func problem(in tree: DesignTokenIndex, group: [String], theme: String, key: String?)
    -> String
  {
    let place = "\(DesignTokenIndex.describe(group)) (theme '\(theme)')"
    let tokens = colorTokens(in: tree, group: group).map { $0.joined(separator: ".") }
    var listed = tokens.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
    if tokens.count > 12 { listed += " and \(tokens.count - 12) more" }
    let choices = tokens.isEmpty ? "it holds no colour tokens" : "its colour tokens: \(listed)"
    guard let key else {
      return "no theme colour in \(place): no colour token named "
        + names.map { "'\($0)'" }.joined(separator: " or ")
        + " or saying accent, brand, tint, primary or theme (and no surface or text); name its token with "
        + "--color-key <path in the group> (\(choices))"
    }
    let path = (group + key.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
      .joined(separator: ".")
    let what =
      tree.tokens[path].map { "is a '\($0.type ?? "untyped")' token, not a colour" }
      ?? (tree.groups[path] != nil ? "is a group, not a token" : "names no token")
    return "--color-key '\(key)' (token '\(path)') \(what) in \(place) (\(choices))"
  }
}
