import ThemePackProject

/// A required asset a theme does not end up with: the blank button users find at run time.
package enum MissingAssetRule: ProjectCheck {
  package static let id = "missing-asset"
  package static let severity = Finding.Severity.error
  package static let summary = "a theme lacks a required asset (or a master is missing)"

  /// "theme 'blue' lacks required asset 'flag': add 'flag@3x.png'"
  package static func themeMessage(theme: String, asset: String, file: String) -> String {
    "theme '\(theme)' lacks required asset '\(asset)': add '\(file)'"
  }

  /// "asset 'icon' has no master: add 'icon@3x.png' to 'Assets/Base'"
  package static func masterMessage(asset: String, file: String, base: String) -> String {
    "asset '\(asset)' has no master: add '\(file)' to '\(base)'"
  }

  /// "theme 'darkGray' lacks 'aboutBtnBG.png' (5 of 6 themes have it)"
  package static func plainMessage(theme: String, file: String, have: Int, of total: Int) -> String {
    "theme '\(theme)' lacks '\(file)' (\(have) of \(total) themes have it)"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let survey = context.survey
    switch survey.layout {
    case .plainFolder: return checkPlain(survey)
    case .project: return checkProject(context)
    }
  }

  private static func checkProject(_ context: LintContext) -> [Finding] {
    guard let config = context.config, let base = context.survey.base else { return [] }
    var findings: [Finding] = []
    let fileName = { (asset: String) in
      let scale = config.asset(named: asset).map(config.highestScale(of:)) ?? config.highestScale
      return ImageFileName(asset: asset, scale: scale).fileName
    }
    for asset in config.assets {
      if asset.isMaster {
        if base.images[asset.name] == nil {
          findings.append(
            finding(
              file: base.path,
              message: masterMessage(asset: asset.name, file: fileName(asset.name), base: base.path)))
        }
        continue
      }
      for theme in context.survey.themes where theme.folder.images[asset.name] == nil {
        findings.append(
          finding(
            file: theme.path, theme: theme.name,
            message: themeMessage(theme: theme.name, asset: asset.name, file: fileName(asset.name))))
      }
    }
    return findings
  }

  private static func checkPlain(_ survey: ProjectSurvey) -> [Finding] {
    var holders: [String: Int] = [:]
    var namesByTheme: [String: Set<String>] = [:]
    for theme in survey.themes {
      let names = Set(LintContext.imagePaths(in: theme.folder).map { lastComponent($0) })
      namesByTheme[theme.name] = names
      for name in names { holders[name, default: 0] += 1 }
    }
    var findings: [Finding] = []
    for theme in survey.themes {
      let names = namesByTheme[theme.name] ?? []
      for (name, count) in holders.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
        findings.append(
          finding(
            file: theme.path, theme: theme.name,
            message: plainMessage(theme: theme.name, file: name, have: count, of: survey.themes.count)))
      }
    }
    return findings
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
