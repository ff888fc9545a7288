/// Which of a source's colour names (a colour set's, a token's path) is the theme colour, by
/// the words of the name: a name that says accent, brand or tint comes first, then one that
/// says primary or theme; a name that also says it is a surface, text or line drawn beside
/// the brand (`background.primary`, `textOnAccent`, `primaryBorder`) is never one, whatever
/// else it says: lint would then check it as the colour of buttons and bars.
package enum ThemeColorName {
  /// The words that make a name a candidate, by weight (earlier is stronger).
  package static let brandWords: [[String]] = [
    ["accent", "brand", "tint"], ["primary", "theme", "key", "main"],
  ]
  /// The words that rule a name out.
  package static let surfaceWords: Set<String> = [
    "background", "backgrounds", "bg", "surface", "surfaces", "canvas", "page", "text", "label", "content",
    "foreground", "fg", "on", "border", "borders", "outline", "separator", "divider", "stroke", "shadow",
    "overlay", "scrim", "fill", "disabled", "placeholder", "icon", "icons", "link",
  ]

  /// The rank of `name` (0 strongest), or nil when it is no candidate.
  package static func rank(_ name: [String]) -> Int? {
    let words = name.flatMap(Self.words)
    guard !words.contains(where: surfaceWords.contains) else { return nil }
    return brandWords.firstIndex { group in words.contains(where: group.contains) }
  }

  /// Words of an interaction state: a token for a pressed or hovered control is not the
  /// brand's resting colour, so it comes after those without one.
  package static let stateWords: Set<String> = [
    "hover", "hovered", "pressed", "active", "focus", "focused", "selected", "visited",
  ]

  /// The candidates among `names` (each a path of names), strongest first; ties: a resting
  /// colour before a state's (`base.hover`), a named token before a palette step (`accent.9`),
  /// then fewer names, then shorter, then by text.
  /// Of a palette's steps, the middle one comes first (`accent.9` of `accent.1`…`accent.16`,
  /// `blue.500` of `blue.50`…`blue.900`): its first step is the palette's lightest tint.
  package static func candidates(_ names: [[String]]) -> [[String]] {
    let ranked = names.compactMap { name in rank(name).map { (name, $0) } }.sorted { first, second in
      if first.1 != second.1 { return first.1 < second.1 }
      let (stateA, stateB) = (isState(first.0), isState(second.0))
      if stateA != stateB { return !stateA }
      let (stepA, stepB) = (isStep(first.0), isStep(second.0))
      if stepA != stepB { return !stepA }
      if first.0.count != second.0.count { return first.0.count < second.0.count }
      let (a, b) = (first.0.joined(separator: "."), second.0.joined(separator: "."))
      return a.count != b.count ? a.count < b.count : a < b
    }.map(\.0)
    guard let best = ranked.first, isStep(best) else { return ranked }
    let steps = ranked.filter { isStep($0) && $0.dropLast() == best.dropLast() }.sorted {
      Int($0.last!)! < Int($1.last!)!
    }
    let middle = steps[(steps.count - 1) / 2]
    return [middle] + ranked.filter { $0 != middle }
  }

  /// Whether `name` says an interaction state.
  private static func isState(_ name: [String]) -> Bool {
    name.flatMap(words).contains(where: stateWords.contains)
  }

  /// Whether `name`'s last name is a number: a step of a palette.
  private static func isStep(_ name: [String]) -> Bool {
    name.last.map { !$0.isEmpty && Int($0) != nil } ?? false
  }

  /// The lower-case words of one name: split at anything not a letter or digit and where a
  /// lower-case letter or digit meets an upper-case one (`textOnAccent` → text, on, accent).
  package static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower, !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }
}
