import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackClient
import ThemePackSupport
import ThemePackTestSupport

/// A project of colours only (`"assets": {}`, as `init` writes for colour-only SwiftTheme
/// themes): it lints clean, builds every output and packages, and its packages install.
@Suite("a project of colours only")
struct ColourOnlyProjectTests {
  @Test func aColourOnlyProjectLintsBuildsPackagesAndInstalls() throws {
    let folder = try TemporaryFolder("colour-only")
    try folder.write(
      #"{"packageName": "com.example.colours", "assets": {}, "outputs": ["runtime", "xcassets", "swiftTheme", "tokens"]}"#,
      to: "Assets/themepack.json")
    try folder.write(
      ##"{"version": "1.0.0", "color": "#226BAA", "colors": {"onColor": {"value": "#FFFFFF", "on": "color", "use": "text"}}}"##,
      to: "Assets/Themes/blue/theme.json")
    try folder.write(##"{"version": "1.0.0", "color": "#C0392B"}"##, to: "Assets/Themes/red/theme.json")
    let assets = folder.path("Assets")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", assets])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", output])
    try #require(build.status == 0, "\(build.standardError)")
    let manifest = try RuntimeManifest.parse(
      try FileReader.bytes(at: output + "/themes/blue/manifest.json"), file: "blue/manifest.json")
    #expect(manifest.assets.isEmpty)
    #expect(manifest.extraColors["onColor"]?.light == ThemeRGBA(red: 255, green: 255, blue: 255))
    #expect(
      FileManager.default.fileExists(
        atPath: output + "/com.example.colours.xcassets/blue/onColor.colorset/Contents.json"))
    #expect(FileManager.default.fileExists(atPath: output + "/themes/red/red.plist"))
    #expect(FileManager.default.fileExists(atPath: output + "/tokens/red/red.tokens.json"))

    let key = folder.path("key")
    try #require(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
    let packaged = try ThemePackBinary.run([
      "package", "--assets", assets, "--output", output, "--sign-key", key,
    ])
    try #require(packaged.status == 0, "\(packaged.standardError)")
    let root = folder.path("Installed")
    let install = try ThemePackBinary.run([
      "install", "--index", output + "/packages/index.json", "--theme", "red", "--into", root,
      "--public-key", key + ".pub",
    ])
    #expect(install.status == 0, "\(install.standardError)")
    #expect(ThemeLibrary(root: URL(fileURLWithPath: root)).currentVersion(of: "red") == "1.0.0")
  }
}
