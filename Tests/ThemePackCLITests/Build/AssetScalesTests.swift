import Foundation
import Testing
import ThemePackBuild
import ThemePackClient
import ThemePackImaging
import ThemePackTestSupport

/// An asset built at scales of its own (`"scales": [1, 2]` in a 1x–3x project), as `init`
/// writes for a 2x-only icon: the sample with `aboutBtnBG` (resizable) and `busIcon` drawn at
/// 2x, built with SwiftTheme on. Nothing is upscaled: no 3x file, no 3x catalog entry, no 3x
/// whole drawing; the manifest lists the scales there are; the other assets keep 3x.
@Suite("per-asset scales: built at the scales the asset has, never upscaled")
struct AssetScalesTests {
  static let lowered = ["aboutBtnBG", "busIcon"]

  static func project(into folder: TemporaryFolder) throws -> String {
    let assets = folder.path("Assets")
    try SampleCopy.copy(to: assets)
    for asset in lowered {
      let master = try PNGDecoder.decodeFile(atPath: "\(assets)/Base/\(asset)@3x.png").image
      let twoX = Resampler.resize(master, fromScale: 3, toScale: 2)
      try folder.write(try PNGEncoder.encode(twoX), to: "Assets/Base/\(asset)@2x.png")
      try FileManager.default.removeItem(atPath: "\(assets)/Base/\(asset)@3x.png")
    }
    let configPath = assets + "/themepack.json"
    var config = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: configPath)))
        as? [String: Any])
    var entries = try #require(config["assets"] as? [String: Any])
    for asset in lowered {
      var entry = try #require(entries[asset] as? [String: Any])
      entry["scales"] = [1, 2]
      entries[asset] = entry
    }
    config["assets"] = entries
    config["outputs"] = ["runtime", "xcassets", "swiftTheme"]
    try JSONSerialization.data(withJSONObject: config, options: [.prettyPrinted, .sortedKeys])
      .write(to: URL(fileURLWithPath: configPath))
    return assets
  }

  @Test func loweredAssetsHaveNoThreeXAnywhere() throws {
    let folder = try TemporaryFolder("asset-scales")
    let assets = try Self.project(into: folder)
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", assets])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", output])
    try #require(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    let themes = try FileManager.default.contentsOfDirectory(atPath: output + "/themes").sorted()
    #expect(themes.count == 6)
    for theme in themes {
      let files = try FileManager.default.contentsOfDirectory(atPath: "\(output)/themes/\(theme)")
      for asset in Self.lowered {
        #expect(files.contains("\(asset)@2x.png"), "\(theme): \(asset)")
        let threeX = files.filter {
          ($0.hasPrefix(asset + ".") || $0.hasPrefix(asset + "@")) && $0.contains("@3x")
        }
        #expect(threeX.isEmpty, "\(theme): \(threeX)")
      }
      #expect(files.contains("logo@3x.png"), "\(theme)")
      #expect(files.contains("aboutBtnBG.whole@2x.png"), "\(theme)")
      let manifest = try RuntimeManifest.parse(
        Array(Data(contentsOf: URL(fileURLWithPath: "\(output)/themes/\(theme)/manifest.json"))))
      #expect(manifest.assets["busIcon"]?.scales.light == [1, 2], "\(theme)")
      #expect(manifest.assets["logo"]?.scales.light == [1, 2, 3], "\(theme)")
      let contents = try String(
        contentsOfFile: "\(output)/com.example.ibus.themes.xcassets/\(theme)/busIcon.imageset/Contents.json",
        encoding: .utf8)
      // Xcode's own form: the 3x slots stay, empty (no file), as Xcode writes a set without 3x.
      #expect(contents.contains("\"filename\" : \"busIcon@2x.png\""))
      #expect(!contents.contains("@3x.png"), "\(theme): \(contents)")
      #expect(contents.contains("\"idiom\" : \"universal\",\n      \"scale\" : \"3x\""), "\(theme)")
    }
  }

  /// The joint with the app: the project packaged and signed, installed by `themepack install`
  /// (the `ThemePackClient` installer), and served by `ThemeStore`, which answers a 3x screen's
  /// request for the 2x-only icon with its 2x file, the bytes the build wrote.
  @Test @MainActor func theAppGetsTheTwoXFileOnAThreeXScreen() throws {
    let folder = try TemporaryFolder("asset-scales-install")
    let assets = try Self.project(into: folder)
    let key = folder.path("key")
    try #require(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
    let packaged = try ThemePackBinary.run([
      "package", "--assets", assets, "--output", folder.path("Packaged"), "--sign-key", key,
    ])
    try #require(packaged.status == 0, "\(packaged.standardError)\(packaged.standardOutput)")
    let root = folder.path("app/themes")
    let installed = try ThemePackBinary.run([
      "install", "--index", folder.path("Packaged/packages/index.json"), "--theme", "blue", "--into", root,
      "--public-key", key + ".pub",
    ])
    try #require(installed.status == 0, "\(installed.standardError)")
    let store = ThemeStore(library: ThemeLibrary(root: URL(fileURLWithPath: root)))
    try store.switchTheme(to: "blue")
    let icon = try #require(store.image("busIcon", scale: 3, appearance: .light))
    #expect(icon.url.lastPathComponent == "busIcon@2x.png")
    #expect(
      FileManager.default.contents(atPath: icon.url.path)
        == FileManager.default.contents(atPath: folder.path("Packaged/themes/blue/busIcon@2x.png")))
    let logo = try #require(store.image("logo", scale: 3, appearance: .light))
    #expect(logo.url.lastPathComponent == "logo@3x.png")
  }
}
