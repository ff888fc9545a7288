import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// The token trees of one design tokens file, one per appearance the file gives, its tokens
/// in DTCG's form or Tokens Studio's legacy one (`DesignTokenFormatCensus`, one form a file).
///
/// - A plain DTCG file is one tree for every appearance; modes, if any, are per token
///   (`DesignTokensReader`).
/// - A Tokens Studio file (a root with `$themes` or `$metadata`) holds token sets as its root
///   groups and themes in `$themes`, each naming its sets (`"selectedTokenSets": {"core":
///   "source", "dark": "enabled"}`). A theme whose name is a mode (`modeAppearance`) gives
///   that appearance its tree: its `source` and `enabled` sets merged in
///   `$metadata.tokenSetOrder` (else file) order, a later set's token replacing an earlier
///   one's. With no themes at all, every set merged is the one tree.
package struct DesignTokensFile: Sendable {
  /// The tree each appearance resolves in: light always; the others only when the file
  /// has a mode of their own (a Tokens Studio theme), else nil (they use light's tree).
  package var trees: AppearanceValues<DesignTokenIndex?>
  /// Every file the trees were read from, by path (for the positions of findings).
  package var documents: [String: JSONDocument]

  /// What a mode's name means: letters and digits only, lower case, are `light`,
  /// `lightmode`, `default`; `dark`, `darkmode`; `highcontrast`, `lighthighcontrast`,
  /// `highcontrastlight`, `lighthc`; `darkhighcontrast`, `highcontrastdark`, `darkhc`.
  /// Any other name (`Brand A`, `Mobile`) is not an appearance and is ignored.
  package static func modeAppearance(_ name: String) -> ThemeAppearance? {
    let key = name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    switch key {
    case "light", "lightmode", "default": return .light
    case "dark", "darkmode": return .dark
    case "highcontrast", "lighthighcontrast", "highcontrastlight", "lighthc": return .lightHighContrast
    case "darkhighcontrast", "highcontrastdark", "darkhc": return .darkHighContrast
    default: return nil
    }
  }

  /// The trees of `document` (the file at `file`), or the first problem found.
  package static func read(_ document: JSONDocument, file: String) -> Result<
    DesignTokensFile, DesignTokenIndex.Problem
  > {
    guard case .object(let root) = document.root else {
      return .failure(
        .init(pointer: "", token: nil, reason: "the file is \(document.root.typeName), not an object"))
    }
    do throws(DesignTokenIndex.Problem) {
      guard root["$themes"] != nil || root["$metadata"] != nil else {
        var tree = DesignTokenIndex()
        try tree.add(root, at: "", file: file, format: try DesignTokenFormatCensus.format(ofFile: document))
        try tree.resolveExtensions()
        return .success(
          DesignTokensFile(
            trees: AppearanceValues { $0 == .light ? tree : nil }, documents: [file: document]))
      }
      return .success(try tokensStudio(root, document: document, file: file))
    } catch {
      return .failure(error)
    }
  }

  private static func tokensStudio(_ root: [String: JSONValue], document: JSONDocument, file: String)
    throws(DesignTokenIndex.Problem) -> DesignTokensFile
  {
    let order = try setOrder(root, document: document)
    let sets = root.filter { !$0.key.hasPrefix("$") }
    var places: [String: DesignTokenIndex.Place] = [:]
    var census = DesignTokenFormatCensus()
    for (set, value) in sets {
      places[set] = .init(file: file, pointer: JSONDocument.path("", set))
      if let group = value.objectValue { census.count(group, at: JSONDocument.path("", set)) }
    }
    let format = try census.format(of: document)
    let layout = StudioLayout(
      sets: places, themes: .init(file: file, pointer: "/$themes"), missingSet: "the file does not have",
      formats: sets.mapValues { _ in format })
    let trees = try studioTrees(sets, themes: root["$themes"], order: order, layout: layout)
    return DesignTokensFile(trees: trees, documents: [file: document])
  }

  /// Where the parts of a Tokens Studio export are: in one file, or in a synced folder.
  package struct StudioLayout: Sendable {
    /// Each token set's file and JSON Pointer.
    package var sets: [String: DesignTokenIndex.Place]
    /// Where `$themes` is.
    package var themes: DesignTokenIndex.Place
    /// How messages say a set is missing, after "which": "the file does not have".
    package var missingSet: String
    /// The form each set's file writes its tokens in (`DesignTokenFormatCensus`).
    package var formats: [String: DesignTokenFormat] = [:]
  }

  /// The tree of each mode a theme of `themes` gives (or, with no themes, every set merged
  /// as light's), from the token sets `sets` merged in `order`.
  package static func studioTrees(
    _ sets: [String: JSONValue], themes value: JSONValue?, order: [String], layout: StudioLayout
  ) throws(DesignTokenIndex.Problem) -> AppearanceValues<DesignTokenIndex?> {
    let place = layout.themes
    var themes: [JSONValue] = []
    if let value {
      guard let list = value.arrayValue else {
        throw .init(
          file: place.file, pointer: place.pointer, token: nil, reason: "'$themes' must be an array of themes"
        )
      }
      themes = list
    }
    if themes.isEmpty {
      let tree = try merged(order, sets, layout: layout)
      return AppearanceValues { $0 == .light ? tree : nil }
    }
    var trees = AppearanceValues<DesignTokenIndex?>(
      light: nil, dark: nil, lightHighContrast: nil, darkHighContrast: nil)
    var names: [String] = []
    for (index, theme) in themes.enumerated() {
      let pointer = place.pointer + "/\(index)"
      guard let name = theme["name"]?.stringValue, let own = theme["selectedTokenSets"]?.objectValue
      else {
        throw .init(
          file: place.file, pointer: pointer, token: nil,
          reason: "a theme in '$themes' needs 'name' and 'selectedTokenSets'")
      }
      names.append(name)
      guard let appearance = modeAppearance(name), trees[appearance] == nil else { continue }
      let selected = own.merging(companionSets(of: theme, among: themes)) { mine, other in
        mine.stringValue == "enabled" ? mine : other
      }
      for set in selected.keys.sorted() where sets[set] == nil {
        throw .init(
          file: place.file, pointer: JSONDocument.path(pointer + "/selectedTokenSets", set), token: nil,
          reason: "theme '\(name)' selects token set '\(set)', which \(layout.missingSet)")
      }
      let chosen = order.filter { ["source", "enabled"].contains(selected[$0]?.stringValue) }
      var tree = try merged(chosen, sets, layout: layout)
      let sources = chosen.filter { selected[$0]?.stringValue == "source" }.compactMap { layout.sets[$0] }
      tree.referenceOnly = Set(tree.tokens.filter { _, token in sources.contains { $0.holds(token) } }.keys)
      trees[appearance] = tree
    }
    guard trees.light != nil else {
      throw .init(
        file: place.file, pointer: place.pointer, token: nil,
        reason:
          "no theme in '$themes' is the light mode (themes: \(names.map { "'\($0)'" }.joined(separator: ", "))); "
          + "name one 'Light'")
    }
    return trees
  }

  /// The sets a mode's theme is read with when `$themes` has theme groups (Tokens Studio's
  /// `group`: `Brand`, `Theme`, `Device`…): one option of every other group is active with it,
  /// and Tokens Studio resolves them together (a light set aliases a brand's palette). The
  /// first option of each other group is taken, in `$themes` order; themes without a group
  /// add nothing. `TokensStudioLeftOut` names the options not read.
  package static func companionSets(of mode: JSONValue, among themes: [JSONValue]) -> [String: JSONValue] {
    guard let group = mode["group"]?.stringValue else { return [:] }
    var seen: Set<String> = [group]
    var result: [String: JSONValue] = [:]
    for theme in themes {
      guard let other = theme["group"]?.stringValue, seen.insert(other).inserted,
        let selected = theme["selectedTokenSets"]?.objectValue
      else { continue }
      result.merge(selected) { own, new in own.stringValue == "enabled" ? own : new }
    }
    return result
  }

  /// The token sets in order: `$metadata.tokenSetOrder`, then any other set in file order.
  private static func setOrder(_ root: [String: JSONValue], document: JSONDocument) throws(DesignTokenIndex
    .Problem)
    -> [String]
  {
    let sets = root.keys.filter { !$0.hasPrefix("$") }.sorted { first, second in
      let a = document.positions[JSONDocument.path("", first)] ?? .init(line: 0, column: 0)
      let b = document.positions[JSONDocument.path("", second)] ?? .init(line: 0, column: 0)
      return (a.line, a.column) < (b.line, b.column)
    }
    guard let listed = root["$metadata"]?["tokenSetOrder"] else { return sets }
    guard let names = listed.arrayValue?.compactMap(\.stringValue), names.count == listed.arrayValue?.count
    else {
      throw .init(
        pointer: "/$metadata/tokenSetOrder", token: nil,
        reason: "'tokenSetOrder' must be an array of set names")
    }
    let known = names.filter { sets.contains($0) }
    return known + sets.filter { !known.contains($0) }
  }

  private static func merged(_ order: [String], _ sets: [String: JSONValue], layout: StudioLayout)
    throws(DesignTokenIndex.Problem) -> DesignTokenIndex
  {
    var tree = DesignTokenIndex()
    for set in order {
      let place = layout.sets[set] ?? .init(file: layout.themes.file, pointer: "")
      guard let group = sets[set]?.objectValue else {
        throw .init(
          file: place.file, pointer: place.pointer, token: nil, reason: "token set '\(set)' is not an object")
      }
      try tree.add(group, at: place.pointer, file: place.file, format: layout.formats[set] ?? .dtcg)
    }
    try tree.resolveExtensions()
    return tree
  }
}
