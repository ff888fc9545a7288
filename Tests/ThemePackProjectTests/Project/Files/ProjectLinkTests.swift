import Foundation
import Testing
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Symbolic links in a project: those that stay inside are followed, those that lead
/// outside or loop are refused with a `symbolic-link` error and never read.
@Suite("symbolic links: inside the project allowed, outside or looping refused")
struct ProjectLinkTests {
  /// A clean lint fixture and, beside it, a folder outside the project holding a valid PNG
  /// that would lint clean in the project's place.
  final class Setup: @unchecked Sendable {
    let fixture: LintFixture
    let outside: TemporaryFolder

    init() throws {
      fixture = try LintFixture()
      outside = try TemporaryFolder("themepack-outside")
      try outside.write(try PNGEncoder.encode(LintFixture.square(6, .white)), to: "secret@3x.png")
      try outside.write("{\"version\": \"1.0.0\", \"color\": \"#CC3333\"}\n", to: "theme/theme.json")
      try outside.write(LintFixture.config, to: "themepack.json")
    }

    var secret: String { outside.path("secret@3x.png") }

    /// Replaces `relative` in the project (file or folder) with a link to `target`.
    func link(_ relative: String, to target: String) throws {
      let path = fixture.path(relative)
      if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    func outsideFinding(_ relative: String, target: String, theme: String? = nil) -> Finding {
      Finding(
        ruleID: SymbolicLinkRule.id, severity: .error, file: fixture.path(relative), theme: theme,
        message: SymbolicLinkRule.outsideMessage(
          link: fixture.path(relative), project: fixture.assets, target: target))
    }
  }

  @Test func aMasterLinkingOutsideIsTheOneFinding() throws {
    let setup = try Setup()
    try setup.link("Base/icon@3x.png", to: setup.secret)
    let report = setup.fixture.lint()
    #expect(report.findings == [setup.outsideFinding("Base/icon@3x.png", target: setup.secret)])
    #expect(report.failed)
    #expect(report.imageCount == 0)
    #expect(
      report.findings[0].message
        == "symbolic link '\(setup.fixture.path("Base/icon@3x.png"))' leads outside the project folder "
        + "'\(setup.fixture.assets)': '\(setup.secret)'")
    let loaded = ThemeProject.load(assetsPath: setup.fixture.assets)
    #expect(loaded.project == nil)
  }

  @Test func aThemeFileLinkingOutsideIsRefused() throws {
    let setup = try Setup()
    try setup.link("Themes/a/icon@3x.png", to: setup.secret)
    let findings = setup.fixture.lint().findings
    #expect(findings == [setup.outsideFinding("Themes/a/icon@3x.png", target: setup.secret, theme: "a")])
  }

  @Test func aRelativeLinkClimbingOutIsRefused() throws {
    let setup = try Setup()
    let climb = "../../" + setup.outside.url.lastPathComponent + "/secret@3x.png"
    try setup.link("Base/icon@3x.png", to: climb)
    #expect(setup.fixture.lint().findings == [setup.outsideFinding("Base/icon@3x.png", target: climb)])
  }

