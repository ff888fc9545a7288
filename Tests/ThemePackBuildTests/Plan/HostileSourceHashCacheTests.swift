import Foundation
import Testing
import ThemePackBuild
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// A damaged or hostile source-hash cache file is an empty cache (every source is read and
/// hashed again), and entries that are not an identity and a digest are left out: never a
/// crash, never a digest taken from a file the strict parser or the types refuse.
@Suite("build plan: hostile source-hash cache files are an empty cache")
struct HostileSourceHashCacheTests {
  static let digest = String(repeating: "0123456789abcdef", count: 4)

  /// A sound cache of two entries, as `SourceHashCache.save` writes it.
  static let sound: String = {
    let folder = try! TemporaryFolder()
    try! FileManager.default.createDirectory(
      atPath: folder.path(BuildCache.installedFolder), withIntermediateDirectories: true)
    let cache = SourceHashCache(cacheFolder: folder.url.path, output: "/out")
    cache.save([
      "/p/Base/a.png": .init(identity: [1, 2, 3, 4, 5, 6, 7], sha256: digest),
      "/p/Base/b.png": .init(identity: [8, 9, 10, 11, 12, 13, 14], sha256: digest),
    ])
    return (try? String(contentsOfFile: cache.path, encoding: .utf8)) ?? ""
  }()

  static func spoiled(_ part: String, _ replacement: String) -> String {
    sound.replacingOccurrences(of: part, with: replacement)
  }

  static let deeper = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

  /// Files that are no cache at all.
  static let empty: [(id: String, text: String)] = [
    ("an empty file", ""),
    ("not JSON", "source hashes"),
    ("a JSON array", "[]"),
    ("null", "null"),
    ("truncated in the middle", String(sound.prefix(sound.count / 2))),
    ("truncated by one byte", String(sound.dropLast())),
    ("a trailing comma", spoiled("\"format\":1", "\"format\":1,")),
    ("format 2", spoiled("\"format\":1", "\"format\":2")),
    ("the format as a string", spoiled("\"format\":1", "\"format\":\"1\"")),
    ("another tool", spoiled("\"tool\":\"\(ThemePackVersion.current)\"", "\"tool\":\"0.0.0-other\"")),
    ("files as an array", spoiled("\"files\":{", "\"files\":[{")),
    ("a missing files member", spoiled("\"files\":", "\"filez\":")),
    ("a duplicate format", spoiled("\"format\":1", "\"format\":1,\"format\":1")),
    ("a duplicate path", spoiled("\"/p/Base/b.png\":", "\"/p/Base/a.png\":")),
    ("identity numbers as strings", spoiled("[1,2,3,4,5,6,7]", "[\"1\",2,3,4,5,6,7]")),
    ("an identity beyond Int", spoiled("[1,2,3,4,5,6,7]", "[1,2,3,4,5,6,18446744073709551616]")),
    ("a fractional identity", spoiled("[1,2,3,4,5,6,7]", "[1.5,2,3,4,5,6,7]")),
    ("a digest as a number", spoiled("\"sha256\":\"\(digest)\"}", "\"sha256\":12}")),
    ("an entry that is null", spoiled("{\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest)\"}", "null")),
    ("an entry that is an array", spoiled("{\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest)\"}", "[]")),
    ("an entry without its digest", spoiled(",\"sha256\":\"\(digest)\"}", "}")),
    ("an entry without its identity", spoiled("\"identity\":[1,2,3,4,5,6,7],", "")),
    ("nesting 100,000 deep", deeper),
    ("nesting 100,000 deep in a member", spoiled("{\"files\":", "{\"x\":\(deeper),\"files\":")),
  ]

