import ThemePackArchive
import ThemePackImaging

/// Where each value of a token colour is given, for findings about the colour.
extension DesignTokensReader {
  /// The source of the colour `path` in every appearance: the value that gives it (a mode's
  /// tree, a per-token mode, else `$value`), or for a value the build derives, the token's
  /// light `$value` (where a designer adds the mode).
  package func sources(of path: String, given: [ThemeAppearance: ThemeRGBA]) throws(Failure)
    -> [ThemeAppearance: TokenValuePlace]
  {
    let lightToken = tokens.trees.light!.tokens[path]!
    var sources: [ThemeAppearance: TokenValuePlace] = [:]
    for appearance in ThemeAppearance.allCases {
      var token = lightToken
      var pointer = lightToken.valuePointer
      if appearance == .light || given[appearance] != nil {
        token = (tokens.trees[appearance] ?? tokens.trees.light!).tokens[path] ?? lightToken
        pointer = token.valuePointer
        if appearance != .light, let mode = try modeValue(of: token, in: appearance) {
          pointer = mode.pointer
        }
      }
      let position = tokens.documents[token.file]?.position(of: pointer)
      sources[appearance] = TokenValuePlace(
        file: token.file, token: path, line: position?.line, column: position?.column)
    }
    return sources
  }
}
