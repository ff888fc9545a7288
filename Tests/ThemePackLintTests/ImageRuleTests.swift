import Foundation
import Testing
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Lint rules about PNG files, sizes, scales and slices")
struct ImageRuleTests {
  @Test func fileThatIsNotAPNG() throws {
    let fixture = try LintFixture()
    let bytes = Array("definitely not a PNG".utf8)
    try fixture.write(bytes, to: "Themes/a/icon@3x.png")
    let file = fixture.path("Themes/a/icon@3x.png")
    var expected = ""
    do {
      _ = try PNGDecoder.decode(bytes, file: file)
    } catch {
      expected = error.description
    }
    try #require(expected.hasPrefix("cannot decode '\(file)': "))
    #expect(
      fixture.findings("undecodable-png") == [
        Finding(ruleID: "undecodable-png", severity: .error, file: file, theme: "a", message: expected)
      ])
  }

  @Test func truncatedPNG() throws {
    let fixture = try LintFixture()
    let bytes = try PNGEncoder.encode(LintFixture.square(6, .white))
    try fixture.write(Array(bytes.prefix(bytes.count - 20)), to: "Base/icon@3x.png")
    let findings = fixture.findings("undecodable-png")
    try #require(findings.count == 1)
    #expect(findings[0].file == fixture.path("Base/icon@3x.png"))
    #expect(findings[0].message.hasPrefix("cannot decode '\(fixture.path("Base/icon@3x.png"))': "))
    #expect(findings[0].theme == nil)
  }

  @Test func xcodeCrushedPNG() throws {
    let fixture = try LintFixture()
    let plain = try PNGEncoder.encode(LintFixture.square(6, .white))
    let crushed = PNGChunkSurgery.inserting("CgBI", [0x50, 0x00, 0x20, 0x06], into: plain, first: true)
    try fixture.write(crushed, to: "Base/icon@3x.png")
    #expect(
      fixture.findings("crushed-png") == [
        Finding(
          ruleID: "crushed-png", severity: .error, file: fixture.path("Base/icon@3x.png"),
          message:
            "Xcode-crushed iPhone PNG (CgBI chunk), not a standard PNG: export the original, uncrushed file")
      ])
    #expect(fixture.findings("undecodable-png") == [])
  }

  @Test func overrideOfAnotherPointSize() throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.square(9, .white), to: "Themes/a/icon@3x.png")
    #expect(
      fixture.findings("inconsistent-size") == [
        Finding(
          ruleID: "inconsistent-size", severity: .error, file: fixture.path("Themes/a/icon@3x.png"),
          theme: "a",
          message: "'icon' is 3×3 pt in theme 'a' but its master is 2×2 pt")
      ])
  }

  @Test func perThemeFilesOfDifferentSizes() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {}, "flag": {"source": "perTheme"}}}
      """, to: "themepack.json")
    try fixture.writeTheme("c", color: "#33CC33")
    try fixture.writePNG(LintFixture.image(6, 3), to: "Themes/a/flag@3x.png")
    try fixture.writePNG(LintFixture.image(9, 6), to: "Themes/b/flag@3x.png")
    try fixture.writePNG(LintFixture.image(6, 3), to: "Themes/c/flag@3x.png")
    #expect(
      fixture.findings("inconsistent-size") == [
        Finding(
          ruleID: "inconsistent-size", severity: .error, file: fixture.path("Themes/b/flag@3x.png"),
          theme: "b",
          message: "'flag' is 3×2 pt in theme 'b' but 2×1 pt in 2 of 3 themes")
      ])
  }

  @Test func darkImageOfAnotherSize() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {"dark": "explicitFile"}}}
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(3, .white), to: "Base/icon.dark@3x.png")
    #expect(
      fixture.findings("inconsistent-size") == [
        Finding(
          ruleID: "inconsistent-size", severity: .error, file: fixture.path("Base/icon.dark@3x.png"),
          message: "the dark image of 'icon' is 1×1 pt but its light image is 2×2 pt")
      ])
  }

  @Test func lowerScaleThatDoesNotMatch() throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.square(7, .white), to: "Base/icon@2x.png")
    #expect(
      fixture.findings("scale-mismatch") == [
        Finding(
          ruleID: "scale-mismatch", severity: .error, file: fixture.path("Base/icon@2x.png"),
          message: "'icon@2x.png' is 7×7 px but 'icon@3x.png' makes 'icon' 2×2 pt: at 2x it must be 4×4 px")
      ])
  }

  @Test func matchingScalesAreClean() throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.square(4, .white), to: "Base/icon@2x.png")
    try fixture.writePNG(LintFixture.square(2, .white), to: "Base/icon.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  /// A master that is not a whole number of points is what Xcode accepts: information, never an
  /// error (not even with `--strict`), naming the sizes the build writes.
  @Test func masterOfFractionalPoints() throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.image(7, 6), to: "Base/icon@3x.png")
    #expect(fixture.findings("scale-mismatch") == [])
    #expect(
      fixture.findings("rounded-point-size") == [
        Finding(
          ruleID: "rounded-point-size", severity: .info, file: fixture.path("Base/icon@3x.png"),
          message: "'icon@3x.png' is 7×6 px: at 3x that is 2.33×2 pt, drawn as is; the build writes "
            + "1x at 2×2 px, 2x at 5×4 px")
      ])
    #expect(!fixture.lint(strict: true).failed)
  }

  /// A lower-scale file a pixel of rounding away (Xcode and the catalog lint accept ±1 px) is
  /// information; two pixels away is still a mismatch.
  @Test(arguments: [
    (4, 4, nil), (5, 4, "rounded-point-size"), (3, 5, "rounded-point-size"), (6, 4, "scale-mismatch"),
  ])
  func lowerScaleWithinAPixelOfRounding(width: Int, height: Int, rule: String?) throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.image(width, height), to: "Base/icon@2x.png")
    let findings = fixture.lint(strict: true).findings.filter { $0.file == fixture.path("Base/icon@2x.png") }
    #expect(findings.map(\.ruleID) == (rule.map { [$0] } ?? []), "\(findings)")
  }

  /// A pixel off a whole size is said for what it is: UIKit draws the file half a point off.
  /// A pixel of rounding where the size is no whole number of pixels is only that.
  @Test func aPixelOffAWholeSizeSaysWhatUIKitDraws() throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.image(5, 4), to: "Base/icon@2x.png")
    #expect(
      fixture.findings("rounded-point-size").map(\.message) == [
        "'icon@2x.png' is 5×4 px, 'icon@3x.png' makes 4×4 px at 2x: UIKit draws it at 2.5×2 pt, not 2×2 pt; "
          + "redraw it at 4×4 px"
      ])
    let rounding = try LintFixture()
    try rounding.writePNG(LintFixture.image(7, 6), to: "Base/icon@3x.png")
    try rounding.writePNG(LintFixture.image(4, 4), to: "Base/icon@2x.png")
    #expect(
      rounding.findings("rounded-point-size").map(\.message).contains(
        "'icon@2x.png' is 4×4 px, 'icon@3x.png' makes 5×4 px at 2x: drawn as given, within a pixel of rounding"
      ))
  }

  @Test func masterDrawnAtTwoX() throws {
    let fixture = try LintFixture()
    try fixture.remove("Base/icon@3x.png")
    try fixture.writePNG(LintFixture.square(4, .white), to: "Base/icon@2x.png")
    #expect(
      fixture.findings("master-too-small") == [
        Finding(
          ruleID: "master-too-small", severity: .error, file: fixture.path("Base/icon@2x.png"),
          message:
            "the master of 'icon' is drawn at 2x but 3x must be produced: add 'icon@3x.png' (never upscale), "
            + "or give 'icon' \"scales\": [1, 2] to build it at the scales it has")
      ])
  }

  /// An asset built at the scales its master has (`scales`) needs nothing above them.
  @Test func anAssetsOwnScalesNeedNoHigherMaster() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "scales": [1, 2, 3], "assets": {"icon": {"scales": [1, 2]}}}
      """, to: "themepack.json")
    try fixture.remove("Base/icon@3x.png")
    try fixture.writePNG(LintFixture.square(4, .white), to: "Base/icon@2x.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  /// (label, the asset's `scales`, the finding's rule and message)
  static let badScales: [(String, String, String, String)] = [
    (
      "not an array", "2", "wrong-type",
      "'scales' in asset 'icon' must be a non-empty array of the project's scales ([1, 2, 3]), not a number"
    ),
    (
      "empty", "[]", "invalid-value",
      "invalid value '[]' for 'scales' in asset 'icon': list at least one of the project's scales (1, 2, 3)"
    ),
    (
      "not an integer", "[1.5]", "wrong-type",
      "each scale in 'scales' in asset 'icon' must be an integer, not a number"
    ),
    (
      "a scale the project lacks", "[1, 4]", "invalid-value",
      "invalid value '4' for 'scales' in asset 'icon': the project builds scales 1, 2, 3 only"
    ),
    (
      "twice", "[2, 2]", "invalid-value", "invalid value '2' for 'scales' in asset 'icon': it is listed twice"
    ),
  ]

  @Test(arguments: badScales)
  func badAssetScalesAreOneFindingEach(label: String, scales: String, rule: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "scales": [1, 2, 3], "assets": {"icon": {"scales": \(scales)}}}
      """, to: "themepack.json")
    let findings = fixture.lint().findings.filter { $0.file == fixture.path("themepack.json") }
    #expect(findings.map(\.ruleID) == [rule], "\(label): \(findings)")
    #expect(findings.map(\.message) == [message], "\(label)")
  }

  @Test func overrideDrawnAtOneX() throws {
    let fixture = try LintFixture()
    try fixture.writePNG(LintFixture.square(2, .white), to: "Themes/b/icon.png")
    #expect(
      fixture.findings("master-too-small") == [
        Finding(
          ruleID: "master-too-small", severity: .error, file: fixture.path("Themes/b/icon.png"), theme: "b",
          message:
            "the override in theme 'b' of 'icon' is drawn at 1x but 3x must be produced: add 'icon@3x.png' "
            + "(never upscale), or give 'icon' \"scales\": [1] to build it at the scales it has"
        )
      ])
  }

  @Test func twoXIsEnoughWhenTwoXIsTheHighestScale() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "scales": [1, 2], "assets": {"icon": {}}}
      """, to: "themepack.json")
    try fixture.remove("Base/icon@3x.png")
    try fixture.writePNG(LintFixture.square(4, .white), to: "Base/icon@2x.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  /// The nav-bar case: a 1 pt image with caps (0, 0, 1, 1) has no middle left at 1x.
  @Test func capsThatCoverTheWholeImage() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {
        "slice": {"capInsets": {"top": 0, "left": 0, "bottom": 1, "right": 1}, "center": "tile"}}}}
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(3, .white), to: "Base/icon@3x.png")
    #expect(
      fixture.findings("slice-insets") == [
        Finding(
          ruleID: "slice-insets", severity: .error, file: fixture.path("Base/icon@3x.png"),
          message:
            "slice of 'icon' fails at 1x: left and right insets (0 + 1 pt = 1 px at 1x) leave nothing to "
            + "stretch in the width of 1 px"
        )
      ])
  }

  @Test func capsLargerThanTheOverride() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {"slice": {"capInsets": {"top": 1, "bottom": 1}}}}}
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(9, .white), to: "Base/icon@3x.png")
    try fixture.writePNG(LintFixture.image(9, 3), to: "Themes/a/icon@3x.png")
    let findings = fixture.findings("slice-insets")
    #expect(
      findings == [
        Finding(
          ruleID: "slice-insets", severity: .error, file: fixture.path("Themes/a/icon@3x.png"), theme: "a",
          message:
            "slice of 'icon' fails at 1x: top and bottom insets (1 + 1 pt = 2 px at 1x) exceed the height "
            + "of 1 px"
        )
      ])
  }

  @Test func slicedMasterWithRoomToStretchIsClean() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {"slice": {"capInsets": {"bottom": 1, "right": 1}}}}}
      """, to: "themepack.json")
    #expect(fixture.lint(strict: true).findings == [])
  }

  /// Issue 12: a Generic RGB image is converted to sRGB when built, so the lint reports
  /// information instead of the old re-export warning (`ColorConversionLintTests` has more).
  @Test func genericRGBProfile() throws {
    let fixture = try LintFixture()
    let plain = try PNGEncoder.encode(
      LintFixture.square(6, .white), options: PNGEncodeOptions(writeSRGB: false))
    let profile = LCMSOracle.genericRGBLike()
    let tagged = PNGChunkSurgery.inserting(
      "iCCP", PNGChunkSurgery.iccpData(name: "ICC Profile", profile: profile), into: plain)
    try fixture.write(tagged, to: "Base/icon@3x.png")
    #expect(fixture.findings("color-profile") == [])
    #expect(fixture.findings("color-conversion").map(\.severity) == [.info])
  }

  /// A profile holding nothing but a description cannot be used: refused, naming the file.
  @Test func descriptionOnlyProfileIsRefused() throws {
    let fixture = try LintFixture()
    let plain = try PNGEncoder.encode(
      LintFixture.square(6, .white), options: PNGEncodeOptions(writeSRGB: false))
    let profile = PNGChunkSurgery.iccProfile(description: "Generic RGB Profile")
    let tagged = PNGChunkSurgery.inserting(
      "iCCP", PNGChunkSurgery.iccpData(name: "ICC Profile", profile: profile), into: plain)
    try fixture.write(tagged, to: "Base/icon@3x.png")
    #expect(fixture.findings("undecodable-png").map(\.severity) == [.error])
  }

  @Test func embeddedSRGBProfileIsFine() throws {
    let fixture = try LintFixture()
    let plain = try PNGEncoder.encode(
      LintFixture.square(6, .white), options: PNGEncodeOptions(writeSRGB: false))
    // A real profile (lcms2's "sRGB built-in"): issue 12 refuses profiles lcms2 cannot read,
    // whatever their description says.
    let profile = LCMSOracle.srgb()
    let tagged = PNGChunkSurgery.inserting(
      "iCCP", PNGChunkSurgery.iccpData(name: "Photoshop ICC profile", profile: profile), into: plain)
    try fixture.write(tagged, to: "Base/icon@3x.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  /// Issue 12: linear gamma is converted to sRGB when built: information, not a warning.
  @Test func linearGamma() throws {
    let fixture = try LintFixture()
    let plain = try PNGEncoder.encode(
      LintFixture.square(6, .white), options: PNGEncodeOptions(writeSRGB: false))
    let tagged = PNGChunkSurgery.inserting("gAMA", PNGChunkSurgery.bigEndian(100_000), into: plain)
    try fixture.write(tagged, to: "Themes/b/icon@3x.png")
    #expect(fixture.findings("color-profile") == [])
    #expect(
      fixture.findings("color-conversion") == [
        Finding(
          ruleID: "color-conversion", severity: .info, file: fixture.path("Themes/b/icon@3x.png"), theme: "b",
          message:
            "colour space gamma 1.0 (gAMA) is converted to sRGB when built (relative colorimetric); tinting, "
            + "the drift check and the outputs use the converted colours"
        )
      ])
  }
}
