import ThemePackProject

/// Finds the themes of a design tokens file for `themepack init`: each a group whose colour
/// tokens directly in it become the theme's colours (the build reads those, and no deeper).
///
/// - *Sibling groups*: when a group (the root, or any other) has two or more child groups
///   holding colour tokens, they all hold colour tokens of the same names (`themes.blue` and
///   `themes.red`, each with `primary` and `onPrimary`) and each has its theme colour
///   (`TokensThemeColor`), each of them is a theme, named after it. The group nearest the root
///   with such children wins (ties: the first by path). A palette (`blue.100`, `red.100` …)
///   has no theme colour and is no theme.
/// - Otherwise *one theme*, named after the source, from the deepest group that holds every
///   colour token of the file (usually the root), its subgroups' tokens included (`nested`:
///   a Figma variables export's `surface.background` becomes `surfaceBackground`), so no
///   colour of the source is left out.
///
/// A theme whose group has colour tokens in subgroups reads them too (`Theme.nested`). A
/// colour token is one whose `$type` (own or inherited) is `color`, in the light tree.
package struct TokensThemeFinder {
  /// One theme: its name and its group's path (empty for the root).
  package struct Theme: Sendable, Equatable {
    package var name: String
    package var group: [String]
    /// Whether its subgroups hold colour tokens, which it reads too (`nested` in `theme.json`).
    package var nested = false
  }

  /// The themes, sorted by name.
  package var themes: [Theme]
  /// How they were found, for the report.
  package var reason: String
  /// Whether the one theme is a tokens file ThemePack wrote, read as the build reads it
  /// (`DesignTokensReader.ownColorGroup`), with no colour token chosen.
  package var isThemePackLayout = false

  /// The names of the colour tokens (not a Tokens Studio `source` set's) directly in each group
  /// of `tree` that holds any, by the group's path (`""` for the root).
  package static func colorGroups(_ tree: DesignTokenIndex) -> [String: Set<String>] {
    var groups: [String: Set<String>] = [:]
    for (path, token) in tree.tokens where token.type == "color" && !tree.referenceOnly.contains(path) {
      let parts = path.split(separator: ".").map(String.init)
      groups[parts.dropLast().joined(separator: "."), default: []].insert(parts.last ?? path)
    }
    return groups
  }

  /// The themes of `tree` (`key`: `--color-key`), one named `sourceName` when no sibling
  /// groups are themes; nil when the tree holds no colour token.
  package static func find(in tree: DesignTokenIndex, sourceName: String, key: String?) -> TokensThemeFinder?
  {
    let groups = colorGroups(tree)
    guard !groups.isEmpty else { return nil }
    let themed = { (path: String) in
      TokensThemeColor.choose(in: tree, group: Self.parts(path), key: key) != nil
    }
    if let siblings = siblingThemes(groups, themed: themed) {
      var taken: Set<String> = []
      let themes = siblings.groups.map { path in
        let last = path.split(separator: ".").last.map(String.init) ?? path
        let name = SourceName.unique(SourceName.valid(last, fallback: "theme"), among: taken)
        taken.insert(name.lowercased())
        return Theme(name: name, group: parts(path), nested: hasSubgroupColors(groups, under: path))
      }
      let names = siblings.groups.map { "'\($0)'" }.joined(separator: ", ")
      return TokensThemeFinder(
        themes: themes.sorted { $0.name < $1.name },
        reason:
          "the groups \(names) of \(DesignTokenIndex.describe(siblings.parent)) hold colour tokens of the "
          + "same names: each is a theme")
    }
    let group = commonGroup(groups.keys)
    let nested = hasSubgroupColors(groups, under: group)
    let reason =
      "no sibling groups hold colour tokens of the same names and a theme colour each: one theme "
      + "named after the source, from \(DesignTokenIndex.describe(parts(group))), the group holding every "
      + "colour token"
      + (nested
        ? " (those of its subgroups named by their paths: 'surface.background' is "
          + "'surfaceBackground')" : "")
    return TokensThemeFinder(
      themes: [
        Theme(name: SourceName.valid(sourceName, fallback: "theme"), group: parts(group), nested: nested)
      ],
      reason: reason)
  }

  /// The deepest group path every one of `paths` is in or under (`""`: the root).
  private static func commonGroup(_ paths: Dictionary<String, Set<String>>.Keys) -> String {
    let split = paths.map(parts)
    guard var common = split.first else { return "" }
    for path in split.dropFirst() {
      common = Array(zip(common, path).prefix { $0.0 == $0.1 }.map(\.0))
    }
    return common.joined(separator: ".")
  }

  /// Whether a group below `path` holds colour tokens.
  private static func hasSubgroupColors(_ groups: [String: Set<String>], under path: String) -> Bool {
    groups.keys.contains { path.isEmpty ? !$0.isEmpty : $0.hasPrefix(path + ".") }
  }

  /// The names of the group at the dotted `path` (none for the root).
  private static func parts(_ path: String) -> [String] {
    path.isEmpty ? [] : path.split(separator: ".").map(String.init)
  }

  /// Whether the group `first` is nearer the root than `second` (same depth: first by path).
  private static func nearerRoot(_ first: String, _ second: String) -> Bool {
    depth(first) != depth(second) ? depth(first) < depth(second) : first < second
  }

  /// The sibling theme groups nearest the root (ties: first parent by path), with their parent.
  private static func siblingThemes(_ groups: [String: Set<String>], themed: (String) -> Bool) -> (
    parent: [String], groups: [String]
  )? {
    var children: [String: [String]] = [:]
    for path in groups.keys where !path.isEmpty {
      let parts = path.split(separator: ".")
      children[parts.dropLast().joined(separator: "."), default: []].append(path)
    }
    let parents = children.filter { _, paths in
      paths.count >= 2 && Set(paths.map { groups[$0] ?? [] }).count == 1 && paths.allSatisfy(themed)
    }.keys.sorted(by: nearerRoot)
    guard let parent = parents.first else { return nil }
    return (parts(parent), (children[parent] ?? []).sorted())
  }

  private static func depth(_ path: String) -> Int {
    path.isEmpty ? 0 : path.split(separator: ".").count
  }
}
