import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// A theme's colours and fonts from its design tokens file (`"tokens"` in `theme.json`).
extension ProjectLoader {
  /// The largest tokens file read (a design system's export is well under a megabyte).
  package static let maxTokensFileBytes = 16 << 20

  /// A tokens file as read once for every theme that names it.
  package enum TokensFileLoad {
    case loaded(JSONDocument, DesignTokensFile)
    /// Refused; the findings went with the first theme that named it.
    case refused
  }

  /// Fills the colours and token fonts of `settings` from the tokens file (or mode files) it names (read
  /// through the project's reader, so inside the project; each file parsed once), or leaves
  /// them nil after findings.
  package static func readTokens(
    into settings: inout ThemeSettings, theme: String, themePath: String, assetsPath: String,
    reading: inout Reading, findings: inout [Finding]
  ) {
    guard let reference = settings.tokens else { return }
    let named =
      [(ThemeAppearance.light, reference.file)]
      + ThemeAppearance.allCases.compactMap { appearance in
        reference.modeFiles[appearance].map { (appearance, $0) }
      }
    var modeFiles: [DesignTokensFile.ModeFile] = []
    for (appearance, file) in named {
      guard let path = tokensPath(file, themePath: themePath, assetsPath: assetsPath) else {
        let error = FileError(
          path: themePath + "/" + file, operation: .read,
          reason: "is not inside the project folder '\(assetsPath)'")
        findings.append(UnreadableFileRule.finding(error, theme: theme))
        return
      }
      let key = reference.isFolder ? path + "/" : path
      if reading.tokenFiles[key] == nil {
        reading.tokenFiles[key] =
          reference.isFolder
          ? loadFolder(path, theme: theme, reading: &reading, findings: &findings)
          : load(path, theme: theme, reading: &reading, findings: &findings)
      }
      guard case .loaded(let document, let tokens) = reading.tokenFiles[key]! else { return }
      modeFiles.append(.init(appearance: appearance, path: path, document: document, tokens: tokens))
    }
    settings.tokensPath = modeFiles[0].path
    var tokens = modeFiles[0].tokens
    if modeFiles.count > 1 {
      switch DesignTokensFile.modes(modeFiles) {
      case .success(let assembled): tokens = assembled
      case .failure(let problem):
        let documents = Dictionary(modeFiles.map { ($0.path, $0.document) }) { first, _ in first }
        findings.append(finding(problem, file: modeFiles[0].path, documents: documents, theme: theme))
        return
      }
    }
    var reader = DesignTokensReader(tokens: tokens, reference: reference, theme: theme)
    let colors = reader.colors()
    settings.tokenFonts = reader.typography()
    findings += reader.findings
    guard let colors else { return }
    settings.color = colors.light
    settings.darkColor = colors.given[.dark]
    settings.themeColorValues = colors.given
    settings.colorRoles = colors.roles
    settings.extraColors = colors.roles.mapValues(\.light)
    settings.tokenValuePlaces = colors.sources
  }

  /// The `invalid-tokens` finding of `problem`, in its file (else `file`).
  package static func finding(
    _ problem: DesignTokenIndex.Problem, file: String, documents: [String: JSONDocument], theme: String
  ) -> Finding {
    let path = problem.file ?? file
    let position = documents[path]?.position(of: problem.pointer)
    let message =
      problem.token.map { InvalidTokensRule.message(token: $0, theme: theme, problem.reason) }
      ?? InvalidTokensRule.message(theme: theme, problem.reason)
    return InvalidTokensRule.finding(
      file: path, line: position?.line,
      column: position?.column, theme: theme, message: message)
  }

  private static func load(_ path: String, theme: String, reading: inout Reading, findings: inout [Finding])
    -> TokensFileLoad
  {
    guard let bytes = reading.bytes(path, theme: theme, findings: &findings) else { return .refused }
    guard bytes.count <= maxTokensFileBytes else {
      findings.append(
        InvalidTokensRule.finding(
          file: path, theme: theme,
          message: InvalidTokensRule.message(
            theme: theme,
            "the file is \(bytes.count) bytes, more than the \(maxTokensFileBytes >> 20) MiB allowed")))
      return .refused
    }
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      findings.append(JSONSyntaxRule.finding(error, file: path, theme: theme))
      return .refused
    }
    switch DesignTokensFile.read(document, file: path) {
    case .success(let file): return .loaded(document, file)
    case .failure(let problem):
      findings.append(finding(problem, file: path, documents: [path: document], theme: theme))
      return .refused
    }
  }

  /// `file` (relative to the theme folder) joined to `themePath` with `.` and `..` taken
  /// away, or nil when it climbs out of `assetsPath`.
  package static func tokensPath(_ file: String, themePath: String, assetsPath: String) -> String? {
    let prefix = assetsPath == "/" ? "/" : assetsPath + "/"
    guard themePath.hasPrefix(prefix) else { return nil }
    var parts = themePath.dropFirst(prefix.count).split(separator: "/").map(String.init)
    for part in file.split(separator: "/", omittingEmptySubsequences: true).map(String.init) where part != "."
    {
      if part == ".." {
        guard parts.popLast() != nil else { return nil }
      } else {
        parts.append(part)
      }
    }
    return parts.isEmpty ? nil : prefix + parts.joined(separator: "/")
  }
}
