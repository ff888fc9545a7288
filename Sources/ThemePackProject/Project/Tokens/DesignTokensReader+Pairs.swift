import ThemePackImaging
import ThemePackSupport

/// The pairs of token colours: `$extensions["com.themepack"]` `on` and `use`.
extension DesignTokensReader {
  /// What the token's colour is drawn on and how it must read there, as in `theme.json`.
  package func pair(of token: DesignTokenIndex.Token) throws(Failure) -> (ColorSurface?, ContrastNeed) {
    guard let own = token.object["$extensions"]?["com.themepack"]?.objectValue else { return (nil, .text) }
    let pointer = JSONDocument.path(JSONDocument.path(token.pointer, "$extensions"), "com.themepack")
    var need = ContrastNeed.text
    if let use = own["use"] {
      switch (use.stringValue, use.numberValue) {
      case ("text"?, _): need = .text
      case ("ui"?, _): need = .ui
      case (nil, let ratio?) where ratio >= 1 && ratio <= 21: need = ContrastNeed(ratio: ratio)
      default:
        throw Failure(
          file: token.file, pointer: JSONDocument.path(pointer, "use"),
          reason: "'use' must be 'text', 'ui' or a ratio from 1 to 21")
      }
    }
    guard let on = own["on"] else {
      if own["use"] != nil {
        throw Failure(
          file: token.file, pointer: pointer, reason: "'use' needs 'on' (what the colour is drawn on)")
      }
      return (nil, need)
    }
    guard let name = on.stringValue else {
      throw Failure(
        file: token.file, pointer: JSONDocument.path(pointer, "on"), reason: "'on' must be a colour's name")
    }
    return (name == "background" ? .background : .color(name), need)
  }

  /// `roles` with every pair on an unknown colour or in a cycle dropped, each with a finding.
  package mutating func checkedPairs(_ roles: [String: ColorRole], in group: DesignTokenColorGroup)
    -> [String:
    ColorRole]
  {
    var roles = roles
    let light = tokens.trees.light!
    for name in roles.keys.sorted() {
      guard case .color(let target) = roles[name]!.surface, target != "color", roles[target] == nil else {
        continue
      }
      reportPair(
        name, in: group, tree: light,
        "'on' names no colour '\(target)': use 'color', 'background' or another colour token of the group")
      roles[name]!.surface = nil
    }
    let cycle = ThemeColorSolver.solvingOrder(Array(roles.values)).cycle
    guard let first = cycle.min() else { return roles }
    let start = cycle.firstIndex(of: first)!
    let loop = Array(cycle[start...] + cycle[..<start]) + [first]
    reportPair(
      first, in: group, tree: light,
      "colours are drawn on each other in a cycle: " + loop.map { "'\($0)'" }.joined(separator: " on "))
    for name in cycle { roles[name]!.surface = nil }
    return roles
  }

  private mutating func reportPair(
    _ name: String, in group: DesignTokenColorGroup, tree: DesignTokenIndex, _ reason: String
  ) {
    let path = group.tokenPath(ofColor: name)
    let token = tree.tokens[path]
    report(
      at: token?.pointer ?? "", in: token?.file ?? "",
      InvalidTokensRule.message(token: path, theme: theme, reason))
  }
}
