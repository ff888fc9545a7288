/// Where one value of a theme colour comes from in a design tokens file: the file, the
/// token's dotted path and the position of the value to edit, so that a finding about the
/// colour (a contrast failure, a duplicate) sends the user to the token, not to `theme.json`.
///
/// For a value the file gives (`$value`, a mode's tree, a per-token mode) the position is that
/// value's; for one the build derives (no mode gives it) it is the token's light `$value`.
package struct TokenValuePlace: Sendable, Hashable {
  /// The tokens file as the project reads it (joined to the assets path).
  package var file: String
  /// The token's dotted path in the file (`themes.blue.onColor`).
  package var token: String
  /// The 1-based line of the value, when known.
  package var line: Int?
  /// The 1-based column of the value, when known.
  package var column: Int?

  package init(file: String, token: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.token = token
    self.line = line
    self.column = column
  }
}
