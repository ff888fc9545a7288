import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Imports design tokens (`TokensSource.layout(of:)`): a DTCG or Tokens Studio file, Figma's one
/// file per mode, or a Tokens Studio folder. Colours are not converted here: the source's
/// files are copied into `Tokens/` as they are (the files the build reads, in their layout),
/// and each theme's `theme.json` takes its colours from them through `"tokens"`, so the build
/// reads every value of every mode the source gives.
///
/// Themes come from `TokensThemeFinder`, each theme's colour token from `TokensThemeColor`
/// (`--color-key`, else a token named like a theme colour). Each theme is then read with the
/// build's own `DesignTokensReader`, so a project the build would refuse is refused here, with
/// its file, line and token, and nothing is written.
package enum TokensImporter: InitSource {
  package static let kindName = "design tokens"

  /// A tokens file, a Figma mode folder or a Tokens Studio folder (`TokensSource.layout(of:)`).
  package static func reads(_ path: String) -> Bool { TokensSource.layout(of: path) != nil }

  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    guard let layout = TokensSource.layout(of: options.from) else {
      throw ImportError(file: options.from, reason: "is no design tokens file or folder")
    }
    return try plan(options, layout: layout)
  }

  /// The folder of the project the tokens are copied into.
  package static let folder = "Tokens"

  package static func plan(_ options: ImportOptions, layout: TokensSource.Layout) throws(ImportError)
    -> ImportedProject
  {
    let source = try TokensSource.open(ProjectLoader.normalise(options.from), layout: layout)
    guard let light = source.tokens.trees.light,
      let found = themes(source, light: light, key: options.colorKey)
    else {
      throw ImportError(
        file: source.path,
        reason: "holds no colour tokens (tokens whose '$type', or a group's, is 'color'): no theme to make")
    }
    var report = ImportReport(kind: kindName, source: options.from)
    report.tokens = [
      "files: " + copiedFiles(source).joined(separator: ", "), "themes: " + found.reason,
    ]
    var project = ImportedProject(report: report)
    var given: Set<ThemeAppearance> = [.light]
    var read: Set<String> = []
    var background: (name: String, dark: ThemeRGBA)?
    for theme in found.themes {
      let colors = try addTheme(
        theme, source: source, light: light, key: found.isThemePackLayout ? nil : options.colorKey,
        ownLayout: found.isThemePackLayout, to: &project)
      given.formUnion(colors.given.keys)
      for role in colors.roles.values {
        given.formUnion(ThemeAppearance.allCases.filter { role.given[$0] != nil })
      }
      read.formUnion(colors.sources.values.compactMap { $0[.light]?.token })
      if background == nil, let own = TokensDarkBackground.choose(colors.roles) {
        background = own
        project.report.notes.append(
          "dark.background \(own.dark.hexString): the dark value of colour '\(own.name)' (theme '\(theme.name)'), "
            + "the tokens' own dark page, which dark colours must stand out against (not iOS's "
            + "\(DarkColor.defaultBackground.hexString))")
      }
    }
    project.report.tokens.insert(modesLine(given, source: source), at: 1)
    project.report.notes += notes(source, light: light, read: read, themes: found.themes)
    for (file, bytes) in source.files {
      project.files[folder + "/" + copiedName(file, source: source)] = bytes
    }
    project.addConfig(
      packageName: ProjectPlanner.packageName(source.name), scales: ImageFileName.knownScales,
      navigationBar: nil,
      assets: [:], darkBackground: background?.dark)
    project.addSchemas()
    return project
  }

  /// The themes of the source: a tokens file ThemePack wrote (its root's
  /// `$extensions["com.themepack"].modes`) is one theme read as the build reads it, unless
  /// `--color-key` names a token; else `TokensThemeFinder`'s. Nil without colour tokens.
  private static func themes(_ source: TokensSource, light: DesignTokenIndex, key: String?)
    -> TokensThemeFinder?
  {
    let root = light.groups[""].flatMap { source.tokens.documents[$0.file]?.root }
    if key == nil, root?["$extensions"]?[DesignTokensReader.namespace]?["modes"] != nil {
      return TokensThemeFinder(
        themes: [.init(name: SourceName.valid(source.name, fallback: "theme"), group: [])],
        reason:
          "a tokens file ThemePack wrote ('\(DesignTokensReader.namespace)' modes at its root): one theme",
        isThemePackLayout: true)
    }
    return TokensThemeFinder.find(in: light, sourceName: source.name, key: key)
  }

  /// Reads `theme` as the build will and adds its `theme.json`; returns its colours.
  private static func addTheme(
    _ theme: TokensThemeFinder.Theme, source: TokensSource, light: DesignTokenIndex, key: String?,
    ownLayout: Bool, to project: inout ImportedProject
  ) throws(ImportError) -> DesignTokensReader.Colors {
    let groupFile = light.groups[theme.group.joined(separator: ".")]?.file ?? source.path
    var colorToken: [String]?
    if !ownLayout {
      guard let chosen = TokensThemeColor.choose(in: light, group: theme.group, key: key) else {
        throw ImportError(
          file: groupFile,
          reason: TokensThemeColor.problem(in: light, group: theme.group, theme: theme.name, key: key))
      }
      colorToken = chosen == ["color"] ? nil : chosen
    }
    var reference = TokensReference(
      file: source.path, group: theme.group, isFolder: source.layout == .folder, colorToken: colorToken)
    reference.nested = theme.nested
    var reader = DesignTokensReader(tokens: source.tokens, reference: reference, theme: theme.name)
    guard let colors = reader.colors() else {
      guard let finding = reader.findings.sorted().first else {
        throw ImportError(file: groupFile, reason: "the tokens of theme '\(theme.name)' give no colours")
      }
      throw TokensFileReading.error(finding)
    }
    var tokens: [String: JSONValue] = referenceSource(source)
    if !theme.group.isEmpty { tokens["group"] = .string(theme.group.joined(separator: ".")) }
    if let colorToken { tokens["colorToken"] = .string(colorToken.joined(separator: ".")) }
    if theme.nested { tokens["nested"] = .bool(true) }
    project.addTokensTheme(theme.name, tokens: tokens)
    let token =
      colors.sources["color"]?[.light]?.token
      ?? (theme.group + (colorToken ?? ["color"])).joined(separator: ".")
    let how =
      key != nil
      ? "--color-key"
      : ownLayout ? "ThemePack's own layout" : "named '\(token.split(separator: ".").last ?? "")'"
    project.report.themeColors.append(
      .init(theme: theme.name, color: colors.light, source: "token '\(token)' (\(how))"))
    let extras = colors.roles.keys.sorted()
    project.report.tokens.append(
      "\(theme.name): \(DesignTokenIndex.describe(theme.group)), theme colour token '\(token)'"
        + (extras.isEmpty ? "" : ", colours \(extras.joined(separator: ", "))"))
    return colors
  }

  /// The `file`, `files` or `folder` member of each theme's `"tokens"`, from `Themes/<theme>/`.
  private static func referenceSource(_ source: TokensSource) -> [String: JSONValue] {
    let base = "../../" + folder
    switch source.layout {
    case .file:
      return ["file": .string(base + "/" + copiedName(source.files.keys.min() ?? "", source: source))]
    case .modeFiles:
      var files: [String: JSONValue] = [:]
      for (key, appearance) in TokensReference.fileKeys {
        if let name = source.modeFileNames[appearance] {
          files[key] = .string(base + "/" + copiedName(name, source: source))
        }
      }
      return ["files": .object(files)]
    case .folder:
      return ["folder": .string(base)]
    }
  }

  /// The name a source file has in `Tokens/`: its own (a Tokens Studio set keeps its
  /// subfolder), a `\` (which `theme.json` paths cannot hold) made `_`.
  private static func copiedName(_ file: String, source: TokensSource) -> String {
    source.layout == .folder ? file : file.replacingOccurrences(of: "\\", with: "_")
  }

  /// Each copied file, with its mode when it is one of a mode folder's.
  private static func copiedFiles(_ source: TokensSource) -> [String] {
    var modes: [String: ThemeAppearance] = [:]
    for (mode, name) in source.modeFileNames { modes[name] = mode }
    let order = { (file: String) in modes[file].flatMap { ThemeAppearance.allCases.firstIndex(of: $0) } ?? 0 }
    return source.files.keys.sorted { (order($0), $0) < (order($1), $1) }.map { file in
      "'\(folder)/\(copiedName(file, source: source))'" + (modes[file].map { " (\($0.description))" } ?? "")
    }
  }

  /// Which appearances the source gives values for and which the build derives.
  private static func modesLine(_ given: Set<ThemeAppearance>, source: TokensSource) -> String {
    let stated = ThemeAppearance.allCases.filter(given.contains).map(\.description)
    let derived = ThemeAppearance.allCases.filter { !given.contains($0) }.map(\.description)
    return "modes: " + stated.joined(separator: ", ") + " given by the source"
      + (derived.isEmpty ? "" : "; " + derived.joined(separator: ", ") + " derived by the build")
  }

  /// Notes: mode files left out, colour tokens no theme reads, themes named like modes.
  private static func notes(
    _ source: TokensSource, light: DesignTokenIndex, read: Set<String>, themes: [TokensThemeFinder.Theme]
  ) -> [String] {
    var notes = TokensStudioLeftOut.notes(source.tokens.documents)
    notes += source.unusedFiles.map {
      "left out '\($0)': its name and its '\(DesignTokensFile.figmaModeNameKey)' name no mode (light, dark, "
        + "high contrast, dark high contrast)"
    }
    let unread = light.tokens.filter { $0.value.type == "color" && !read.contains($0.key) }.keys.sorted()
    if !unread.isEmpty {
      let listed = unread.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
      notes.append(
        "\(Plural.count(unread.count, "colour token")) \(unread.count == 1 ? "is" : "are") "
          + "no theme's colour (they are outside every theme's group; aliases to any token are followed): "
          + listed + (unread.count > 8 ? " and \(unread.count - 8) more" : ""))
    }
    let modeNamed = themes.filter { DesignTokensFile.modeAppearance($0.name) != nil }.map { "'\($0.name)'" }
    if modeNamed.count > 1 {
      notes.append(
        "themes \(modeNamed.joined(separator: ", ")) are named like modes: a mode comes from Tokens Studio's "
          + "'$themes', one file per mode or a token's '$extensions' modes, not from groups")
    }
    return notes
  }
}
