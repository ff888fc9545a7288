import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Figma's native variables export: one plain DTCG file per mode (`tokens.files` in
/// `theme.json`), assembled into one `DesignTokensFile` whose appearances have their own trees.
extension DesignTokensFile {
  /// One mode's file as read: its path, document and tokens.
  package struct ModeFile: Sendable {
    package var appearance: ThemeAppearance
    package var path: String
    package var document: JSONDocument
    package var tokens: DesignTokensFile

    package init(
      appearance: ThemeAppearance, path: String, document: JSONDocument, tokens: DesignTokensFile
    ) {
      self.appearance = appearance
      self.path = path
      self.document = document
      self.tokens = tokens
    }
  }

  /// The extension at a mode file's root naming its mode (`"Dark"`).
  package static let figmaModeNameKey = "com.figma.modeName"

  /// The tokens of `files` (light's among them), or the first problem, with its file:
  /// a file that is a Tokens Studio file, a file whose `com.figma.modeName` names another
  /// appearance, a token of a mode file that light's file lacks or gives another `$type`.
  /// Aliases resolve inside each mode's file, as Figma writes them (an alias to another
  /// collection is written resolved, its target only named in `com.figma.aliasData`).
  package static func modes(_ files: [ModeFile]) -> Result<DesignTokensFile, DesignTokenIndex.Problem> {
    guard let light = files.first(where: { $0.appearance == .light }) else {
      return .failure(.init(pointer: "", token: nil, reason: "no light mode file"))
    }
    var result = DesignTokensFile(
      trees: AppearanceValues(light: nil, dark: nil, lightHighContrast: nil, darkHighContrast: nil),
      documents: [:])
    for file in files {
      if let problem = problem(in: file, light: light) { return .failure(problem) }
      result.trees[file.appearance] = file.tokens.trees.light
      result.documents[file.path] = file.document
    }
    return .success(result)
  }

  private static func problem(in file: ModeFile, light: ModeFile) -> DesignTokenIndex.Problem? {
    let root = file.document.root.objectValue ?? [:]
    guard root["$themes"] == nil, root["$metadata"] == nil else {
      return .init(
        file: file.path, pointer: "", token: nil,
        reason: "a mode file holds one mode's tokens, not Tokens Studio's '$themes' or '$metadata'")
    }
    if let name = root["$extensions"]?[figmaModeNameKey]?.stringValue,
      let named = modeAppearance(name), named != file.appearance
    {
      return .init(
        file: file.path, pointer: JSONDocument.path(JSONDocument.path("", "$extensions"), figmaModeNameKey),
        token: nil,
        reason:
          "the file is mode '\(name)' ('\(figmaModeNameKey)') but 'tokens.files' names it for "
          + "\(file.appearance.description)")
    }
    guard file.appearance != .light, let tree = file.tokens.trees.light,
      let lightTree = light.tokens.trees.light
    else { return nil }
    for path in tree.tokens.keys.sorted() {
      let token = tree.tokens[path]!
      guard let lightToken = lightTree.tokens[path] else {
        return .init(
          file: file.path, pointer: token.pointer, token: path,
          reason:
            "the \(file.appearance.description) mode file has it, the light file '\(light.path)' does not")
      }
      if token.type != lightToken.type {
        return .init(
          file: file.path, pointer: token.pointer, token: path,
          reason:
            "its '$type' is \(quoted(token.type)) in the \(file.appearance.description) mode file and "
            + "\(quoted(lightToken.type)) in the light file '\(light.path)'")
      }
    }
    return nil
  }

  private static func quoted(_ type: String?) -> String {
    type.map { "'\($0)'" } ?? "none"
  }
}
