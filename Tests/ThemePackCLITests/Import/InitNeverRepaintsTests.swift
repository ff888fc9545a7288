import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePack

/// `init` of theme folders whose icons are not drawn in the theme colour: the fit is judged
/// by what the build writes (the master tinted with the theme colour), so no icon is
/// repainted. Built as a user would: `init`, `lint`, `build`, then each built file against
/// its source.
@Suite("themepack init never repaints a picture")
struct InitNeverRepaintsTests {
  static let themes: [(name: String, color: LegacyThemeArt.Color)] = [
    ("red", (200, 40, 40)), ("yellow", (240, 200, 20)), ("night", (20, 24, 40)),
  ]

  /// Per theme: `themeColor.png`, `moon.png` (a black shape, the same in every theme, as the
  /// SwiftTheme demo's icons), `badge.png` (one shape, white in `night` and black elsewhere)
  /// and `tab.png` (a shape in the theme colour, the case a template is for).
  private static func write(into folder: TemporaryFolder) throws {
    for theme in themes {
      func put(_ name: String, _ pixels: [UInt8], _ side: Int) throws {
        try folder.write(
          try LegacyThemeArt.png(pixels, width: side, height: side), to: "Source/\(theme.name)/\(name).png")
      }
      try put("themeColor", LegacyThemeArt.flat(width: 1, height: 1, color: theme.color), 1)
      try put("moon", LegacyThemeArt.shape(width: 16, height: 16, color: (0, 0, 0)), 16)
      let badge: LegacyThemeArt.Color = theme.name == "night" ? (255, 255, 255) : (0, 0, 0)
      try put("badge", LegacyThemeArt.shape(width: 16, height: 16, color: badge), 16)
      try put("tab", LegacyThemeArt.shape(width: 16, height: 16, color: theme.color), 16)
    }
  }

  @Test func iconsNotInTheThemeColourComeBackAsDrawn() throws {
    let folder = try TemporaryFolder("init-never-repaints")
    try Self.write(into: folder)
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Source"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    let report = imported.standardOutput
    #expect(
      report.contains(
        "  moon: master, tint none: the same picture in every theme, not drawn in the theme colour"),
      "\(report)")
    #expect(
      report.contains("  badge: per theme, kept as drawn: the theme colour would repaint it"), "\(report)")
    #expect(report.contains("  tab: master, tint template: one shape in the theme colour"), "\(report)")
    let lint = try ThemePackBinary.run(["lint", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", project, "--output", output])
    try #require(build.status == 0, "\(build.standardError)")
    for theme in Self.themes {
      for asset in ["moon", "badge", "tab"] {
        let source = try PNGDecoder.decodeFile(atPath: folder.path("Source/\(theme.name)/\(asset).png")).image
        let built = try PNGDecoder.decodeFile(atPath: "\(output)/themes/\(theme.name)/\(asset).png").image
        let difference = PixelDifference.between(built, source, tolerance: AssetFitter.tolerance)
        #expect(difference.shareOver <= AssetFitter.allowedShare, "\(theme.name)/\(asset): \(difference)")
      }
    }
  }
}
