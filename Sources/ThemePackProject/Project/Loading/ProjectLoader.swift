import ThemePackArchive

/// Reads an assets folder into a survey, and a `ThemeProject` when it is usable.
package enum ProjectLoader {
  package static let configName = "themepack.json"
  package static let themeFileName = "theme.json"
  package static let baseName = "Base"
  package static let themesName = "Themes"

  package static func load(assetsPath rawPath: String) -> ProjectLoadResult {
    let assetsPath = normalise(rawPath)
    var findings: [Finding] = []
    var reading = Reading(reader: ProjectReader(root: assetsPath))
    guard let rootEntries = reading.list(assetsPath, theme: nil, findings: &findings) else {
      let survey = ProjectSurvey(
        assetsPath: assetsPath, layout: .plainFolder, configPath: nil, config: nil, rootEntries: [],
        base: nil, themesPath: assetsPath, themesEntries: [], themes: [], refusedLinks: reading.refused)
      return ProjectLoadResult(project: nil, findings: findings, survey: survey)
    }
    let isProject = rootEntries.contains { $0.name == configName && !$0.isFolder }
    var survey =
      isProject
      ? surveyProject(assetsPath, rootEntries: rootEntries, reading: &reading, findings: &findings)
      : surveyPlainFolder(assetsPath, rootEntries: rootEntries, reading: &reading, findings: &findings)
    survey.refusedLinks = reading.refused
    if survey.themes.isEmpty && !findings.contains(where: { $0.ruleID == UnreadableFileRule.id })
      && survey.refusedLinks.isEmpty
    {
      findings.append(
        NoThemesRule.finding(
          file: survey.themesPath,
          message: NoThemesRule.message(folder: survey.themesPath)))
    }
    if survey.layout == .plainFolder, !survey.themes.isEmpty,
      survey.themes.allSatisfy({ $0.folder.images.isEmpty && $0.folder.darkImages.isEmpty })
    {
      let nested = survey.themes.first { theme in
        theme.folder.entries.contains {
          $0.isFolder && !JunkName.isJunk($0.name) && !$0.name.hasPrefix(".")
        }
      }
      let message =
        nested.map { NoThemesRule.nestedMessage(folder: survey.themesPath, candidate: $0.path) }
        ?? NoThemesRule.emptyMessage(folder: survey.themesPath)
      findings.append(
        NoThemesRule.finding(file: survey.themesPath, message: message)
      )
    }
    findings.sort()
    let usable = !findings.contains { $0.severity == .error } && survey.refusedLinks.isEmpty
    let project = usable ? makeProject(survey) : nil
    return ProjectLoadResult(project: project, findings: findings, survey: survey)
  }

  /// Drops trailing slashes ("Assets/" → "Assets"), keeping "/" itself.
  package static func normalise(_ path: String) -> String {
    var path = path.isEmpty ? "." : path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func surveyProject(
    _ assetsPath: String, rootEntries: [FolderEntry], reading: inout Reading, findings: inout [Finding]
  ) -> ProjectSurvey {
    let basePath = assetsPath + "/" + baseName
    var base = ImageFolder(path: basePath, entries: [])
    if rootEntries.contains(where: { $0.name == baseName && $0.isFolder }),
      let entries = reading.list(basePath, theme: nil, findings: &findings)
    {
      base = ImageFolder(path: basePath, entries: entries)
    }
    let configPath = assetsPath + "/" + configName
    var config: ProjectConfig?
    if let bytes = reading.bytes(configPath, theme: nil, findings: &findings) {
      let read = ProjectConfigReader.read(bytes, file: configPath, basePath: basePath, base: base)
      config = read.config
      findings += read.findings
    }
    let themesPath = assetsPath + "/" + themesName
    var themesEntries: [FolderEntry] = []
    if rootEntries.contains(where: { $0.name == themesName && $0.isFolder }) {
      themesEntries = reading.list(themesPath, theme: nil, findings: &findings) ?? []
    }
    let themes = surveyThemes(
      in: themesPath, entries: themesEntries, requireSettings: true, config: config, reading: &reading,
      &findings)
    return ProjectSurvey(
      assetsPath: assetsPath, layout: .project, configPath: configPath, config: config,
      rootEntries: rootEntries, base: base, themesPath: themesPath, themesEntries: themesEntries,
      themes: themes)
  }

  private static func surveyPlainFolder(
    _ assetsPath: String, rootEntries: [FolderEntry], reading: inout Reading, findings: inout [Finding]
  ) -> ProjectSurvey {
    let themes = surveyThemes(
      in: assetsPath, entries: rootEntries, requireSettings: false, config: nil, reading: &reading,
      &findings)
    return ProjectSurvey(
      assetsPath: assetsPath, layout: .plainFolder, configPath: nil,
      config: plainConfig(name: lastComponent(of: assetsPath), themes: themes), rootEntries: rootEntries,
      base: nil, themesPath: assetsPath, themesEntries: rootEntries, themes: themes)
  }

  private static func surveyThemes(
    in themesPath: String, entries: [FolderEntry], requireSettings: Bool, config: ProjectConfig?,
    reading: inout Reading, _ findings: inout [Finding]
  ) -> [ThemeFolder] {
    var themes: [ThemeFolder] = []
    // Hidden folders (.git, .svn…) are never themes.
    for entry in entries
    where entry.isFolder && !JunkName.isJunk(entry.name) && !entry.name.hasPrefix(".") {
      let path = themesPath + "/" + entry.name
      guard let folderEntries = reading.list(path, theme: entry.name, findings: &findings) else { continue }
      let settingsPath = path + "/" + themeFileName
      var settings: ThemeSettings?
      if folderEntries.contains(where: { $0.name == themeFileName && !$0.isFolder }) {
        if let bytes = reading.bytes(settingsPath, theme: entry.name, findings: &findings) {
          let read = ThemeSettingsReader.read(bytes, file: settingsPath, theme: entry.name, config: config)
          settings = read.0
          findings += read.1
          if settings?.tokens != nil, !read.1.contains(where: { $0.severity == .error }) {
            readTokens(
              into: &settings!, theme: entry.name, themePath: path, assetsPath: reading.reader.root,
              reading: &reading, findings: &findings)
          }
        }
      } else if requireSettings {
        findings.append(
          MissingThemeFileRule.finding(
            file: path,
            theme: entry.name, message: MissingThemeFileRule.message(theme: entry.name)))
      }
      themes.append(
        ThemeFolder(
          name: entry.name, folder: ImageFolder(path: path, entries: folderEntries),
          settingsPath: settingsPath, settings: settings))
    }
    return themes
  }

  /// A plain folder's implied config: every asset name found is per-theme and untinted,
  /// with explicit dark files when any theme has them; the scales are those found.
  private static func plainConfig(name: String, themes: [ThemeFolder]) -> ProjectConfig {
    var names = Set<String>()
    var darkNames = Set<String>()
    var scales = Set<Int>()
    for theme in themes {
      for (asset, files) in theme.folder.images {
        names.insert(asset)
        scales.formUnion(files.keys)
      }
      darkNames.formUnion(theme.folder.darkImages.keys)
    }
    let assets = names.map { asset in
      AssetSpec(
        name: asset, source: .perTheme, tint: .none, dark: darkNames.contains(asset) ? .explicitFile : .same,
        themeColored: true)
    }
    return ProjectConfig(
      packageName: name, scales: scales.isEmpty ? [1] : Array(scales), assets: assets)
  }

  private static func makeProject(_ survey: ProjectSurvey) -> ThemeProject? {
    guard let config = survey.config, !survey.themes.isEmpty else { return nil }
    let reader = ProjectReader(root: survey.assetsPath)
    let shared = survey.layout == .project ? FontFiles.paths(inFolder: survey.assetsPath, reader: reader) : []
    var themes: [Theme] = []
    for folder in survey.themes {
      guard let settings = folder.settings, let version = settings.version, let color = settings.color else {
        return nil
      }
      themes.append(
        Theme(
          name: folder.name, folderPath: folder.path, version: version, color: color,
          darkColor: settings.darkColor, extraColors: settings.extraColors, overrides: folder.folder.images,
          darkFiles: folder.folder.darkImages, themeColorValues: settings.themeColorValues,
          colorRoles: settings.colorRoles,
          fonts: fonts(config.fonts, settings),
          components: ComponentSpec.resolve(config.components, overrides: settings.components)))
      themes[themes.count - 1].colorKeyPaths = settings.colorKeyPaths
      themes[themes.count - 1].values = settings.values
      themes[themes.count - 1].darkValues = settings.darkValues
      themes[themes.count - 1].appIcon = config.appIcon.map { settings.appIcon.map($0.merged) ?? $0 }
      themes[themes.count - 1].fontFiles = FontFiles.shipped(
        own: folder.folder.entries.contains { $0.name == FontFiles.folderName && $0.isFolder }
          ? FontFiles.paths(inFolder: folder.path, reader: reader) : [],
        shared: shared)
    }
    return ThemeProject(
      assetsPath: survey.assetsPath, layout: survey.layout, config: config,
      base: survey.base ?? ImageFolder(path: survey.assetsPath + "/" + baseName, entries: []),
      themes: themes)
  }

  /// A theme's fonts: the project's, the tokens' over them (a project font keeps its key
  /// path), the theme's own `fonts` over both.
  private static func fonts(_ project: [String: FontSpec], _ settings: ThemeSettings) -> [String: FontSpec] {
    project.merging(settings.tokenFonts) { base, token in
      var font = token
      font.keyPath = base.keyPath
      return font
    }.merging(settings.fonts) { _, own in own }
  }

  private static func lastComponent(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.last.map(String.init) ?? "themes"
  }

  /// The loader's reads through one `ProjectReader`: an unreadable file or folder becomes an
  /// `unreadable-file` finding, a refused symbolic link is kept for the survey (the lint's
  /// `symbolic-link` rule reports it) and nothing behind it is read.
  package struct Reading {
    package let reader: ProjectReader
    package var refused: [ProjectLink] = []
    /// Every tokens file read so far, by path: parsed once however many themes name it.
    package var tokenFiles: [String: TokensFileLoad] = [:]

    package init(
      reader: ProjectReader, refused: [ProjectLink] = [], tokenFiles: [String: TokensFileLoad] = [:]
    ) {
      self.reader = reader
      self.refused = refused
      self.tokenFiles = tokenFiles
    }

    package mutating func list(_ path: String, theme: String?, findings: inout [Finding]) -> [FolderEntry]? {
      do throws(ProjectReadError) {
        let listing = try reader.entries(of: path)
        refused += listing.refused
        return listing.entries
      } catch {
        record(error, reading: path, theme: theme, findings: &findings)
        return nil
      }
    }

    package mutating func bytes(_ path: String, theme: String?, findings: inout [Finding]) -> [UInt8]? {
      do throws(ProjectReadError) {
        return try reader.bytes(at: path)
      } catch {
        record(error, reading: path, theme: theme, findings: &findings)
        return nil
      }
    }

    /// Keeps a refused link once, under the name the listing gave it when it has one.
    private mutating func record(
      _ error: ProjectReadError, reading path: String, theme: String?, findings: inout [Finding]
    ) {
      switch error {
      case .file(let error):
        findings.append(UnreadableFileRule.finding(error, theme: theme))
      case .link(let link):
        if !refused.contains(where: { $0 == link || $0.path == path }) { refused.append(link) }
      }
    }
  }
}
