/// A theme's colours from its design tokens file (`"tokens"` in `theme.json`).
extension ProjectLoader {
  /// The largest tokens file read (a design system's export is well under a megabyte).
  static let maxTokensFileBytes = 16 << 20

  /// A tokens file as read once for every theme that names it.
  enum TokensFileLoad {
    case loaded(JSONDocument, DesignTokensFile)
    /// Refused; the findings went with the first theme that named it.
    case refused
  }

  /// Fills the colours of `settings` from the tokens file it names (read through the
  /// project's reader, so it must be inside the project; parsed once per file), or leaves
  /// them nil after findings.
  static func readTokens(
    into settings: inout ThemeSettings, theme: String, themePath: String, assetsPath: String,
    reading: inout Reading, findings: inout [Finding]
  ) {
    guard let reference = settings.tokens else { return }
    guard let path = tokensPath(reference.file, themePath: themePath, assetsPath: assetsPath) else {
      let error = FileError(
        path: themePath + "/" + reference.file, operation: .read,
        reason: "is not inside the project folder '\(assetsPath)'")
      findings.append(UnreadableFileRule.finding(error, theme: theme))
      return
    }
    settings.tokensPath = path
    if reading.tokenFiles[path] == nil {
      reading.tokenFiles[path] = load(path, theme: theme, reading: &reading, findings: &findings)
    }
    guard case .loaded(_, let file) = reading.tokenFiles[path]! else { return }
    var reader = DesignTokensReader(tokens: file, reference: reference, theme: theme)
    let colors = reader.colors()
    findings += reader.findings
    guard let colors else { return }
    settings.color = colors.light
    settings.darkColor = colors.given[.dark]
    settings.themeColorValues = colors.given
    settings.colorRoles = colors.roles
    settings.extraColors = colors.roles.mapValues(\.light)
    settings.tokenSources = colors.sources
  }

  private static func load(_ path: String, theme: String, reading: inout Reading, findings: inout [Finding])
    -> TokensFileLoad
  {
    guard let bytes = reading.bytes(path, theme: theme, findings: &findings) else { return .refused }
    guard bytes.count <= maxTokensFileBytes else {
      findings.append(
        Finding(
          ruleID: InvalidTokensRule.id, severity: InvalidTokensRule.severity, file: path, theme: theme,
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
      let position = document.position(of: problem.pointer)
      let message =
        problem.token.map { InvalidTokensRule.message(token: $0, theme: theme, problem.reason) }
        ?? InvalidTokensRule.message(theme: theme, problem.reason)
      findings.append(
        Finding(
          ruleID: InvalidTokensRule.id, severity: InvalidTokensRule.severity, file: path,
          line: position?.line,
          column: position?.column, theme: theme, message: message))
      return .refused
    }
  }

  /// `file` (relative to the theme folder) joined to `themePath` with `.` and `..` taken
  /// away, or nil when it climbs out of `assetsPath`.
  static func tokensPath(_ file: String, themePath: String, assetsPath: String) -> String? {
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
