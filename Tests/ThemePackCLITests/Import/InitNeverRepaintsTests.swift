import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackImport
import ThemePackTestSupport

/// `init` of theme folders whose icons are not drawn in the theme colour: the fit is judged
/// by what the build writes (the master tinted with the colour the build uses), so no icon is
/// repainted. Run as a user would: `init`, `lint`, `build`, then each built file against its
/// source.
@Suite("themepack init never repaints a picture")
struct InitNeverRepaintsTests {
  static let themes: [(name: String, color: LegacyThemeArt.Color)] = [
    ("red", (200, 40, 40)), ("yellow", (240, 200, 20)), ("night", (20, 24, 40)),
  ]

  /// Per theme: `themeColor.png`; `moon.png`, a black shape in every theme (the SwiftTheme
  /// demo's icons); `badge.png`, one shape, white in `night` and black elsewhere; `tab.png`, a
  /// shape in the theme colour (what a template is for); `button.png`, white details on a
  /// colour 60 levels off the theme colour; `logo.png`, white details on one green in every
  /// theme.
  private static func write(into folder: TemporaryFolder) throws {
    for theme in themes {
      func put(_ name: String, _ pixels: [UInt8], _ width: Int, _ height: Int) throws {
        try folder.write(
          try LegacyThemeArt.png(pixels, width: width, height: height), to: "Source/\(theme.name)/\(name).png"
        )
      }
      let color = theme.color
      try put("themeColor", LegacyThemeArt.flat(width: 1, height: 1, color: color), 1, 1)
      try put("moon", LegacyThemeArt.shape(width: 16, height: 16, color: (0, 0, 0)), 16, 16)
      let badge: LegacyThemeArt.Color = theme.name == "night" ? (255, 255, 255) : (0, 0, 0)
      try put("badge", LegacyThemeArt.shape(width: 16, height: 16, color: badge), 16, 16)
      try put("tab", LegacyThemeArt.shape(width: 16, height: 16, color: color), 16, 16)
      let off = (red: (color.red + 60) % 256, green: (color.green + 60) % 256, blue: (color.blue + 60) % 256)
      try put("button", LegacyThemeArt.button(width: 40, height: 20, color: off, detail: 255), 40, 20)
      try put("logo", LegacyThemeArt.button(width: 40, height: 20, color: (10, 120, 60), detail: 255), 40, 20)
    }
  }

