import ThemePackProject

/// A font's `family` is neither the PostScript name of a face the theme ships (its `Fonts/`
/// folder or the project's, `ThemeFontInventory`) nor the name of a font every iOS device has
/// (`IOSFontNames`; a family name such as "PingFang SC" is not a font's name either). SwiftTheme's `ThemeFontPicker` force-unwraps
/// `UIFont(name:size:)`, so an app using the SwiftTheme output crashes on it; `ThemeStore`
/// falls back to the system font of the weight. A warning, as an app may bundle the font
/// itself; the finding names the file that declares the font (the config, or the theme's
/// `theme.json` for its own fonts).
package enum UnknownFontRule: ProjectCheck {
  package static let id = "unknown-font"
  package static let severity = Finding.Severity.warning
  package static let summary = "a font's family is no face the theme ships and no font iOS has"

  /// "font 'title': 'Brand-Bold' is no font iOS has …"
  package static func message(font: String, family: String) -> String {
    "font '\(font)': '\(family)' is no font iOS has and its theme ships no face of that PostScript name, so SwiftTheme's "
      + "UIFont(name:size:)! crashes on it and ThemeStore draws the system font: use an iOS font "
      + "(PingFangSC-Regular, HelveticaNeue-Bold…) or bundle this one in the app"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    let themes = context.survey.themes
    func ships(_ family: String, _ theme: String) -> Bool {
      context.fonts.faces(theme: theme).contains { $0.postScriptName == family }
    }
    if let config = context.config, let file = context.survey.configPath {
      for name in config.fonts.keys.sorted() where !IOSFontNames.isInstalled(config.fonts[name]!.family) {
        let family = config.fonts[name]!.family
        // The themes that use the project's font (none overrides it) and do not ship it.
        let lacking = themes.filter { $0.settings?.ownFonts[name] == nil && !ships(family, $0.name) }
        let users = themes.filter { $0.settings?.ownFonts[name] == nil }
        if users.isEmpty
          ? !context.fonts.sharedFaces.contains(where: { $0.postScriptName == family })
          : lacking.count == users.count
        {
          findings.append(finding(font: name, family: family, file: file, theme: nil))
        } else {
          for theme in lacking {
            findings.append(finding(font: name, family: family, file: file, theme: theme.name))
          }
        }
      }
    }
    for theme in themes {
      guard let settings = theme.settings else { continue }
      let fonts = settings.ownFonts
      for name in fonts.keys.sorted() {
        let family = fonts[name]!.family
        guard !IOSFontNames.isInstalled(family) && !ships(family, theme.name) else { continue }
        // A font of the theme's design tokens is reported in the tokens file.
        let file =
          settings.fonts[name] == nil ? settings.tokensPath ?? theme.settingsPath : theme.settingsPath
        findings.append(finding(font: name, family: family, file: file, theme: theme.name))
      }
    }
    return findings
  }

  private static func finding(font: String, family: String, file: String, theme: String?) -> Finding {
    finding(
      file: file, line: nil, column: nil, theme: theme,
      message: message(font: font, family: family))
  }
}
