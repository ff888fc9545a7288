/// Reads an assets folder into a survey, and a `ThemeProject` when it is usable.
enum ProjectLoader {
  static let configName = "themepack.json"
  static let themeFileName = "theme.json"
  static let baseName = "Base"
  static let themesName = "Themes"

  static func load(assetsPath rawPath: String) -> ProjectLoadResult {
    let assetsPath = normalise(rawPath)
    var findings: [Finding] = []
    let rootEntries: [FolderEntry]
    do {
      rootEntries = try FolderEntry.list(assetsPath)
    } catch {
      findings.append(UnreadableFileRule.finding(error, theme: nil))
      let survey = ProjectSurvey(
        assetsPath: assetsPath, layout: .plainFolder, configPath: nil, config: nil, rootEntries: [],
        base: nil, themesPath: assetsPath, themesEntries: [], themes: [])
      return ProjectLoadResult(project: nil, findings: findings, survey: survey)
    }
    let isProject = rootEntries.contains { $0.name == configName && !$0.isFolder }
    let survey =
      isProject
      ? surveyProject(assetsPath, rootEntries: rootEntries, findings: &findings)
      : surveyPlainFolder(assetsPath, rootEntries: rootEntries, findings: &findings)
    if survey.themes.isEmpty && !findings.contains(where: { $0.ruleID == UnreadableFileRule.id }) {
      findings.append(
        Finding(
          ruleID: NoThemesRule.id, severity: NoThemesRule.severity, file: survey.themesPath,
          message: NoThemesRule.message(folder: survey.themesPath)))
    }
    if survey.layout == .plainFolder, !survey.themes.isEmpty,
      survey.themes.allSatisfy({ $0.folder.images.isEmpty && $0.folder.darkImages.isEmpty })
    {
      let nested = survey.themes.first { theme in
        theme.folder.entries.contains {
          $0.isFolder && !JunkFile.isJunk($0.name) && !$0.name.hasPrefix(".")
        }
      }
      let message =
        nested.map { NoThemesRule.nestedMessage(folder: survey.themesPath, candidate: $0.path) }
        ?? NoThemesRule.emptyMessage(folder: survey.themesPath)
      findings.append(
        Finding(
          ruleID: NoThemesRule.id, severity: NoThemesRule.severity, file: survey.themesPath, message: message)
      )
    }
    findings.sort()
    let project = findings.contains { $0.severity == .error } ? nil : makeProject(survey)
    return ProjectLoadResult(project: project, findings: findings, survey: survey)
  }

  /// Drops trailing slashes ("Assets/" → "Assets"), keeping "/" itself.
  static func normalise(_ path: String) -> String {
    var path = path.isEmpty ? "." : path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func surveyProject(
    _ assetsPath: String, rootEntries: [FolderEntry], findings: inout [Finding]
  ) -> ProjectSurvey {
    let basePath = assetsPath + "/" + baseName
    var base = ImageFolder(path: basePath, entries: [])
    if rootEntries.contains(where: { $0.name == baseName && $0.isFolder }) {
      do {
        base = ImageFolder(path: basePath, entries: try FolderEntry.list(basePath))
      } catch {
        findings.append(UnreadableFileRule.finding(error, theme: nil))
      }
    }
    let configPath = assetsPath + "/" + configName
    var config: ProjectConfig?
    do {
      let bytes = try FileReader.bytes(at: configPath)
      let read = ProjectConfigReader.read(bytes, file: configPath, basePath: basePath, base: base)
      config = read.config
      findings += read.findings
    } catch {
      findings.append(UnreadableFileRule.finding(error, theme: nil))
    }
    let themesPath = assetsPath + "/" + themesName
    var themesEntries: [FolderEntry] = []
    if rootEntries.contains(where: { $0.name == themesName && $0.isFolder }) {
      do {
        themesEntries = try FolderEntry.list(themesPath)
      } catch {
        findings.append(UnreadableFileRule.finding(error, theme: nil))
      }
    }
    let themes = surveyThemes(in: themesPath, entries: themesEntries, requireSettings: true, &findings)
    return ProjectSurvey(
      assetsPath: assetsPath, layout: .project, configPath: configPath, config: config,
      rootEntries: rootEntries, base: base, themesPath: themesPath, themesEntries: themesEntries,
      themes: themes)
  }

  private static func surveyPlainFolder(
    _ assetsPath: String, rootEntries: [FolderEntry], findings: inout [Finding]
  ) -> ProjectSurvey {
    let themes = surveyThemes(in: assetsPath, entries: rootEntries, requireSettings: false, &findings)
    return ProjectSurvey(
      assetsPath: assetsPath, layout: .plainFolder, configPath: nil,
      config: plainConfig(name: lastComponent(of: assetsPath), themes: themes), rootEntries: rootEntries,
      base: nil, themesPath: assetsPath, themesEntries: rootEntries, themes: themes)
  }

  private static func surveyThemes(
    in themesPath: String, entries: [FolderEntry], requireSettings: Bool, _ findings: inout [Finding]
  ) -> [ThemeFolder] {
    var themes: [ThemeFolder] = []
    // Hidden folders (.git, .svn…) are never themes.
    for entry in entries
    where entry.isFolder && !JunkFile.isJunk(entry.name) && !entry.name.hasPrefix(".") {
      let path = themesPath + "/" + entry.name
      let folderEntries: [FolderEntry]
      do {
        folderEntries = try FolderEntry.list(path)
      } catch {
        findings.append(UnreadableFileRule.finding(error, theme: entry.name))
        continue
      }
      let settingsPath = path + "/" + themeFileName
      var settings: ThemeSettings?
      if folderEntries.contains(where: { $0.name == themeFileName && !$0.isFolder }) {
        do {
          let bytes = try FileReader.bytes(at: settingsPath)
          let read = ThemeSettingsReader.read(bytes, file: settingsPath, theme: entry.name)
          settings = read.0
          findings += read.1
        } catch {
          findings.append(UnreadableFileRule.finding(error, theme: entry.name))
        }
      } else if requireSettings {
        findings.append(
          Finding(
            ruleID: MissingThemeFileRule.id, severity: MissingThemeFileRule.severity, file: path,
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
    var themes: [Theme] = []
    for folder in survey.themes {
      guard let settings = folder.settings, let version = settings.version, let color = settings.color else {
        return nil
      }
      themes.append(
        Theme(
          name: folder.name, folderPath: folder.path, version: version, color: color,
          darkColor: settings.darkColor, extraColors: settings.extraColors, overrides: folder.folder.images,
          darkFiles: folder.folder.darkImages))
    }
    return ThemeProject(
      assetsPath: survey.assetsPath, layout: survey.layout, config: config,
      base: survey.base ?? ImageFolder(path: survey.assetsPath + "/" + baseName, entries: []),
      themes: themes)
  }

  private static func lastComponent(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.last.map(String.init) ?? "themes"
  }
}
