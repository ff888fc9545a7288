import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The lint reads images as the build does, colour-managed: a converted image is
/// information (`color-conversion`), the drift check compares converted colours, a damaged
/// profile is an error, and only spaces the build cannot convert keep the warning.
@Suite("The lint reports colour conversion and checks converted colours")
struct ColorConversionLintTests {
  static func tagged(_ image: RGBAImage, profile: [UInt8]) throws -> [UInt8] {
    let plain = try PNGEncoder.encode(image, options: PNGEncodeOptions(writeSRGB: false))
    return PNGChunkSurgery.inserting(
      "iCCP", PNGChunkSurgery.iccpData(name: "ICC Profile", profile: profile), into: plain)
  }

  /// The colour lcms2 gives for one stored colour in `profile`.
  static func converted(_ color: ThemeRGBA, profile: [UInt8]) -> ThemeRGBA {
    let out = LCMSOracle.toSRGB([color.red, color.green, color.blue, 255], profile: profile)
    return ThemeRGBA(red: out[0], green: out[1], blue: out[2])
  }

  @Test func convertedImageIsInformationNotAWarning() throws {
    let fixture = try LintFixture()
    let bytes = try Self.tagged(LintFixture.square(6, .white), profile: LCMSOracle.genericRGBLike())
    try fixture.write(bytes, to: "Base/icon@3x.png")
    let report = fixture.lint(strict: true)
    #expect(
      report.findings == [
        Finding(
          ruleID: "color-conversion", severity: .info, file: fixture.path("Base/icon@3x.png"),
          message:
            "colour space ICC 'Generic RGB Profile' is converted to sRGB when built (perceptual); tinting, "
            + "the drift check and the outputs use the converted colours")
      ])
    #expect(!report.failed)
    #expect(report.summary == "0 errors, 0 warnings, 1 info in 2 themes (1 image)")
  }

  /// iBus blue's stored #226BAA in Generic RGB is another colour in sRGB: the drift check
  /// sees that one.
  @Test func driftComparesTheConvertedColour() throws {
    let profile = LCMSOracle.genericRGBLike()
    let stored = ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)
    let shown = Self.converted(stored, profile: profile)
    try #require(ColorDistance.ciede2000(stored, shown) > 3)
    let fixture = try LintFixture()
    try fixture.write(
      try Self.tagged(LintFixture.square(6, stored), profile: profile), to: "Themes/a/icon@3x.png")
    try fixture.writeTheme("a", color: shown.hexString)
    #expect(fixture.findings("color-drift") == [])
    try fixture.writeTheme("a", color: stored.hexString)
    let drift = fixture.findings("color-drift")
    #expect(drift.count == 1)
    #expect(drift.first?.message.hasPrefix("dominant colour \(shown.hexString) of 'icon'") == true)
  }

  @Test func damagedProfileIsAnError() throws {
    let fixture = try LintFixture()
    var profile = LCMSOracle.displayP3()
    profile.replaceSubrange(36..<40, with: Array("xxxx".utf8))
    try fixture.write(
      try Self.tagged(LintFixture.square(6, .white), profile: profile), to: "Themes/b/icon@3x.png")
    let path = fixture.path("Themes/b/icon@3x.png")
    #expect(
      fixture.findings("undecodable-png") == [
        Finding(
          ruleID: "undecodable-png", severity: .error, file: path, theme: "b",
          message: "cannot decode '\(path)': ICC profile: wrong signature 'xxxx', expected 'acsp'")
      ])
  }

  @Test func unconvertedSpaceKeepsTheWarning() throws {
    let fixture = try LintFixture()
    try fixture.write(
      try Self.tagged(LintFixture.square(6, .white), profile: LCMSOracle.gray()), to: "Base/icon@3x.png")
    #expect(fixture.findings("color-profile").map(\.severity) == [.warning])
    #expect(fixture.findings("color-conversion") == [])
  }

  /// Display P3 as Xcode writes it (cICP 12/13/0/1 beside an iCCP Display P3 profile) is
  /// converted, so the lint says so as information and never warns: `--strict` passes.
  @Test func aDisplayP3CICPIsInformationNotAWarning() throws {
    let fixture = try LintFixture()
    let tagged = try Self.tagged(LintFixture.square(6, .white), profile: LCMSOracle.displayP3())
    try fixture.write(
      PNGChunkSurgery.inserting("cICP", [12, 13, 0, 1], into: tagged), to: "Base/icon@3x.png")
    let path = fixture.path("Base/icon@3x.png")
    #expect(fixture.findings("color-profile") == [])
    #expect(
      fixture.findings("color-conversion") == [
        Finding(
          ruleID: "color-conversion", severity: .info, file: path,
          message: "colour space cICP 12/13/0/1 (Display P3) is converted to sRGB when built (relative "
            + "colorimetric); tinting, the drift check and the outputs use the converted colours")
      ])
  }

  /// An HDR cICP stops the lint, as it stops the build, in one line naming the file.
  @Test func anHDRCICPIsAnError() throws {
    let fixture = try LintFixture()
    let plain = try PNGEncoder.encode(
      LintFixture.square(6, .white), options: PNGEncodeOptions(writeSRGB: false))
    try fixture.write(PNGChunkSurgery.inserting("cICP", [9, 16, 0, 1], into: plain), to: "Base/icon@3x.png")
    let path = fixture.path("Base/icon@3x.png")
    #expect(
      fixture.findings("undecodable-png").map(\.message) == [
        "cannot decode '\(path)': cICP 9/16/0/1: HDR (PQ, transfer 16) is not supported yet"
      ])
  }

  /// An untinted asset ships its pixels: converted, within one level of lcms2.
  @Test func buildShipsTheConvertedPixels() throws {
    let build = try BuildFixture()
    try build.project.write(
      """
      {"packageName": "test.themes", "scales": [3], "assets": {"icon": {"source": "master", "tint": "none"}}}
      """, to: "themepack.json")
    let profile = LCMSOracle.displayP3()
    var random = SeededRandom(seed: 0xB0)
    var pixels: [UInt8] = []
    for _ in 0..<36 { pixels += [random.byte(), random.byte(), random.byte(), 255] }
    try build.project.write(
      try Self.tagged(RGBAImage(width: 6, height: 6, pixels: pixels), profile: profile),
      to: "Base/icon@3x.png")
    try build.build()
    let written = try PNGDecoder.decodeFile(atPath: build.output + "/themes/a/icon@3x.png")
    #expect(LCMSOracle.maxDifference(written.image.pixels, LCMSOracle.toSRGB(pixels, profile: profile)) <= 1)
    #expect(LCMSOracle.maxDifference(written.image.pixels, pixels) > 8)
  }
}
