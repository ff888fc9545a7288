import Foundation
import Testing
import ThemePackLint
import ThemePackProject
import ThemePackToolTestSupport

@Suite("Lint rules about files and folders")
struct FileRuleTests {
  @Test func cleanProjectHasNoFinding() throws {
    let fixture = try LintFixture()
    let report = fixture.lint(strict: true)
    #expect(report.findings == [])
    #expect(!report.failed)
    #expect(report.themeCount == 2)
    #expect(report.imageCount == 1)
  }

  @Test func perThemeAssetMissingInOneTheme() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {}, "flag": {"source": "perTheme"}}}
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/a/flag@3x.png")
    #expect(
      fixture.findings("missing-asset") == [
        Finding(
          ruleID: "missing-asset", severity: .error, file: fixture.path("Themes/b"), theme: "b",
          message: "theme 'b' lacks required asset 'flag': add 'flag@3x.png'")
      ])
  }

  @Test func masterMissing() throws {
    let fixture = try LintFixture()
    try fixture.remove("Base/icon@3x.png")
    #expect(
      fixture.findings("missing-asset") == [
        Finding(
          ruleID: "missing-asset", severity: .error, file: fixture.path("Base"),
          message: "asset 'icon' has no master: add 'icon@3x.png' to '\(fixture.path("Base"))'")
      ])
  }

  @Test func plainFolderRequiresTheUnionOfFileNames() throws {
    let fixture = try LintFixture(empty: true)
    for theme in ["a", "b", "c"] {
      try fixture.writePNG(LintFixture.square(2, .white), to: "\(theme)/x.png")
    }
    try fixture.writePNG(LintFixture.square(2, .white), to: "a/y.png")
    try fixture.writePNG(LintFixture.square(2, .white), to: "b/y.png")
    let report = fixture.lint()
    #expect(
      report.findings == [
        Finding(
          ruleID: "missing-asset", severity: .error, file: fixture.path("c"), theme: "c",
          message: "theme 'c' lacks 'y.png' (2 of 3 themes have it)")
      ])
    #expect(report.failed)
  }

  @Test func plainFolderThatIsCompleteIsClean() throws {
    let fixture = try LintFixture(empty: true)
    for theme in ["a", "b"] {
      try fixture.writePNG(LintFixture.square(2, .white), to: "\(theme)/x.png")
    }
    try fixture.write("ref: refs/heads/main\n", to: ".git/HEAD")
    #expect(fixture.lint(strict: true).findings == [])
  }

  @Test func explicitDarkFileMissing() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {}, "logo": {"tint": "none", "dark": "explicitFile"}}}
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Base/logo@3x.png")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/a/logo.dark@3x.png")
    #expect(
      fixture.findings("missing-dark-image") == [
        Finding(
          ruleID: "missing-dark-image", severity: .error, file: fixture.path("Themes/b"), theme: "b",
          message:
            "theme 'b' has no dark image for 'logo': add 'logo.dark@3x.png' to the theme or to "
            + "'\(fixture.path("Base"))'"
        )
      ])
  }

  @Test func darkMasterServesEveryTheme() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {}, "logo": {"tint": "none", "dark": "explicitFile"}}}
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Base/logo@3x.png")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Base/logo.dark@3x.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  @Test func junkFilesAreWarnings() throws {
    let fixture = try LintFixture()
    try fixture.write([0], to: "Themes/a/.DS_Store")
    try fixture.write([0], to: "Base/Thumbs.db")
    try fixture.write([0], to: "__MACOSX/._icon.png")
    try fixture.write([0], to: "Themes/b/._icon@3x.png")
    let report = fixture.lint()
    #expect(
      report.findings == [
        Finding(
          ruleID: "junk-file", severity: .warning, file: fixture.path("Base/Thumbs.db"),
          message: "'Thumbs.db' is junk (a Windows thumbnail cache): delete it"),
        Finding(
          ruleID: "junk-file", severity: .warning, file: fixture.path("Themes/a/.DS_Store"), theme: "a",
          message: "'.DS_Store' is junk (macOS Finder metadata): delete it"),
        Finding(
          ruleID: "junk-file", severity: .warning, file: fixture.path("Themes/b/._icon@3x.png"), theme: "b",
          message: "'._icon@3x.png' is junk (a macOS resource fork): delete it"),
        Finding(
          ruleID: "junk-file", severity: .warning, file: fixture.path("__MACOSX"),
          message: "'__MACOSX' is junk (macOS zip metadata): delete it"),
      ])
    #expect(!report.failed)
    #expect(fixture.lint(strict: true).failed)
  }

  @Test(arguments: [
    (
      "icon@1x.png",
      "'icon@1x.png' does not follow the naming rule (1x files have no suffix: name it 'icon.png'): it is "
        + "ignored"
    ),
    (
      "icon@4x.png",
      "'icon@4x.png' does not follow the naming rule (4x is not an iOS scale (1x, 2x, 3x)): it is ignored"
    ),
    (
      "icon@3x.dark.png",
      "'icon@3x.dark.png' does not follow the naming rule ('.dark' goes before the scale: name it "
        + "'icon.dark@3x.png'): it is ignored"
    ),
    (
      "icon.PNG",
      "'icon.PNG' does not follow the naming rule (the extension must be lower-case '.png'): it is ignored"
    ),
    ("notes.txt", "'notes.txt' does not follow the naming rule (not a PNG file): it is ignored"),
    (
      "my icon.png",
      "'my icon.png' does not follow the naming rule (asset names use only letters, digits, '_' and '-' (a "
        + "dark file ends in '.dark')): it is ignored"
    ),
    (
      "Icon@3x.png",
      "'Icon@3x.png' matches no asset in the config: it is ignored (asset 'icon' differs only by letter case)"
    ),
    ("extra@3x.png", "'extra@3x.png' matches no asset in the config: it is ignored"),
    (
      "icon.dark@3x.png",
      "'icon.dark@3x.png' is ignored: asset 'icon' has dark rule 'retint', not 'explicitFile'"
    ),
  ])
  func unexpectedFilesInATheme(name: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/a/\(name)")
    #expect(
      fixture.findings("unexpected-file") == [
        Finding(
          ruleID: "unexpected-file", severity: .warning, file: fixture.path("Themes/a/\(name)"), theme: "a",
          message: message)
      ])
  }

  @Test func strayFolderAndStrayFileInThemes() throws {
    let fixture = try LintFixture()
    try fixture.makeFolder("Themes/a/old")
    try fixture.write("notes", to: "Themes/notes.txt")
    #expect(
      fixture.findings("unexpected-file") == [
        Finding(
          ruleID: "unexpected-file", severity: .warning, file: fixture.path("Themes/a/old"), theme: "a",
          message: "folder 'old' is ignored: image folders hold only files"),
        Finding(
          ruleID: "unexpected-file", severity: .warning, file: fixture.path("Themes/notes.txt"),
          message: "'notes.txt' is not a theme folder: it is ignored"),
      ])
  }

  @Test func perThemeFileInBase() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {}, "flag": {"source": "perTheme"}}}
      """, to: "themepack.json")
    for theme in ["a", "b"] {
      try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/\(theme)/flag@3x.png")
    }
    try fixture.writePNG(LintFixture.square(6, .white), to: "Base/flag@3x.png")
    #expect(
      fixture.findings("unexpected-file") == [
        Finding(
          ruleID: "unexpected-file", severity: .warning, file: fixture.path("Base/flag@3x.png"),
          message: "'flag@3x.png' is ignored: asset 'flag' is per-theme, so each theme provides its own")
      ])
  }

  @Test func namesThatDifferOnlyByCaseCollide() throws {
    let fixture = try LintFixture()
    try fixture.write("x", to: "Themes/a/notes.txt")
    try fixture.write("x", to: "Themes/a/Notes.txt")
    #expect(
      fixture.findings("name-collision") == [
        Finding(
          ruleID: "name-collision", severity: .error, file: fixture.path("Themes/a/notes.txt"), theme: "a",
          message:
            "'Notes.txt' and 'notes.txt' differ only by letter case: they are one file on macOS and iOS")
      ])
  }

  @Test func namesThatDifferOnlyByNormalisationCollide() throws {
    let fixture = try LintFixture()
    let composed = "caf\u{E9}.txt"
    let decomposed = "cafe\u{301}.txt"
    try fixture.write("x", to: "Themes/a/" + composed)
    try fixture.write("x", to: "Themes/a/" + decomposed)
    let entries = try FileManager.default.contentsOfDirectory(atPath: fixture.path("Themes/a"))
    try #require(entries.count == 3, "the file system must keep both spellings")
    let findings = fixture.findings("name-collision")
    try #require(findings.count == 1)
    // Sorted by bytes: "cafe\u{301}" (65 CC 81) before "caf\u{E9}" (C3 A9).
    #expect(
      findings[0].message
        == "'\(decomposed)' and '\(composed)' differ only by Unicode normalisation (NFC and NFD): they are "
        + "one file on macOS and iOS"
    )
    #expect(Array(findings[0].file.utf8) == Array(fixture.path("Themes/a/" + composed).utf8))
  }

  @Test func assetNamesThatDifferOnlyByCaseCollide() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {}, "Icon": {}}}
      """, to: "themepack.json")
    #expect(
      fixture.findings("name-collision") == [
        Finding(
          ruleID: "name-collision", severity: .error, file: fixture.path("themepack.json"), line: 1,
          column: 33,
          message:
            "assets 'Icon' and 'icon' differ only by letter case: their files would collide on macOS and iOS")
      ])
  }

  @Test func themeFolderNameWithASpace() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme("dark gray", color: "#333333")
    #expect(
      fixture.findings("invalid-name") == [
        Finding(
          ruleID: "invalid-name", severity: .error, file: fixture.path("Themes/dark gray"),
          theme: "dark gray",
          message: "theme name 'dark gray' may use only letters, digits, '_' and '-': rename the folder")
      ])
  }

  @Test func themeWithoutThemeFile() throws {
    let fixture = try LintFixture()
    try fixture.remove("Themes/b/theme.json")
    let result = ThemeProject.load(assetsPath: fixture.assets)
    #expect(result.project == nil)
    #expect(
      fixture.findings("missing-theme-file") == [
        Finding(
          ruleID: "missing-theme-file", severity: .error, file: fixture.path("Themes/b"), theme: "b",
          message: "theme 'b' has no 'theme.json': it must declare the theme's version and colour")
      ])
  }

  @Test func projectWithoutThemes() throws {
    let fixture = try LintFixture()
    try fixture.remove("Themes")
    #expect(
      fixture.findings("no-themes") == [
        Finding(
          ruleID: "no-themes", severity: .error, file: fixture.path("Themes"),
          message: "no theme folders in '\(fixture.path("Themes"))': add one folder per theme")
      ])
  }

  @Test func plainFolderOneLevelTooHigh() throws {
    let fixture = try LintFixture(empty: true)
    for theme in ["blue", "silver"] {
      try fixture.writePNG(LintFixture.square(2, .white), to: "ThemeResource/\(theme)/x.png")
    }
    let report = fixture.lint()
    #expect(
      report.findings.filter { $0.ruleID == "no-themes" } == [
        Finding(
          ruleID: "no-themes", severity: .error, file: fixture.assets,
          message: "no theme folder in '\(fixture.assets)' holds an image, but "
            + "'\(fixture.path("ThemeResource"))' holds folders: lint '\(fixture.path("ThemeResource"))' instead"
        )
      ])
    #expect(report.failed)
  }

  @Test func plainFolderWithoutImages() throws {
    let fixture = try LintFixture(empty: true)
    try fixture.write("notes", to: "blue/notes.txt")
    #expect(
      fixture.findings("no-themes") == [
        Finding(
          ruleID: "no-themes", severity: .error, file: fixture.assets,
          message: "no theme folder in '\(fixture.assets)' holds an image")
      ])
  }

  @Test func missingAssetsFolder() throws {
    let fixture = try LintFixture(empty: true)
    let missing = fixture.path("nowhere")
    let report = Linter.lint(assetsPath: missing + "/")
    #expect(
      report.findings == [
        Finding(
          ruleID: "unreadable-file", severity: .error, file: missing,
          message: "cannot list '\(missing)': No such file or directory")
      ])
    #expect(report.failed)
  }
}
