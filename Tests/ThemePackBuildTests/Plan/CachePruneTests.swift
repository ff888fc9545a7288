import Foundation
import Testing
import ThemePackBuild
import ThemePackToolTestSupport

/// Full builds remove the cache entries they no longer use; a full build that installs
/// nothing lists no cache folder, unless a build of some themes stored entries since.
@Suite("build cache: unused entries are pruned, and a no-op rebuild does not look")
struct CachePruneTests {
  /// The keys of every entry in the fixture's cache.
  static func entryKeys(_ fixture: BuildFixture) throws -> Set<String> {
    let cache = fixture.output + "/" + BuildOptions.defaultCacheFolder
    var keys: Set<String> = []
    for shard in try FileManager.default.contentsOfDirectory(atPath: cache) where shard.count == 2 {
      keys.formUnion(try FileManager.default.contentsOfDirectory(atPath: cache + "/" + shard))
    }
    return keys
  }

  static func unitKeys(_ fixture: BuildFixture) throws -> Set<String> {
    Set(try fixture.plan().units.map(\.key))
  }

  /// An entry of a key no unit has, as an old build would have left it.
  static func plantStaleEntry(_ fixture: BuildFixture) throws -> String {
    let key = String(repeating: "ee", count: 32)
    let folder = fixture.output + "/" + BuildOptions.defaultCacheFolder + "/ee/" + key
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return key
  }

  @Test func aColourChangeRemovesTheEntriesOfTheOldColour() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    let first = try Self.entryKeys(fixture)
    try fixture.project.writeTheme("b", color: "#3366CD")
    try fixture.build()
    let now = try Self.entryKeys(fixture)
    #expect(now == (try Self.unitKeys(fixture)))
    #expect(now != first)
  }

  @Test func aNoOpRebuildLeavesEvenAStaleEntryWhereItIs() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    let stale = try Self.plantStaleEntry(fixture)
    #expect(try fixture.build().report.upToDateThemes == 2)
    #expect(try Self.entryKeys(fixture).contains(stale), "a no-op rebuild lists no cache folder")
    try fixture.project.writeTheme("a", color: "#CC3334")
    try fixture.build()
    #expect(!(try Self.entryKeys(fixture).contains(stale)), "the next build that installs a theme prunes")
  }

  @Test func aBuildOfSomeThemesLeavesANoteThatTheNextFullBuildPrunes() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    let oldKeys = try Self.entryKeys(fixture)
    try fixture.project.writeTheme("b", color: "#3366CD")
    var some = fixture.options
    some.themes = ["b"]
    try fixture.build(options: some)
    let note = fixture.output + "/" + BuildOptions.defaultCacheFolder + "/" + BuildCache.pendingPruneFile
    #expect(FileManager.default.fileExists(atPath: note))
    #expect(try Self.entryKeys(fixture).isSuperset(of: oldKeys), "a build of some themes never prunes")
    #expect(try fixture.build().report.upToDateThemes == 2)
    #expect(try Self.entryKeys(fixture) == (try Self.unitKeys(fixture)))
    #expect(!FileManager.default.fileExists(atPath: note))
  }
}
