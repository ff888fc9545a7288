import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The app icons through the real build: a theme's icon is drawn only when its key or its
/// files changed, and an incremental `icons/` is byte for byte a cold one.
@Suite("app icons: drawn only when their inputs or files change")
struct AppIconCacheTests {
  /// Every file under `icons/` with its inode and modification time.
  static func identities(_ fixture: BuildFixture) throws -> [String: [Int]] {
    let root = fixture.output + "/icons"
    var result: [String: [Int]] = [:]
    let walker = FileManager.default.enumerator(atPath: root)
    while let path = walker?.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
      let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1
      let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      result[path] = [inode, Int(time * 1_000_000_000)]
    }
    return result
  }

  /// Every file under `folder` with its bytes.
  static func tree(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: folder)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
      if !isFolder.boolValue {
        result[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
      }
    }
    return result
  }

  /// `icons/` as a build without a cache writes it for the fixture's project now.
  static func cold(_ fixture: BuildFixture) throws -> [String: Data] {
    let other = try TemporaryFolder("themepack-icons-cold")
    var options = fixture.options
    options.outputPath = other.path("Output")
    options.useCache = false
    try Builder.build(options)
    return try tree(other.path("Output/icons"))
  }

  @Test func aNoOpRebuildDrawsNoIconAndRewritesNoFile() throws {
    let fixture = try AppIconFixture.make()
    #expect(try fixture.build().drawnAppIcons == ["a", "b"])
    let before = try Self.identities(fixture)
    #expect(before.count > 50)
    #expect(try fixture.build().drawnAppIcons == [])
    #expect(try Self.identities(fixture) == before)
  }

  @Test func aColourChangeRedrawsThatThemesIconOnly() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let before = try Self.identities(fixture)
    try fixture.project.writeTheme("a", color: "#22AA44")
    #expect(try fixture.build().drawnAppIcons == ["a"])
    let after = try Self.identities(fixture)
    for (path, identity) in before where path.contains("Bee") || path.contains("bee") {
      #expect(after[path] == identity, "\(path) of theme b is untouched")
    }
    #expect(
      after["AppIcons.xcassets/AppIcon-a.appiconset/AppIcon-a.png"]
        != before["AppIcons.xcassets/AppIcon-a.appiconset/AppIcon-a.png"])
    #expect(try Self.tree(fixture.output + "/icons") == Self.cold(fixture))
  }

  /// Theme `a` draws the project's SVG master, theme `b` a PNG of its own.
  @Test(arguments: [
    ("Icons/Glyph.svg", ["a"]), ("Icons/b.png", ["b"]),
  ])
  func aChangedMasterRedrawsTheIconsDrawnFromIt(_ file: String, _ drawn: [String]) throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    if file.hasSuffix(".svg") {
      try fixture.project.write(
        AppIconFixture.glyph.replacingOccurrences(of: "x=\"16\"", with: "x=\"8\""), to: file)
    } else {
      var png = RGBAImage(width: 32, height: 32, fill: .clear)
      for y in 4..<28 { for x in 4..<28 { png[x, y] = ThemeRGBA(red: 255, green: 255, blue: 255) } }
      try fixture.project.writePNG(png, to: file)
    }
    #expect(try fixture.build().drawnAppIcons == drawn)
    #expect(try Self.tree(fixture.output + "/icons") == Self.cold(fixture))
  }

  @Test func changedAppIconSettingsRedrawEveryIconThatTakesThem() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let config = try String(contentsOfFile: fixture.project.path("themepack.json"), encoding: .utf8)
    try fixture.project.write(
      config.replacingOccurrences(of: "\"background\": \"#FFFFFF\"", with: "\"background\": \"#000000\""),
      to: "themepack.json")
    #expect(try fixture.build().drawnAppIcons == ["a", "b"])
    #expect(try Self.tree(fixture.output + "/icons") == Self.cold(fixture))
  }

  @Test(arguments: ["edited", "removed", "added"])
  func aDamagedIconOutputIsPutRight(_ damage: String) throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let file = fixture.output + "/icons/AppIcons.xcassets/Bee.appiconset/Bee-dark.png"
    switch damage {
    case "edited": try Data("not a png".utf8).write(to: URL(fileURLWithPath: file))
    case "removed": try FileManager.default.removeItem(atPath: file)
    default: try Data("stray".utf8).write(to: URL(fileURLWithPath: fixture.output + "/icons/stray.txt"))
    }
    #expect(try fixture.build().drawnAppIcons == (damage == "added" ? [] : ["b"]))
    #expect(try Self.tree(fixture.output + "/icons") == Self.cold(fixture))
  }

  @Test func aBuildOfOneThemeDrawsOnlyItsIconAndKeepsTheOthers() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let before = try Self.identities(fixture)
    try fixture.project.writeTheme("a", color: "#22AA44")
    try fixture.project.writeTheme(
      "b", color: "#118877", extra: #", "appIcon": {"name": "Bee", "master": "Icons/b.png"}"#)
    var options = fixture.options
    options.themes = ["a"]
    #expect(try fixture.build(options: options).drawnAppIcons == ["a"])
    let after = try Self.identities(fixture)
    #expect(
      after["AppIcons.xcassets/Bee.appiconset/Bee.png"] == before["AppIcons.xcassets/Bee.appiconset/Bee.png"])
    // The whole project next: b's icon is out of date, a's is not.
    #expect(try fixture.build().drawnAppIcons == ["b"])
    #expect(try Self.tree(fixture.output + "/icons") == Self.cold(fixture))
  }

  @Test func aBuildOfOneThemeDrawsAnotherThemesMissingIcon() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    try FileManager.default.removeItem(atPath: fixture.output + "/icons")
    var options = fixture.options
    options.themes = ["a"]
    #expect(try fixture.build(options: options).drawnAppIcons == ["a", "b"], "an app needs every icon")
  }

  @Test func withoutACacheEveryBuildDrawsEveryIcon() throws {
    let fixture = try AppIconFixture.make()
    var options = fixture.options
    options.useCache = false
    try fixture.build(options: options)
    #expect(try fixture.build(options: options).drawnAppIcons == ["a", "b"])
  }

  @Test func theFormatsChooseTheHalvesWritten() throws {
    let fixture = try AppIconFixture.make()
    var options = fixture.options
    options.outputFormats = [.android]
    #expect(try fixture.build(options: options).drawnAppIcons == ["a", "b"])
    var names = try Self.tree(fixture.output + "/icons").keys
    #expect(names.allSatisfy { $0.hasPrefix("android/") })
    options.outputFormats = [.xcassets]
    #expect(try fixture.build(options: options).drawnAppIcons == ["a", "b"])
    names = try Self.tree(fixture.output + "/icons").keys
    #expect(!names.contains { $0.hasPrefix("android/") })
    #expect(names.contains("AlternateIcons.xcconfig"))
    #expect(try fixture.build(options: options).drawnAppIcons == [])
  }
}
