import ThemePackArchive
import ThemePackImaging

/// Where a theme takes its colours from design tokens: `"tokens"` in `theme.json`, either the
/// file (`"tokens.json"`: its root group holds the theme's colours), `{"file":
/// "../tokens.json", "group": "themes.blue"}` (one file for many themes, a group path per
/// theme), or `{"files": {"light": "Light.tokens.json", "dark": "Dark.tokens.json"}, "group":
/// …}` (Figma's native export: one file per mode, the same token paths in each), or
/// `{"folder": "../../tokens", "group": …}` (Tokens Studio's "multiple files" sync). Any of the
/// object forms may name the theme colour's token: `"colorToken": "brand.primary"`.
package struct TokensReference: Sendable, Hashable {
  /// The file as written, relative to the theme folder (`/` separated; `..` may climb to
  /// other folders of the project, never out of it); with `modeFiles`, light's file.
  package var file: String
  /// The group's path inside the file, names joined by `.`; empty for the root group.
  package var group: [String]
  /// The file of each appearance besides light that has its own (`files` in `theme.json`),
  /// written like `file`; empty for one file.
  package var modeFiles: [ThemeAppearance: String]
  /// Whether `file` is a Tokens Studio folder (`$metadata.json`, `$themes.json`, a file per set).
  package var isFolder: Bool
  /// The path of the token that is the theme colour, relative to `group` (`colorToken` in
  /// `theme.json`, names joined by `.`: `["brand", "primary"]`); nil for the token `color`.
  /// That token gives colour `color` and is no extra colour.
  package var colorToken: [String]?
  /// Whether the colour tokens of the group's subgroups are colours too (`nested` in
  /// `theme.json`), each named by its path in the group (`NestedTokenName`).
  package var nested: Bool = false

  package init(
    file: String, group: [String] = [], modeFiles: [ThemeAppearance: String] = [:], isFolder: Bool = false,
    colorToken: [String]? = nil
  ) {
    self.file = file
    self.group = group
    self.modeFiles = modeFiles
    self.isFolder = isFolder
    self.colorToken = colorToken
  }

  /// The group path as written (`themes.blue`), or "the root group".
  package var groupName: String {
    group.isEmpty ? "the root group" : "group '\(group.joined(separator: "."))'"
  }

  /// The key of each appearance in `files`: `light`, `dark`, `highContrast`,
  /// `darkHighContrast` (the keys of a colour's object in `theme.json`).
  package static let fileKeys: [(key: String, appearance: ThemeAppearance)] = [
    ("light", .light), ("dark", .dark), ("highContrast", .lightHighContrast),
    ("darkHighContrast", .darkHighContrast),
  ]
}
