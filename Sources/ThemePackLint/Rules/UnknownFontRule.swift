import ThemePackProject

/// A font's `family` is not the name of a font every iOS device has (`IOSFontNames`; a family
/// name such as "PingFang SC" is not a font's name either), and ThemePack ships no
/// font files with a theme. SwiftTheme's `ThemeFontPicker` force-unwraps
/// `UIFont(name:size:)`, so an app using the SwiftTheme output crashes on it; `ThemeStore`
/// falls back to the system font of the weight. A warning, as an app may bundle the font
/// itself; the finding names the file that declares the font (the config, or the theme's
/// `theme.json` for its own fonts).
package enum UnknownFontRule: ProjectCheck {
  package static let id = "unknown-font"
  package static let severity = Finding.Severity.warning
  package static let summary = "a font's family is no font iOS has, and no font file ships with the themes"

  /// "font 'title': 'Brand-Bold' is no font iOS has …"
  package static func message(font: String, family: String) -> String {
    "font '\(font)': '\(family)' is no font iOS has and no theme ships it as a file, so SwiftTheme's "
      + "UIFont(name:size:)! crashes on it and ThemeStore draws the system font: use an iOS font "
      + "(PingFangSC-Regular, HelveticaNeue-Bold…) or bundle this one in the app"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    if let config = context.config, let file = context.survey.configPath {
      for name in config.fonts.keys.sorted() where !IOSFontNames.isInstalled(config.fonts[name]!.family) {
        findings.append(finding(font: name, family: config.fonts[name]!.family, file: file, theme: nil))
      }
    }
    for theme in context.survey.themes {
      guard let settings = theme.settings else { continue }
      for name in settings.fonts.keys.sorted() where !IOSFontNames.isInstalled(settings.fonts[name]!.family) {
        findings.append(
          finding(
            font: name, family: settings.fonts[name]!.family, file: theme.settingsPath, theme: theme.name))
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
