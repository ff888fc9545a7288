import ThemePackArchive
import ThemePackProject
import ThemePackSupport

/// What a Tokens Studio source holds that no appearance reads, for the init report: themes in
/// `$themes` whose name is no mode (`wireframe`, a brand), and token sets no mode's theme
/// selects (a semantic alias set kept in another theme group). Nothing is left out silently.
package enum TokensStudioLeftOut {
  /// The report's notes for the Tokens Studio file or folder whose parsed files are `documents`.
  package static func notes(_ documents: [String: JSONDocument]) -> [String] {
    guard let (themes, order) = parts(documents) else { return [] }
    let modes = themes.filter { ($0["name"]?.stringValue).flatMap(DesignTokensFile.modeAppearance) != nil }
    let companions = companionThemes(of: modes, among: themes)
    var notes: [String] = []
    if !companions.isEmpty {
      notes.append(
        "Tokens Studio theme groups: each mode is read with the first option of every other group: "
          + listed(companions.map { "'\($0.name)' (\($0.group))" }, quoted: false))
    }
    let read = Set(companions.map(\.name))
    var other: [String] = []
    var options: [String] = []
    for theme in themes {
      guard let name = theme["name"]?.stringValue, !read.contains(name),
        DesignTokensFile.modeAppearance(name) == nil, !other.contains(name)
      else { continue }
      if !companions.isEmpty, let group = theme["group"]?.stringValue {
        options.append("'\(name)' (\(group))")
      } else {
        other.append(name)
      }
    }
    if !options.isEmpty {
      notes.append("the other options of those groups are not read: \(listed(options, quoted: false))")
    }
    if !other.isEmpty {
      notes.append(
        "Tokens Studio themes \(listed(other)) name no appearance (light, dark, high contrast): not read; "
          + "a theme named like a mode gives that mode its tokens")
    }
    var selected: Set<String> = []
    for theme in modes {
      let own = theme["selectedTokenSets"]?.objectValue ?? [:]
      let all = own.merging(
        DesignTokensFile.companionSets(of: .object(theme), among: themes.map(JSONValue.object))
      ) { first, _ in first }
      for (set, state) in all where ["source", "enabled"].contains(state.stringValue) { selected.insert(set) }
    }
    let unselected = themes.isEmpty ? [] : order.filter { !selected.contains($0) }
    if !unselected.isEmpty {
      notes.append("token sets no mode's theme selects, not read: \(listed(unselected))")
    }
    return notes
  }

  /// The themes read with the modes: the first of each theme group other than the modes'
  /// (`DesignTokensFile.companionSets`), with their group.
  private static func companionThemes(of modes: [[String: JSONValue]], among themes: [[String: JSONValue]])
    -> [(name: String, group: String)]
  {
    guard let modeGroup = modes.first?["group"]?.stringValue else { return [] }
    var seen: Set<String> = [modeGroup]
    return themes.compactMap { theme in
      guard let group = theme["group"]?.stringValue, let name = theme["name"]?.stringValue,
        seen.insert(group).inserted
      else { return nil }
      return (name, group)
    }
  }

  /// `$themes` and `$metadata.tokenSetOrder`, from one file or a folder's files; nil when the
  /// documents are no Tokens Studio source.
  private static func parts(_ documents: [String: JSONDocument]) -> ([[String: JSONValue]], [String])? {
    var themes: JSONValue?
    var metadata: JSONValue?
    for (file, document) in documents {
      if file.hasSuffix("/$themes.json") { themes = document.root }
      if file.hasSuffix("/$metadata.json") { metadata = document.root }
      if let root = document.root.objectValue, root["$themes"] != nil || root["$metadata"] != nil {
        themes = themes ?? root["$themes"]
        metadata = metadata ?? root["$metadata"]
      }
    }
    guard themes != nil || metadata != nil else { return nil }
    let list = themes?.arrayValue?.compactMap(\.objectValue) ?? []
    let order = metadata?["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) ?? []
    return (list, order)
  }

  /// Up to 8 names, quoted, then how many more.
  private static func listed(_ names: [String], quoted: Bool = true) -> String {
    names.prefix(8).map { quoted ? "'\($0)'" : $0 }.joined(separator: ", ")
      + (names.count > 8 ? " and \(names.count - 8) more" : "")
  }
}
