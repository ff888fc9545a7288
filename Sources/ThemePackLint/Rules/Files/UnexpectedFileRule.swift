import ThemePackArchive
import ThemePackProject

/// Files and folders the build ignores: misnamed images, unknown assets, stray documents.
package enum UnexpectedFileRule: ProjectCheck {
  package static let id = "unexpected-file"
  package static let severity = Finding.Severity.warning
  package static let summary = "a file the build ignores (bad name, unknown asset, stray file)"

  /// "'icon@1x.png' does not follow the naming rule (1x files have no suffix…): it is ignored"
  package static func namingMessage(_ name: String, problem: String) -> String {
    "'\(name)' does not follow the naming rule (\(problem)): it is ignored"
  }

  /// "'serchBtn.png' matches no asset in the config: it is ignored"
  package static func unknownAssetMessage(_ name: String, caseVariant: String?) -> String {
    let base = "'\(name)' matches no asset in the config: it is ignored"
    guard let caseVariant else { return base }
    return base + " (asset '\(caseVariant)' differs only by letter case)"
  }

  /// "'icon.dark@3x.png' is ignored: asset 'icon' has dark rule 'retint', not 'explicitFile'"
  package static func darkMessage(_ name: String, asset: String, rule: DarkRule) -> String {
    "'\(name)' is ignored: asset '\(asset)' has dark rule '\(rule.rawValue)', not 'explicitFile'"
  }

  /// "'flag@3x.png' is ignored: asset 'flag' is per-theme, so each theme provides its own"
  package static func perThemeInBaseMessage(_ name: String, asset: String) -> String {
    "'\(name)' is ignored: asset '\(asset)' is per-theme, so each theme provides its own"
  }

  /// "folder 'old' is ignored: theme folders hold only files"
  package static func folderMessage(_ name: String) -> String {
    "folder '\(name)' is ignored: image folders hold only files"
  }

  /// "'notes.txt' is not a theme folder: it is ignored"
  package static func notThemeMessage(_ name: String) -> String {
    "'\(name)' is not a theme folder: it is ignored"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let survey = context.survey
    var findings: [Finding] = []
    func add(_ path: String, _ theme: String?, _ message: String) {
      findings.append(finding(file: path, theme: theme, message: message))
    }
    for entry in survey.themesEntries where !entry.isFolder && !JunkName.isJunk(entry.name) {
      add(survey.themesPath + "/" + entry.name, nil, notThemeMessage(entry.name))
    }
    let tokenSources = namedTokenSources(survey)
    var folders: [(folder: ImageFolder, theme: String?)] = []
    if let base = survey.base { folders.append((base, nil)) }
    folders += survey.themes.map { ($0.folder, $0.name) }
    for (folder, theme) in folders {
      for entry in folder.entries where !JunkName.isJunk(entry.name) {
        let path = folder.path + "/" + entry.name
        if tokenSources.contains(path) { continue }
        if entry.isFolder {
          // A theme's font files (`FontFiles`) are read by the font rules.
          if theme != nil && entry.name == FontFiles.folderName { continue }
          add(path, theme, folderMessage(entry.name))
          continue
        }
        if theme != nil && entry.name == ProjectLoader.themeFileName { continue }
        guard let parsed = ImageFileName(parsing: entry.name) else {
          add(path, theme, namingMessage(entry.name, problem: ImageFileName.problem(with: entry.name) ?? ""))
          continue
        }
        guard survey.layout == .project, let config = context.config else { continue }
        guard let asset = config.asset(named: parsed.asset) else {
          let variant = config.assets.first { $0.name.lowercased() == parsed.asset.lowercased() }?.name
          add(path, theme, unknownAssetMessage(entry.name, caseVariant: variant))
          continue
        }
        if theme == nil && !asset.isMaster {
          add(path, theme, perThemeInBaseMessage(entry.name, asset: asset.name))
        } else if parsed.appearance.isDark && asset.dark != .explicitFile {
          add(path, theme, darkMessage(entry.name, asset: asset.name, rule: asset.dark))
        }
      }
    }
    return findings
  }

  /// The files and Tokens Studio folders that themes' `"tokens"` name: sources, not strays.
  package static func namedTokenSources(_ survey: ProjectSurvey) -> Set<String> {
    var paths: Set<String> = []
    for theme in survey.themes {
      guard let reference = theme.settings?.tokens else { continue }
      for file in [reference.file] + reference.modeFiles.values {
        if let path = ProjectLoader.tokensPath(file, themePath: theme.path, assetsPath: survey.assetsPath) {
          paths.insert(path)
        }
      }
    }
    return paths
  }
}
