import Foundation
import Testing
import ThemePackArchive
import ThemePackTestSupport

/// Legacy theme folders whose `themeColor.png` carries an ICC profile (iBus's carry Apple's
/// "Generic RGB Profile"): `init` reads the theme colour converted to sRGB as the build
/// converts the file, so the colour written to `theme.json` is the one the old app showed.
/// lcms2, called directly, is the oracle.
@Suite("themepack init: a profiled themeColor.png gives its converted colour")
struct InitProfiledColorTests {
  @Test func theThemeColourIsTheConvertedOne() throws {
    let folder = try TemporaryFolder("init-profiled")
    try LegacyThemeFolders.write(into: folder, at: "ThemeResource")
    let profile = LCMSOracle.genericRGBLike()
    var expected: [String: String] = [:]
    for theme in LegacyThemeFolders.themes {
      let stored: [UInt8] = [UInt8(theme.color.red), UInt8(theme.color.green), UInt8(theme.color.blue), 255]
      let image = StoredImage(
        width: 1, height: 1, colorType: 6, bitDepth: 8, samples: stored.map(UInt16.init),
        extraChunks: [("iCCP", LCMSOracle.iccpData(profile, name: "Generic RGB Profile"))])
      try folder.write(try image.pngBytes(), to: "ThemeResource/\(theme.name)/themeColor.png")
      let converted = LCMSOracle.toSRGB(stored, profile: profile)
      let hex = ThemeRGBA(red: converted[0], green: converted[1], blue: converted[2]).hexString
      #expect(hex != ThemeRGBA(red: stored[0], green: stored[1], blue: stored[2]).hexString, "\(theme.name)")
      expected[theme.name] = hex
    }
    let project = folder.path("project")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("ThemeResource"), "--into", project,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("converted to sRGB as the build converts them"),
      "\(result.standardOutput)")
    for theme in LegacyThemeFolders.themes {
      let text = try String(contentsOfFile: "\(project)/Themes/\(theme.name)/theme.json", encoding: .utf8)
      #expect(text.contains("\"color\": \"\(expected[theme.name]!)\""), "\(theme.name): \(text)")
    }
    let lint = try ThemePackBinary.run(["lint", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
  }
}