  @Test func theConfigAndThemeFilesLinkingOutsideAreNotRead() throws {
    let setup = try Setup()
    try setup.link("themepack.json", to: setup.outside.path("themepack.json"))
    try setup.link("Themes/b/theme.json", to: setup.outside.path("theme/theme.json"))
    let loaded = ThemeProject.load(assetsPath: setup.fixture.assets)
    #expect(loaded.survey.config == nil)
    #expect(loaded.survey.themes.first { $0.name == "b" }?.settings == nil)
    #expect(loaded.project == nil)
    let errors = setup.fixture.lint().findings.filter { $0.ruleID == SymbolicLinkRule.id }
    #expect(
      errors == [
        setup.outsideFinding(
          "Themes/b/theme.json", target: setup.outside.path("theme/theme.json"), theme: "b"),
        setup.outsideFinding("themepack.json", target: setup.outside.path("themepack.json")),
      ])
  }

  @Test func aThemeFolderLinkingOutsideIsNotATheme() throws {
    let setup = try Setup()
    try setup.link("Themes/c", to: setup.outside.path("theme"))
    let loaded = ThemeProject.load(assetsPath: setup.fixture.assets)
    #expect(loaded.survey.themes.map(\.name) == ["a", "b"])
    let errors = setup.fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors == [setup.outsideFinding("Themes/c", target: setup.outside.path("theme"))])
  }

  @Test(arguments: ["../../Base/icon@3x.png", "absolute"])
  func aLinkInsideTheProjectIsFollowed(target: String) throws {
    let setup = try Setup()
    try setup.fixture.writePNG(LintFixture.square(6, .white), to: "Themes/a/icon@3x.png")
    try setup.fixture.remove("Themes/a/icon@3x.png")
    try setup.link(
      "Themes/a/icon@3x.png", to: target == "absolute" ? setup.fixture.path("Base/icon@3x.png") : target)
    // The white override was read through the link: the drift check saw its colour.
    let report = setup.fixture.lint()
    #expect(report.findings.map(\.ruleID) == [ColorDriftRule.id])
    #expect(report.imageCount == 2)
    let project = try #require(ThemeProject.load(assetsPath: setup.fixture.assets).project)
    #expect(
      try project.reader.bytes(at: setup.fixture.path("Themes/a/icon@3x.png"))
        == FileReader.bytes(at: setup.fixture.path("Base/icon@3x.png")))
  }

  @Test func aFolderLinkInsideTheProjectIsFollowed() throws {
    let setup = try Setup()
    try setup.fixture.writePNG(LintFixture.square(6, .white), to: "Shared/icon@3x.png")
    try setup.fixture.remove("Base")
    try setup.link("Base", to: "Shared")
    let report = setup.fixture.lint(strict: true)
    #expect(report.findings == [])
    #expect(report.imageCount == 1)
  }

  @Test func aLinkLoopIsRefusedNamingTheLink() throws {
    let setup = try Setup()
    try setup.link("Base/icon@3x.png", to: "icon@3x.png")
    try setup.link("Themes/a/icon@3x.png", to: "../b/icon@3x.png")
    try setup.link("Themes/b/icon@3x.png", to: "../a/icon@3x.png")
    let findings = setup.fixture.lint().findings
    func loop(_ relative: String, _ target: String, _ theme: String?) -> Finding {
      Finding(
        ruleID: SymbolicLinkRule.id, severity: .error, file: setup.fixture.path(relative), theme: theme,
        message: SymbolicLinkRule.loopMessage(link: setup.fixture.path(relative), target: target))
    }
    #expect(
      findings == [
        loop("Base/icon@3x.png", "icon@3x.png", nil), loop("Themes/a/icon@3x.png", "../b/icon@3x.png", "a"),
        loop("Themes/b/icon@3x.png", "../a/icon@3x.png", "b"),
      ])
    #expect(
      findings[0].message
        == "symbolic link '\(setup.fixture.path("Base/icon@3x.png"))' forms a loop: 'icon@3x.png'")
  }

  @Test func aDanglingLinkInsideIsAnUnreadableFile() throws {
    let setup = try Setup()
    try setup.link("Base/icon@3x.png", to: "gone@3x.png")
    let path = setup.fixture.path("Base/icon@3x.png")
    #expect(
      throws: ProjectReadError.file(
        FileError(path: path, operation: .read, reason: "No such file or directory"))
    ) {
      try ProjectReader(root: setup.fixture.assets).bytes(at: path)
    }
    #expect(setup.fixture.lint().findings.map(\.ruleID) == [UndecodablePNGRule.id])
  }

  /// The survey saw a regular file; it is swapped for a link to a file outside before the
  /// lint reads it. The read is refused, not followed.
  @Test func aFileSwappedForALinkAfterTheSurveyIsRefused() throws {
    let setup = try Setup()
    let loaded = ThemeProject.load(assetsPath: setup.fixture.assets)
    #expect(loaded.survey.refusedLinks == [])
    try setup.link("Base/icon@3x.png", to: setup.secret)
    let path = setup.fixture.path("Base/icon@3x.png")
    let refusal = ProjectReadError.link(ProjectLink(path: path, target: setup.secret, problem: .outside))
    #expect(throws: refusal) { try ProjectReader(root: setup.fixture.assets).bytes(at: path) }
    let report = Linter.lint(loaded)
    #expect(report.failed)
    #expect(
      report.findings.map(\.message) == [
        "cannot decode '\(path)': symbolic link '\(path)' leads outside the project folder: '\(setup.secret)'"
      ])
  }

  /// The same for a folder on the way: the walk opens each folder relative to the one
  /// before it without following links, so an intermediate folder swapped for a link is
  /// refused too.
  @Test func aFolderSwappedForALinkAfterTheSurveyIsRefused() throws {
    let setup = try Setup()
    let loaded = ThemeProject.load(assetsPath: setup.fixture.assets)
    try FileManager.default.moveItem(atPath: setup.fixture.path("Themes/a"), toPath: setup.outside.path("a"))
    try setup.link("Themes/a", to: setup.outside.path("a"))
    let settings = setup.fixture.path("Themes/a/theme.json")
    let refusal = ProjectReadError.link(
      ProjectLink(path: setup.fixture.path("Themes/a"), target: setup.outside.path("a"), problem: .outside))
    #expect(throws: refusal) { try ProjectReader(root: setup.fixture.assets).bytes(at: settings) }
    #expect(throws: refusal) {
      try ProjectReader(root: setup.fixture.assets).entries(of: setup.fixture.path("Themes/a"))
    }
    #expect(loaded.project != nil)
  }

  @Test func aPathOutsideTheRootIsRefused() throws {
    let setup = try Setup()
    let reader = ProjectReader(root: setup.fixture.assets)
    #expect(throws: ProjectReadError.self) { try reader.bytes(at: setup.secret) }
    #expect(throws: ProjectReadError.self) { try reader.bytes(at: setup.fixture.path("../x")) }
    #expect(
      throws: ProjectReadError.file(
        FileError(path: setup.fixture.path("Base"), operation: .read, reason: "is a folder, not a file"))
    ) {
      try reader.bytes(at: setup.fixture.path("Base"))
    }
  }

  @Test func helpListsTheRule() {
    #expect(Linter.rules.contains { $0.id == "symbolic-link" && $0.severity == .error })
  }
}
