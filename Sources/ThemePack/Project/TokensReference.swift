/// Where a theme takes its colours from a design tokens file: `"tokens"` in `theme.json`,
/// either the file (`"tokens.json"`: its root group holds the theme's colours) or
/// `{"file": "../tokens.json", "group": "themes.blue"}` (one file for many themes, a group
/// path per theme).
public struct TokensReference: Sendable, Hashable {
  /// The file as written, relative to the theme folder (`/` separated; `..` may climb to
  /// other folders of the project, never out of it).
  public var file: String
  /// The group's path inside the file, names joined by `.`; empty for the root group.
  public var group: [String]

  public init(file: String, group: [String] = []) {
    self.file = file
    self.group = group
  }

  /// The group path as written (`themes.blue`), or "the root group".
  public var groupName: String {
    group.isEmpty ? "the root group" : "group '\(group.joined(separator: "."))'"
  }
}