  /// Without `themeColor.png`, the theme colour is the dominant colour of the tinted images,
  /// and the images painted the same in every theme (the black moon, the green logo) say
  /// nothing about it: each theme gets its tab's colour, not black or green.
  @Test func withoutAColourFileSharedPicturesAreNotTheThemeColour() throws {
    let folder = try TemporaryFolder("init-never-repaints")
    try Self.write(into: folder)
    for theme in Self.themes {
      for name in ["themeColor", "badge", "button"] {
        try FileManager.default.removeItem(atPath: folder.path("Source/\(theme.name)/\(name).png"))
      }
    }
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Source"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    for theme in Self.themes {
      let hex = ThemeRGBA(
        red: UInt8(theme.color.red), green: UInt8(theme.color.green), blue: UInt8(theme.color.blue)
      )
      .hexString
      #expect(
        imported.standardOutput.contains(
          "  \(theme.name): \(hex) from the dominant colour of its tinted images"),
        "\(imported.standardOutput)")
    }
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
  }

  /// Every scale a source has is compared with what the build writes there, a lower one too:
  /// an icon whose 2x file is a shape in the theme colour but whose 1x file is other art (a
  /// hand-drawn small version the 2x cannot be resampled to) stays as drawn, so the built 1x
  /// file is the source's, not a resample of the 2x.
  @Test func aLowerScaleTheMasterCannotGiveKeepsTheFilesAsDrawn() throws {
    let folder = try TemporaryFolder("init-never-repaints")
    for (index, theme) in Self.themes.enumerated() {
      try folder.write(
        try LegacyThemeArt.png(
          LegacyThemeArt.flat(width: 1, height: 1, color: theme.color), width: 1, height: 1),
        to: "Source/\(theme.name)/themeColor.png")
      try folder.write(
        try LegacyThemeArt.png(
          LegacyThemeArt.shape(width: 32, height: 32, color: theme.color), width: 32, height: 32),
        to: "Source/\(theme.name)/icon@2x.png")
      try folder.write(
        try LegacyThemeArt.png(
          LegacyThemeArt.noise(width: 16, height: 16, seed: UInt64(index + 3)), width: 16, height: 16),
        to: "Source/\(theme.name)/icon.png")
    }
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Source"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(
      imported.standardOutput.contains("  icon: per theme, kept as drawn"), "\(imported.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", project, "--output", output])
    try #require(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    for theme in Self.themes {
      for (file, built) in [("icon.png", "icon.png"), ("icon@2x.png", "icon@2x.png")] {
        let source = try PNGDecoder.decodeFile(atPath: folder.path("Source/\(theme.name)/\(file)")).image
        let made = try PNGDecoder.decodeFile(atPath: "\(output)/themes/\(theme.name)/\(built)").image
        try #require(made.width == source.width && made.height == source.height, "\(theme.name) \(file)")
        let difference = PixelDifference.between(made, source, tolerance: 16)
        #expect(difference.shareOver <= 0.02, "\(theme.name) \(file): \(difference)")
      }
    }
  }

  @Test func iconsNotInTheThemeColourComeBackAsDrawn() throws {
    let folder = try TemporaryFolder("init-never-repaints")
    try Self.write(into: folder)
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Source"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    let report = imported.standardOutput
    for icon in ["moon", "badge"] {
      #expect(
        report.contains(
          "  \(icon): master, tint template: one shape drawn in a colour of its own in each theme ("),
        "\(report)")
      #expect(
        report.contains("): tinted with '\(icon)Color', a colour of each theme; 16x16 px at 1x"), "\(report)")
    }
    #expect(report.contains("  tab: master, tint template: one shape in the theme colour"), "\(report)")
    #expect(
      report.contains("  button: per theme, kept as drawn: the theme colour would repaint it ("), "\(report)")
    #expect(
      report.contains(
        "  logo: master, tint none: the same picture in every theme, not drawn in the theme colour ("),
      "\(report)")
    // The icons' own colours are colours of each theme, the same in light and dark.
    for theme in Self.themes {
      let settings = try #require(
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: URL(fileURLWithPath: project + "/Themes/\(theme.name)/theme.json")))
          as? [String: Any])
      let colors = try #require(settings["colors"] as? [String: [String: String]], "\(settings)")
      let badge = theme.name == "night" ? "#FFFFFF" : "#000000"
      #expect(colors["badgeColor"] == ["value": badge, "dark": badge], "\(theme.name)")
      #expect(colors["moonColor"] == ["value": "#000000", "dark": "#000000"], "\(theme.name)")
    }
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", project, "--output", output])
    try #require(build.status == 0, "\(build.standardError)")
    for theme in Self.themes {
      for asset in ["moon", "badge", "tab", "button", "logo"] {
        let source = try PNGDecoder.decodeFile(atPath: folder.path("Source/\(theme.name)/\(asset).png")).image
        // Dark mode keeps what is not in the theme colour as drawn (the tab takes the theme's
        // dark colour, as a template does).
        for dark in asset == "tab" ? [false] : [false, true] {
          let file = "\(output)/themes/\(theme.name)/\(asset)\(dark ? ".dark" : "").png"
          guard dark == false || FileManager.default.fileExists(atPath: file) else { continue }
          let built = try PNGDecoder.decodeFile(atPath: file).image
          let difference = PixelDifference.between(built, source, tolerance: AssetFitter.tolerance)
          #expect(
            difference.shareOver <= AssetFitter.allowedShare,
            "\(theme.name)/\(asset) dark \(dark): \(difference)")
        }
      }
    }
  }

  /// The built runtime folders imported again keep the icons' own colours under the same
  /// names (the manifest does not say which colour tints an asset: the values match).
  @Test func theOwnOutputImportedAgainKeepsTheSameColourNames() throws {
    let folder = try TemporaryFolder("init-never-repaints-again")
    try Self.write(into: folder)
    let project = folder.path("project")
    try #require(
      try ThemePackBinary.run(["init", "--from", folder.path("Source"), "--into", project]).status == 0)
    let output = folder.path("Output")
    try #require(try ThemePackBinary.run(["build", "--assets", project, "--output", output]).status == 0)
    let again = folder.path("again")
    let imported = try ThemePackBinary.run(["init", "--from", output + "/themes", "--into", again])
    try #require(imported.status == 0, "\(imported.standardError)")
    let config = try String(contentsOfFile: again + "/themepack.json", encoding: .utf8)
    #expect(config.contains(#""tintColor": "moonColor""#), "\(config)")
    #expect(!config.contains("moonColor2") && !config.contains("badgeColor2"), "\(config)")
    // Their dark files are the build's retint with their own colours: no explicit dark files.
    #expect(!config.contains("explicitFile"), "\(config)")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", again])
    #expect(lint.status == 0, "\(lint.standardOutput)")
  }

  @Test func aTintColorAThemeLacksIsALintErrorNamingIt() throws {
    let folder = try TemporaryFolder("init-tint-color")
    try Self.write(into: folder)
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Source"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    let path = project + "/Themes/red/theme.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\"moonColor\"", with: "\"moonColour\"")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let lint = try ThemePackBinary.run(["lint", "--assets", project])
    #expect(lint.status == 1)
    #expect(
      lint.standardOutput.contains(
        "[tint-color-reference] asset 'moon' is tinted with colour 'moonColor', which theme 'red' does not have: "
          + "did you mean 'moonColour'?"), "\(lint.standardOutput)")
  }
}
