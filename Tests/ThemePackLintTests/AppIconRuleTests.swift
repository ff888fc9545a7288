import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackToolTestSupport

/// The app icon rules on a fixture whose icon is changed one way at a time.
@Suite("app icon lint: sources, size, alpha, tinted legibility, dark contrast, names")
struct AppIconRuleTests {
  /// The lint fixture with an app icon: a white square glyph, the middle half, as an SVG.
  private func fixture(icon: String = #"{"master": "Icons/Glyph.svg"}"#) throws -> LintFixture {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "test.themes", "assets": {"icon": {"source": "master", "tint": "template"}},
       "appIcon": \(icon)}
      """, to: "themepack.json")
    try fixture.write(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect x="16" y="16" width="32" height="32" fill="#FFF"/></svg>"##,
      to: "Icons/Glyph.svg")
    return fixture
  }

  @Test func aGoodIconHasNoFindings() throws {
    let fixture = try fixture()
    let findings = fixture.lint().findings.filter { $0.ruleID.hasPrefix("app-icon") }
    #expect(findings.isEmpty, "\(findings)")
  }

  /// (label, appIcon JSON, extra files as path → image, rule, count, message fragment)
  static let cases: [(String, String, [String: RGBAImage], String, Int, String)] = [
    ("a missing master", #"{"master": "Icons/None.svg"}"#, [:], "app-icon-source", 1, "Icons/None.svg"),
    (
      "an unknown background colour", #"{"master": "Icons/Glyph.svg", "background": "brand"}"#, [:],
      "app-icon-source", 2, "does not have"
    ),
    (
      "a wide PNG", #"{"master": "Icons/Wide.png"}"#,
      ["Icons/Wide.png": RGBAImage(width: 2048, height: 1024, fill: .white)], "app-icon-size", 1, "not square"
    ),
    (
      "a small PNG", #"{"master": "Icons/Small.png"}"#,
      ["Icons/Small.png": RGBAImage(width: 512, height: 512, fill: .white)], "app-icon-size", 1,
      "under the 1024 px"
    ),
    (
      "a translucent background", ##"{"master": "Icons/Glyph.svg", "background": "#22336680"}"##, [:],
      "app-icon-alpha", 2, "has alpha"
    ),
    (
      "a coloured tinted master", #"{"master": "Icons/Glyph.svg", "tinted": "Icons/Red.png"}"#,
      ["Icons/Red.png": RGBAImage(width: 1024, height: 1024, fill: ThemeRGBA(red: 200, green: 0, blue: 0))],
      "app-icon-tinted", 2, "not grayscale"
    ),
    (
      "a glyph that all but vanishes", #"{"master": "Icons/Dot.png"}"#,
      ["Icons/Dot.png": Self.dot()], "app-icon-tinted", 2, "covers"
    ),
    (
      "a dark master too dark", #"{"master": "Icons/Glyph.svg", "dark": "Icons/Black.png"}"#,
      [
        "Icons/Black.png": RGBAImage(width: 1024, height: 1024, fill: ThemeRGBA(red: 10, green: 10, blue: 10))
      ],
      "app-icon-dark-contrast", 2, "on the system's dark gradient"
    ),
  ]

  /// A 1024 px image with one 8 px white dot: under 2% of the icon.
  static func dot() -> RGBAImage {
    var image = RGBAImage(width: 1024, height: 1024, fill: .clear)
    for y in 508..<516 { for x in 508..<516 { image[x, y] = .white } }
    return image
  }

  @Test(arguments: cases)
  func aProblemIsAFinding(
    _ label: String, _ icon: String, _ files: [String: RGBAImage], _ rule: String, _ count: Int,
    _ fragment: String
  ) throws {
    let fixture = try fixture(icon: icon)
    for (path, image) in files { try fixture.writePNG(image, to: path) }
    let findings = fixture.findings(rule)
    #expect(findings.count == count, "\(label): \(findings)")
    #expect(findings.allSatisfy { ($0.file + ": " + $0.message).contains(fragment) }, "\(label): \(findings)")
    let others = fixture.lint().findings.filter { $0.ruleID.hasPrefix("app-icon") && $0.ruleID != rule }
    #expect(others.isEmpty, "\(label): \(others)")
  }

  @Test func twoThemesNamingOneIconIsAnError() throws {
    let fixture = try fixture()
    try fixture.writeTheme("b", color: "#3366CC", extra: #", "appIcon": {"name": "AppIcon-a"}"#)
    let findings = fixture.findings("app-icon-name")
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.theme == "b")
    #expect(findings.first?.message.contains("also theme 'a''s") == true, "\(findings)")
    #expect(findings.first?.severity == .error)
  }

  @Test func namesThatBecomeOneAndroidResourceAreAnError() throws {
    let fixture = try fixture()
    try fixture.writeTheme("a", color: "#CC3333", extra: #", "appIcon": {"name": "BlueIcon"}"#)
    try fixture.writeTheme("b", color: "#3366CC", extra: #", "appIcon": {"name": "blue_icon"}"#)
    let findings = fixture.findings("app-icon-name")
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.message.contains("'blue_icon'") == true, "\(findings)")
  }
}
