import Foundation
import Testing
import ThemePackBuild
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `build --shard i/n` and `ShardMerger`: n shards merged give one build's bytes.
@Suite("Sharded builds and their merge")
struct ShardMergeTests {
  /// `BuildFixture`'s project with six themes (shard 1/3 gets darkGray, 2/3 a and b,
  /// 3/3 c, d and e) and output folders `full`, `s1`…`s3` and `merged`.
  final class Fixture: @unchecked Sendable {
    let build: BuildFixture
    init() throws {
      build = try BuildFixture()
      for (name, color) in [("c", "#33AA66"), ("d", "#AA8833"), ("e", "#6633AA"), ("darkGray", "#34495E")] {
        try build.project.writeTheme(name, color: color)
      }
    }

    func folder(_ name: String) -> String { build.outputFolder.path(name) }

    @discardableResult
    func buildInto(_ name: String, shard: Shard? = nil) throws -> BuildResult {
      var options = build.options
      options.outputPath = folder(name)
      options.shard = shard
      return try Builder.build(options)
    }

    func buildShards(of count: Int) throws -> [String] {
      try (1...count).map { index in
        try buildInto("s\(index)", shard: Shard(index: index, count: count)!)
        return folder("s\(index)")
      }
    }

    /// Every file under `name` but the cache (relative path → bytes).
    func tree(_ name: String) throws -> [String: [UInt8]] {
      let root = folder(name)
      var files: [String: [UInt8]] = [:]
      let walker = FileManager.default.enumerator(atPath: root)
      while let path = walker?.nextObject() as? String {
        guard !path.hasPrefix(BuildOptions.defaultCacheFolder) else { continue }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
        if !isFolder.boolValue { files[path] = try FileReader.bytes(at: root + "/" + path) }
      }
      return files
    }

    func editRecord(_ shard: String, _ edit: (inout [String: Any]) -> Void) throws {
      let path = folder(shard) + "/" + ShardRecord.fileName
      var object =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
      edit(&object)
      try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func threeShardsMergedAreOneBuildByteForByte() throws {
    let fixture = try Fixture()
    try fixture.buildInto("full")
    let report = try ShardMerger.merge(try fixture.buildShards(of: 3), into: fixture.folder("merged"))
    #expect(report.themes == ["a", "b", "c", "d", "darkGray", "e"])
    #expect(report.recordedThemes == 6)
    let full = try fixture.tree("full")
    #expect(full.keys.contains("themes/darkGray/manifest.json"))
    #expect(try fixture.tree("merged") == full)
  }

  @Test func aShardHoldsOnlyItsThemesAndItsRecord() throws {
    let fixture = try Fixture()
    try fixture.buildInto("s2", shard: Shard(index: 2, count: 3)!)
    let themes = try FileManager.default.contentsOfDirectory(atPath: fixture.folder("s2") + "/themes")
      .sorted()
    #expect(themes == ["a", "b"])
    let record = try LoadedShard.load(fixture.folder("s2")).record
    #expect(record.themes.map(\.name) == ["a", "b"])
    #expect(record.projectThemes == ["a", "b", "c", "d", "darkGray", "e"])
    #expect(record.cache == BuildOptions.defaultCacheFolder)
  }

  @Test func aBuildWithoutShardRemovesTheShardRecord() throws {
    let fixture = try Fixture()
    try fixture.buildInto("out", shard: Shard(index: 1, count: 2)!)
    #expect(FileManager.default.fileExists(atPath: fixture.folder("out") + "/" + ShardRecord.fileName))
    try fixture.buildInto("out")
    #expect(!FileManager.default.fileExists(atPath: fixture.folder("out") + "/" + ShardRecord.fileName))
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder("out") + "/themes").count == 6)
  }