  /// Files whose entry for `a.png` is left out while `b.png` stays.
  static let withoutA: [(id: String, text: String)] = [
    ("an identity of six numbers", spoiled("[1,2,3,4,5,6,7]", "[1,2,3,4,5,6]")),
    ("an identity of eight numbers", spoiled("[1,2,3,4,5,6,7]", "[1,2,3,4,5,6,7,8]")),
    (
      "an empty digest",
      spoiled(
        "\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest)\"",
        "\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\"")
    ),
    (
      "an upper-case digest",
      spoiled(
        "\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest)\"",
        "\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest.uppercased())\"")
    ),
    (
      "a digest one digit short",
      spoiled(
        "\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest)\"",
        "\"identity\":[1,2,3,4,5,6,7],\"sha256\":\"\(digest.dropLast())\"")
    ),
  ]

  @Test func theSoundFileIsACacheOfTwoEntries() {
    #expect(
      SourceHashCache.entries(in: Array(Self.sound.utf8)).keys.sorted() == ["/p/Base/a.png", "/p/Base/b.png"])
  }

  @Test(arguments: empty.map(\.id))
  func hostileFilesAreAnEmptyCache(id: String) throws {
    let text = try #require(Self.empty.first { $0.id == id }).text
    #expect(text != Self.sound)
    #expect(SourceHashCache.entries(in: Array(text.utf8)).isEmpty)
  }

  @Test(arguments: withoutA.map(\.id))
  func unusableEntriesAreLeftOut(id: String) throws {
    let text = try #require(Self.withoutA.first { $0.id == id }).text
    #expect(text != Self.sound)
    #expect(SourceHashCache.entries(in: Array(text.utf8)).keys.sorted() == ["/p/Base/b.png"])
  }

  @Test func invalidUTF8IsAnEmptyCache() {
    var bytes = Array(Self.sound.utf8)
    bytes[bytes.firstIndex(of: UInt8(ascii: "B"))!] = 0xFF
    #expect(SourceHashCache.entries(in: bytes).isEmpty)
  }

  /// What can stand where the cache file should be: never read, never waited for.
  @Test(arguments: ["a folder", "a link to a sound cache", "a named pipe", "a file beyond the size cap"])
  func whatIsNotARegularFileOfSoundSizeIsAnEmptyCache(kind: String) throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path(BuildCache.installedFolder), withIntermediateDirectories: true)
    let cache = SourceHashCache(cacheFolder: folder.url.path, output: "/out")
    switch kind {
    case "a folder":
      try FileManager.default.createDirectory(atPath: cache.path, withIntermediateDirectories: true)
    case "a link to a sound cache":
      try Self.sound.write(toFile: folder.path("sound.json"), atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: cache.path, withDestinationPath: folder.path("sound.json"))
    case "a named pipe":
      #expect(mkfifo(cache.path, 0o644) == 0)
    default:
      let padding = String(repeating: " ", count: SourceHashCache.maxBytes)
      try (Self.sound + padding).write(toFile: cache.path, atomically: true, encoding: .utf8)
    }
    #expect(cache.load().isEmpty)
  }

  @Test func aHostileFileOnDiskIsAnEmptyCacheAndTheBuildStillSucceeds() throws {
    let fixture = try BuildFixture()
    let cacheFolder = fixture.output + "/" + BuildOptions.defaultCacheFolder
    try FileManager.default.createDirectory(
      atPath: cacheFolder + "/" + BuildCache.installedFolder, withIntermediateDirectories: true)
    let cache = SourceHashCache(cacheFolder: cacheFolder, output: fixture.output)
    try Self.spoiled("\"format\":1", "\"format\":1,").write(
      toFile: cache.path, atomically: true, encoding: .utf8)
    #expect(cache.load().isEmpty)
    try fixture.build()
    #expect(FileManager.default.fileExists(atPath: fixture.output + "/themes/a/manifest.json"))
  }

  @Test func eachOutputFolderHasItsOwnFile() {
    let one = SourceHashCache(cacheFolder: "/cache", output: "/work/shard1")
    let two = SourceHashCache(cacheFolder: "/cache", output: "/work/shard2")
    #expect(one.path != two.path)
    #expect(one.path == SourceHashCache(cacheFolder: "/cache", output: "/work/./shard1/").path)
  }
}
