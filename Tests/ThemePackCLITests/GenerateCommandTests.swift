import Foundation
import Testing
import ThemePackTestSupport

/// `themepack generate swift` on the sample project gives exactly the file committed in the
/// `ThemePackAccessorTests` target (which compiles it). Re-record with
/// `THEMEPACK_RECORD_GOLDEN=1 swift test --disable-xctest --filter GenerateCommandTests`.
@Suite("themepack generate swift")
struct GenerateCommandTests {
  static let committed = ThemePackBinary.repositoryRoot.appendingPathComponent(
    "Tests/ThemePackAccessorTests/ThemePackAssets.swift")

  @Test func theSampleGivesTheCommittedFileByteForByte() throws {
    let folder = try TemporaryFolder()
    let output = folder.path("ThemePackAssets.swift")
    let assets = SampleCopy.original.path
    let result = try ThemePackBinary.run(["generate", "swift", "--assets", assets, "-o", output])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError == "wrote '\(output)'\n")
    let generated = try #require(FileManager.default.contents(atPath: output))
    if ProcessInfo.processInfo.environment["THEMEPACK_RECORD_GOLDEN"] == "1" {
      try generated.write(to: Self.committed)
      Issue.record("recorded \(Self.committed.path); run again without THEMEPACK_RECORD_GOLDEN")
      return
    }
    #expect(generated == (try Data(contentsOf: Self.committed)))
    let again = try ThemePackBinary.run(["generate", "swift", "--assets", assets, "-o", output])
    #expect(again.status == 0)
    #expect(FileManager.default.contents(atPath: output) == generated, "the same project, the same bytes")
  }

  @Test func namesAreSwiftStyleEscapedAndCollisionsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"packageName": "App", "assets": {"nav-bar_bg": {}, "default": {}, "2x": {}}}"#,
      to: "p/themepack.json")
    try folder.write(
      ##"{"version": "1.0.0", "color": "#226BAA", "colors": {"on-color": "#FFFFFF"}}"##,
      to: "p/Themes/blue/theme.json")
    let output = folder.path("out.swift")
    let result = try ThemePackBinary.run(["generate", "swift", "--assets", folder.path("p"), "-o", output])
    #expect(result.status == 0, "\(result.standardError)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      text.contains(
        "    case _2x = \"2x\"\n    case `default` = \"default\"\n    case navBarBg = \"nav-bar_bg\"\n"))
    #expect(text.contains("    case color = \"color\"\n    case onColor = \"on-color\"\n"))

    try folder.write(
      #"{"packageName": "App", "assets": {"nav-bar": {}, "nav_bar": {}}}"#, to: "q/themepack.json")
    try folder.write(##"{"version": "1.0.0", "color": "#226BAA"}"##, to: "q/Themes/blue/theme.json")
    let clash = try ThemePackBinary.run(["generate", "swift", "--assets", folder.path("q"), "-o", output])
    #expect(clash.status == 1)
    #expect(
      clash.standardError
        == "error: cannot generate Swift names from '\(folder.path("q"))/themepack.json': assets 'nav-bar' and "
        + "'nav_bar' both become 'navBar'\n")
  }

  @Test func aCollisionAcrossThemesNamesBothThemeFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"packageName": "App", "assets": {"icon": {}}}"#, to: "p/themepack.json")
    try folder.write(
      ##"{"version": "1.0.0", "color": "#226BAA", "colors": {"on-color": "#FFFFFF"}}"##,
      to: "p/Themes/blue/theme.json")
    try folder.write(
      ##"{"version": "1.0.0", "color": "#AA2222", "colors": {"onColor": "#FFFFFF"}}"##,
      to: "p/Themes/red/theme.json")
    let output = folder.path("out.swift")
    let result = try ThemePackBinary.run(["generate", "swift", "--assets", folder.path("p"), "-o", output])
    #expect(result.status == 1)
    let themes = folder.path("p") + "/Themes"
    #expect(
      result.standardError
        == "error: cannot generate Swift names from '\(themes)/blue/theme.json' and '\(themes)/red/theme.json': "
        + "colours 'on-color' and 'onColor' both become 'onColor'\n")
    #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
  }

  @Test func anUnknownLanguageIsAUsageError() throws {
    let result = try ThemePackBinary.run(["generate", "kotlin", "-o", "x"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: unknown language 'kotlin': expected swift\n"))
  }
}