  /// Also when the shards' files lost their modification times on the way, as CI
  /// artifacts do.
  @Test(arguments: [false, true])
  func aBuildIntoTheMergedFolderRendersNothing(touched: Bool) throws {
    let fixture = try Fixture()
    let shards = try fixture.buildShards(of: 3)
    if touched {
      for shard in shards {
        let walker = FileManager.default.enumerator(atPath: shard)
        while let path = walker?.nextObject() as? String {
          try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: shard + "/" + path)
        }
      }
    }
    _ = try ShardMerger.merge(shards, into: fixture.folder("merged"))
    let note =
      fixture.folder("merged") + "/" + BuildOptions.defaultCacheFolder + "/" + BuildCache.pendingPruneFile
    #expect(FileManager.default.fileExists(atPath: note), "the shards' caches may hold unused entries")
    let before = try fixture.tree("merged")
    let result = try fixture.buildInto("merged")
    #expect(result.report.upToDateThemes == 6)
    #expect(result.report.cachedAssets == 6)
    #expect(try fixture.tree("merged") == before)
    #expect(!FileManager.default.fileExists(atPath: note), "the first build after a merge sweeps the cache")
  }

  @Test func mergingReplacesAnOlderOutputAndRemovesThemesThatAreGone() throws {
    let fixture = try Fixture()
    try fixture.buildInto("merged")
    try FileManager.default.createDirectory(
      atPath: fixture.folder("merged") + "/themes/gone", withIntermediateDirectories: true)
    try fixture.build.project.writeTheme("a", color: "#111111")
    try fixture.buildInto("full")
    _ = try ShardMerger.merge(try fixture.buildShards(of: 3), into: fixture.folder("merged"))
    #expect(try fixture.tree("merged") == fixture.tree("full"))
  }

  /// Each refusal happens before anything is written to the output folder.
  @Test func refusesShardsThatAreNotOneBuild() throws {
    let fixture = try Fixture()
    let shards = try fixture.buildShards(of: 3)
    try fixture.buildInto("merged")
    let before = try fixture.tree("merged")
    func refusal(_ folders: [String]) -> String? {
      do {
        _ = try ShardMerger.merge(folders, into: fixture.folder("merged"))
        return nil
      } catch {
        return error.description
      }
    }
    #expect(refusal([]) == MergeError.noShards.description)
    #expect(refusal([shards[0], shards[1]])?.contains("shard 3/3 missing") == true)
    #expect(refusal(shards + [shards[1]])?.contains("are both shard 2/3") == true)
    #expect(refusal(shards + [fixture.folder("merged")])?.contains("has no '.themepack-shard.json'") == true)
    try fixture.buildInto("other", shard: Shard(index: 1, count: 2)!)
    #expect(
      refusal([shards[1], shards[2], fixture.folder("other")])?.contains("different shard counts") == true)
    try fixture.build.project.writeTheme("c", color: "#000000")
    try fixture.buildInto("s3", shard: Shard(index: 3, count: 3)!)
    #expect(refusal(shards)?.contains("different projects") == true)
    #expect(try fixture.tree("merged") == before)
  }

  @Test func refusesARecordOfAnotherToolVersion() throws {
    let fixture = try Fixture()
    let shards = try fixture.buildShards(of: 2)
    try fixture.editRecord("s2") { $0["tool"] = "0.0.1" }
    #expect {
      try ShardMerger.merge(shards, into: fixture.folder("merged"))
    } throws: { error in
      "\(error)".contains("different themepack versions (\(ThemePackVersion.current) and 0.0.1)")
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.folder("merged") + "/themes"))
  }

  /// Shards can come from a download: a record or folder that points elsewhere is refused.
  @Test(arguments: [
    ("truncated", "cannot read shard record"),
    ("folder ../escape", "is absolute or leaves the folder"),
    ("folder /etc", "is absolute or leaves the folder"),
    ("record ../../x.json", "is absolute or leaves the folder"),
    ("theme in wrong shard", "belongs in shard"),
    ("unknown theme", "is not a theme of the project"),
    ("format 99", "this themepack reads format 1"),
    ("shard 4/3", "does not exist"),
    ("folder of another theme", "is listed for two themes or as a shared file"),
    ("symbolic link", "holds something other than folders and regular files"),
  ])
  func refusesAHostileShard(damage: String, expected: String) throws {
    let fixture = try Fixture()
    let shards = try fixture.buildShards(of: 3)
    let record = fixture.folder("s3") + "/" + ShardRecord.fileName
    func setTheme(_ edit: @escaping (inout [String: Any]) -> Void) throws {
      try fixture.editRecord("s3") { object in
        var themes = object["themes"] as! [[String: Any]]
        edit(&themes[0])
        object["themes"] = themes
      }
    }
    switch damage {
    case "truncated":
      let bytes = try FileReader.bytes(at: record)
      try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: record))
    case "folder ../escape": try setTheme { $0["folders"] = ["../escape", "x"] }
    case "folder /etc": try setTheme { $0["folders"] = ["/etc", "x"] }
    case "record ../../x.json": try setTheme { $0["record"] = "../../x.json" }
    case "theme in wrong shard": try setTheme { $0["name"] = "a" }
    case "unknown theme": try setTheme { $0["name"] = "zzz" }
    case "format 99": try fixture.editRecord("s3") { $0["format"] = 99 }
    case "shard 4/3": try fixture.editRecord("s3") { $0["index"] = 4 }
    case "folder of another theme": try setTheme { $0["folders"] = ["themes/a", "test.themes.xcassets/c"] }
    default:
      let file = fixture.folder("s3") + "/themes/c/icon.png"
      try FileManager.default.removeItem(atPath: file)
      try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/etc/passwd")
    }
    #expect {
      try ShardMerger.merge(shards, into: fixture.folder("merged"))
    } throws: { error in
      "\(error)".contains(expected) && "\(error)".contains(fixture.folder("s3"))
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.folder("merged") + "/themes"))
  }
}
