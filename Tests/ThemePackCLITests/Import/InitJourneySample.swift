import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// The sample project as the journey tests start from it, built once by the real binary: the
/// repository's `Assets/` copied, with `highContrast.images` on, the `swiftTheme` output on, and
/// theme `blue` given designer-chosen values in all four appearances and SwiftTheme values of
/// every type; then `build` (catalog and
/// runtime folders with plists) and `package --sign-key` (signed zips).
final class InitJourneySample: @unchecked Sendable {
  let folder: TemporaryFolder
  var assets: String { folder.path("Assets") }
  var output: String { folder.path("Output") }
  var packages: String { folder.path("Packaged/packages") }
  var publicKey: String { folder.path("key.pub") }
  /// The catalog the first build wrote.
  var catalog: String { output + "/com.example.ibus.themes.xcassets" }

  /// Blue's colour as the designer gives it, in every appearance.
  static let blueColor: [String: String] = [
    "value": "#226BAA", "dark": "#8CBDEB", "highContrast": "#174A78", "darkHighContrast": "#B5D6F5",
  ]

  /// Blue's SwiftTheme values of every type (and a night value for the status bar style).
  static var blueValues: [String: Any] {
    [
      "UIStatusBarStyle": "LightContent", "Global.cornerRadius": 4.5, "Flags.showAds": true,
      "Tabs.order": ["home", "me"], "List.rowHeight": 44,
    ]
  }

  /// Built once for every journey test (each then works in its own folders inside it).
  static let shared = Result { try InitJourneySample() }

  private init() throws {
    folder = try TemporaryFolder("init-journey")
    try SampleCopy.copy(to: folder.path("Assets"))
    try edit("themepack.json") { config in
      config["highContrast"] = ["images": true]
      config["outputs"] = ["runtime", "xcassets", "swiftTheme"]
    }
    try edit("Themes/blue/theme.json") { theme in
      theme["color"] = Self.blueColor
      theme["values"] = Self.blueValues
      theme["darkValues"] = ["UIStatusBarStyle": "Default"]
    }
    let lint = try ThemePackBinary.run(["lint", "--assets", assets])
    try #require(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", output])
    try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    let key = folder.path("key")
    try #require(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
    let package = try ThemePackBinary.run([
      "package", "--assets", assets, "--output", folder.path("Packaged"), "--sign-key", key,
    ])
    try #require(package.status == 0, "\(package.standardOutput)\(package.standardError)")
  }

  /// Rewrites the JSON file `relative` of the copied sample through `change`.
  private func edit(_ relative: String, _ change: (inout [String: Any]) -> Void) throws {
    try SampleCopy.editJSON(assets + "/" + relative, change)
  }

  /// `themepack init --from source` into `project` (plus `extra` arguments), then `lint` and
  /// `build` of the new project into `output`; fails the test on any non-zero exit.
  func importAndBuild(
    from source: String, project: String, output: String, extra: [String] = []
  ) throws -> String {
    let imported = try ThemePackBinary.run(["init", "--from", source, "--into", project] + extra)
    try #require(imported.status == 0, "\(imported.standardError)")
    let lint = try ThemePackBinary.run(["lint", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
    let build = try ThemePackBinary.run(["build", "--assets", project, "--output", output])
    try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    return imported.standardOutput
  }

  /// Every regular file under `root`, by path relative to it.
  static func files(under root: String) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    guard let walk = FileManager.default.enumerator(atPath: root) else { return result }
    while let relative = walk.nextObject() as? String {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder),
        !isFolder.boolValue, let data = FileManager.default.contents(atPath: root + "/" + relative)
      else { continue }
      result[relative] = [UInt8](data)
    }
    return result
  }

  /// The decoded pixels of a PNG's bytes.
  static func pixels(_ bytes: [UInt8], _ file: String) throws -> RGBAImage {
    try PNGDecoder.decode(bytes, file: file).image
  }
}
