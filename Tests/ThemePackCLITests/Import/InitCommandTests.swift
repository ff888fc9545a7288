import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// `themepack init --from` a generated folder of hand-painted theme folders, then `lint` and
/// `build` of the new project, run as a user would: the faithful round trip.
@Suite("themepack init from theme folders, end to end")
struct InitCommandTests {
  /// A generated source, the project made from it, and the build of that project.
  final class RoundTrip: @unchecked Sendable {
    let folder: TemporaryFolder
    let multiple: Int
    var source: String { folder.path("ThemeResource") }
    var project: String { folder.path("project") }
    var output: String { folder.path("Output") }
    var report = ""

    init(multiple: Int = 1, extra: [String] = []) throws {
      folder = try TemporaryFolder("init-test")
      self.multiple = multiple
      try LegacyThemeFolders.write(into: folder, at: "ThemeResource", multiple: multiple)
      let result = try ThemePackBinary.run(["init", "--from", source, "--into", project] + extra)
      #expect(result.status == 0, "\(result.standardError)")
      report = result.standardOutput
    }

    /// The largest channel difference the report names for `asset` in `theme`.
    func reportedMaximum(_ asset: String, _ theme: String) throws -> Int {
      let lines = report.split(separator: "\n").map(String.init)
      let start = try #require(lines.firstIndex { $0.hasPrefix("  \(asset): ") }, "\(asset) in the report")
      let drift = try #require(
        lines[(start + 1)...].first { $0.hasPrefix("    drift: ") }, "\(asset)'s drift")
      let entry = try #require(drift.components(separatedBy: ", ").first { $0.contains(theme + " #") })
      return try #require(Int(entry.components(separatedBy: " max ").last ?? ""))
    }
  }

  /// The largest channel difference of two images on premultiplied pixels (alpha, and each
  /// colour channel times its alpha), as the report defines it.
  static func maximumDifference(_ first: RGBAImage, _ second: RGBAImage) -> Int {
    var maximum = 0
    for index in stride(from: 0, to: first.pixels.count, by: 4) {
      let (alphaA, alphaB) = (Int(first.pixels[index + 3]), Int(second.pixels[index + 3]))
      maximum = max(maximum, abs(alphaA - alphaB))
      for channel in 0..<3 {
        let shown = abs(
          Int(first.pixels[index + channel]) * alphaA - Int(second.pixels[index + channel]) * alphaB)
        maximum = max(maximum, (shown + 127) / 255)
      }
    }
    return maximum
  }

  @Test func reportNamesEveryDecision() throws {
    let trip = try RoundTrip()
    let report = trip.report
    #expect(report.contains("  btn: master, tint screen: the theme colour with white details"))
    #expect(report.contains("  shadow: master, tint multiply: the theme colour with black details"))
    #expect(report.contains("  tab_icon: master, tint template: one shape in the theme colour"))
    #expect(report.contains("  photo: per theme, kept as drawn"))
    #expect(report.contains("  themeColor: master, tint template"))
    #expect(
      report.contains("navigation bar: 'themeColor' (a flat 1x1 px image at 1x): slice caps top 0, left 0"))
    #expect(report.contains("  extra.png: blue"))
    #expect(report.contains("skipped blue/notes.txt: not a PNG file"))
    #expect(report.contains("renamed 'blue/tab icon.png' to 'tab_icon'"))
    #expect(report.contains("  darkGray: #34495E from 'themeColor.png' (a flat 1x1 px image)"))
    // darkGray's btn.png is painted off its colour: the drift shows, the others have none.
    #expect(try trip.reportedMaximum("btn", "darkGray") >= 8)
    #expect(try trip.reportedMaximum("btn", "blue") <= 1)
  }

  /// `--from` the folder above the folder of theme folders: refused in one line that names
  /// the folder to give, nothing written.
  @Test func aFromOneFolderTooHighSaysWhichFolderToGive() throws {
    let folder = try TemporaryFolder("init-too-high")
    try LegacyThemeFolders.write(into: folder, at: "App/ThemeResource")
    let result = try ThemePackBinary.run(["init", "--from", folder.path("App"), "--into", folder.path("p")])
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: cannot import '\(folder.path("App"))': no theme folder here has an image, but their folders "
        + "hold folders: it is one folder too high; give --from '\(folder.path("App/ThemeResource"))', the "
        + "folder of theme folders\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("p")))
    let right = try ThemePackBinary.run([
      "init", "--from", folder.path("App/ThemeResource"), "--into", folder.path("p"),
    ])
    #expect(right.status == 0, "\(right.standardError)")
  }

  @Test func projectLintsCleanAndBuildsWhatTheSourcesShowed() throws {
    let trip = try RoundTrip()
    let lint = try ThemePackBinary.run(["lint", "--assets", trip.project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    #expect(!lint.standardOutput.contains("error:"), "\(lint.standardOutput)")
    let build = try ThemePackBinary.run(["build", "--assets", trip.project, "--output", trip.output])
    #expect(build.status == 0, "\(build.standardError)")
    try checkRoundTrip(trip, scale: 1)
  }

  @Test func filesDrawnAt2xWithoutSuffixBuildAt2x() throws {
    let trip = try RoundTrip(multiple: 2, extra: ["--scale", "2"])
    let config = try String(contentsOfFile: trip.project + "/themepack.json", encoding: .utf8)
    #expect(config.contains("\"scales\": [\n    1,\n    2\n  ]"))
    #expect(FileManager.default.fileExists(atPath: trip.project + "/Base/btn@2x.png"))
    let build = try ThemePackBinary.run(["build", "--assets", trip.project, "--output", trip.output])
    #expect(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    try checkRoundTrip(trip, scale: 2)
  }

  /// Each built image at the source's scale has the source's pixel size, and its pixels
  /// match within the reported drift (masters) or exactly (per-theme files).
  func checkRoundTrip(_ trip: RoundTrip, scale: Int) throws {
    let suffix = scale == 1 ? "" : "@\(scale)x"
    for theme in LegacyThemeFolders.themes.map(\.name) {
      for (asset, built) in [
        ("btn", "btn"), ("shadow", "shadow"), ("tab icon", "tab_icon"), ("photo", "photo"),
      ] {
        let source = try PNGDecoder.decodeFile(atPath: "\(trip.source)/\(theme)/\(asset).png").image
        let made = try PNGDecoder.decodeFile(atPath: "\(trip.output)/themes/\(theme)/\(built)\(suffix).png")
          .image
        #expect(made.width == source.width && made.height == source.height, "\(theme)/\(built)")
        let allowed = built == "photo" ? 0 : try trip.reportedMaximum(built, theme)
        #expect(Self.maximumDifference(made, source) <= allowed, "\(theme)/\(built)")
      }
      // The nav bar is sliced (caps and a tile): every pixel is the theme colour.
      let bar = try PNGDecoder.decodeFile(atPath: "\(trip.output)/themes/\(theme)/themeColor\(suffix).png")
        .image
      let color = try PNGDecoder.decodeFile(atPath: "\(trip.source)/\(theme)/themeColor.png").image[0, 0]
      #expect((0..<bar.height).allSatisfy { y in (0..<bar.width).allSatisfy { bar[$0, y] == color } })
    }
  }

  @Test func coloursFromAFileWin() throws {
    let folder = try TemporaryFolder("init-colors")
    try LegacyThemeFolders.write(into: folder, at: "src")
    try folder.write(
      "theme,color\nblue,10,20,30\ndarkGray,#405060\nsunFlower,\"#F1C40F\"\n", to: "colors.csv")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("src"), "--into", folder.path("p"), "--colors", folder.path("colors.csv"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let blue = try String(contentsOfFile: folder.path("p/Themes/blue/theme.json"), encoding: .utf8)
    #expect(blue.contains("\"color\": \"#0A141E\""))
    #expect(result.standardOutput.contains("  darkGray: #405060 from --colors"))
  }

  @Test func refusesANonEmptyFolderUnlessForced() throws {
    let folder = try TemporaryFolder("init-force")
    try LegacyThemeFolders.write(into: folder, at: "src")
    try folder.write("keep me", to: "p/mine.txt")
    let refused = try ThemePackBinary.run(["init", "--from", folder.path("src"), "--into", folder.path("p")])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("the folder is not empty"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("p")) == ["mine.txt"])
    let forced = try ThemePackBinary.run([
      "init", "--from", folder.path("src"), "--into", folder.path("p"), "--force",
    ])
    #expect(forced.status == 0, "\(forced.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("p/mine.txt")))
    #expect(FileManager.default.fileExists(atPath: folder.path("p/themepack.json")))
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.path(""))
    #expect(!siblings.contains { $0.contains("staging") })
  }
}
