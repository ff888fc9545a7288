import Foundation
import Testing
import ThemePackBuild
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// No `icons/` (or icon file) outlives what the project and the build say: a dropped
/// `appIcon`, a removed theme, formats without the catalog or Android, an earlier merge.
@Suite("app icons: nothing stale left in icons/")
struct AppIconStaleTests {
  private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  private static func dropAppIcon(_ fixture: BuildFixture) throws {
    try fixture.project.write(
      #"{"packageName": "test.themes", "outputs": ["runtime", "xcassets", "android"], "#
        + #""assets": {"icon": {"source": "master", "tint": "template"}}}"#, to: "themepack.json")
    try fixture.project.writeTheme("b", color: "#3366CC")
  }

  @Test(arguments: [true, false])
  func aProjectThatDropsItsAppIconLeavesNoIcons(_ cached: Bool) throws {
    let fixture = try AppIconFixture.make()
    var options = fixture.options
    options.useCache = cached
    try fixture.build(options: options)
    #expect(Self.exists(fixture.output + "/icons/AlternateIcons.xcconfig"))
    try Self.dropAppIcon(fixture)
    let result = try fixture.build(options: options)
    #expect(!Self.exists(fixture.output + "/icons"))
    #expect(!result.writtenFolders.contains("icons"))
  }

  @Test func aRemovedThemeLeavesNoIconFiles() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    #expect(Self.exists(fixture.output + "/icons/Bee.icon/icon.json"))
    try fixture.project.remove("Themes/b")
    #expect(try fixture.build().drawnAppIcons == [], "a's icon is unchanged")
    let names = try AppIconCacheTests.tree(fixture.output + "/icons").keys
    #expect(!names.contains { $0.contains("Bee") || $0.contains("bee") })
    let xcconfig = try String(
      contentsOfFile: fixture.output + "/icons/AlternateIcons.xcconfig", encoding: .utf8)
    #expect(xcconfig.contains("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-a\n"))
    #expect(try AppIconCacheTests.tree(fixture.output + "/icons") == AppIconCacheTests.cold(fixture))
  }

  @Test(arguments: [[OutputFormat.runtime], [.runtime, .tokens]])
  func aBuildWritingNeitherTheCatalogNorAndroidLeavesNoIcons(_ formats: [OutputFormat]) throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    var options = fixture.options
    options.outputFormats = formats
    try fixture.build(options: options)
    #expect(!Self.exists(fixture.output + "/icons"))
    #expect(try fixture.build().drawnAppIcons == ["a", "b"], "back again, drawn anew")
  }

  @Test func aFolderOfTheUsersOwnNamedIconsStays() throws {
    let fixture = try AppIconFixture.make()
    try Self.dropAppIcon(fixture)
    try FileManager.default.createDirectory(
      atPath: fixture.output + "/icons", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: fixture.output + "/icons/notes.txt"))
    try fixture.build()
    #expect(Self.exists(fixture.output + "/icons/notes.txt"))
  }

  /// Three shards of the fixture with themes `c` and `darkGray` added (1/3 gets darkGray,
  /// 2/3 a and b, 3/3 c: no shard is empty), merged into `merged`.
  private static func merge(_ fixture: BuildFixture) throws {
    try fixture.project.writeTheme("c", color: "#33AA66")
    try fixture.project.writeTheme("darkGray", color: "#34495E")
    var shards: [String] = []
    for index in 1...3 {
      var options = fixture.options
      options.outputPath = fixture.outputFolder.path("s\(index)")
      options.shard = Shard(index: index, count: 3)!
      try Builder.build(options)
      shards.append(options.outputPath)
    }
    _ = try ShardMerger.merge(shards, into: fixture.outputFolder.path("merged"))
  }

  @Test func aMergeKeepsNoIconOfAnEarlierMerge() throws {
    let fixture = try AppIconFixture.make()
    try Self.merge(fixture)
    let merged = fixture.outputFolder.path("merged")
    #expect(Self.exists(merged + "/icons/AppIcons.xcassets/Bee.appiconset/Bee.png"))
    try fixture.project.remove("Themes/b")
    try Self.merge(fixture)
    let names = try AppIconCacheTests.tree(merged + "/icons").keys
    #expect(!names.isEmpty)
    #expect(!names.contains { $0.contains("Bee") || $0.contains("bee") })
    #expect(try AppIconCacheTests.tree(merged + "/icons") == AppIconCacheTests.cold(fixture))
    try Self.dropAppIcon(fixture)
    try Self.merge(fixture)
    #expect(!Self.exists(merged + "/icons"))
  }

  @Test func aBuildAfterAMergeDrawsNoIcon() throws {
    let fixture = try AppIconFixture.make()
    try Self.merge(fixture)
    var options = fixture.options
    options.outputPath = fixture.outputFolder.path("merged")
    #expect(try Builder.build(options).drawnAppIcons == [])
  }
}
