import ThemePackProject
import ThemePackSupport

/// What a Tokens Studio source holds that no appearance reads, for the init report: themes in
/// `$themes` whose name is no mode (`wireframe`, a brand), and token sets no mode's theme
/// selects (a semantic alias set kept in another theme group). Nothing is left out silently.
package enum TokensStudioLeftOut {
  /// The report's notes for the Tokens Studio file or folder whose parsed files are `documents`.
  package static func notes(_ documents: [String: JSONDocument]) -> [String] {
    guard let (themes, order) = parts(documents) else { return [] }
    var notes: [String] = []
    var selected: Set<String> = []
    var other: [String] = []
    for theme in themes {
      guard let name = theme["name"]?.stringValue else { continue }
      guard DesignTokensFile.modeAppearance(name) != nil else {
        if !other.contains(name) { other.append(name) }
        continue
      }
      for (set, state) in theme["selectedTokenSets"]?.objectValue ?? [:]
      where ["source", "enabled"].contains(state.stringValue) {
        selected.insert(set)
      }
    }
    if !other.isEmpty {
      notes.append(
        "Tokens Studio themes \(listed(other)) name no appearance (light, dark, high contrast): not read; "
          + "a theme named like a mode gives that mode its tokens")
    }
    let unselected = themes.isEmpty ? [] : order.filter { !selected.contains($0) }
    if !unselected.isEmpty {
      notes.append("token sets no mode's theme selects, not read: \(listed(unselected))")
    }
    return notes
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
  private static func listed(_ names: [String]) -> String {
    names.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
      + (names.count > 8 ? " and \(names.count - 8) more" : "")
  }
}
