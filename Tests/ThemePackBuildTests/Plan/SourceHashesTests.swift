import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

/// Source digests are read from the `SourceHashCache` when a file's identity is the one it
/// was hashed with, and read again whenever anything about the file changed.
@Suite("build plan: source digests from stamps, read again when a file changes")
struct SourceHashesTests {
  /// The fixture's master (the only source of its units), its project and the units'
  /// inputs; the fixture's files live as long as this does.
  struct Master {
    let fixture: BuildFixture
    let project: ThemeProject
    let inputs: [UnitInputs]
    var path: String { fixture.project.path("Base/icon@3x.png") }

    init() throws {
      fixture = try BuildFixture()
      let project = try fixture.loaded()
      self.project = project
      inputs = project.themes.map { theme in
        UnitInputs(
          spec: project.config.assets[0], theme: theme, darkColor: ThemeRGBA(red: 0, green: 0, blue: 0),
          scales: project.config.scales)
      }
    }

    func bytes() throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) }

    func hashes(known: [String: SourceHashCache.Entry] = [:], start: Date = later) throws -> SourceHashes {
      try SourceHashes(of: inputs, in: project, jobs: 2, known: known, start: start)
    }
  }

  /// Well after every fixture file was written, so their identities are settled.
  static let later = Date().addingTimeInterval(60)

  @Test func digestsAreTheFilesSHA256AndSettledFilesAreKept() throws {
    let master = try Master()
    let hashes = try master.hashes()
    let digest = SHA256.hex(of: try master.bytes())
    #expect(hashes.byPath == [master.path: digest])
    #expect(hashes.entries[master.path]?.sha256 == digest)
    #expect(hashes.entries[master.path]?.identity == FileIdentity.of(master.path))
  }

  @Test func aFileChangedJustBeforeHashingIsNotKept() throws {
    let master = try Master()
    let hashes = try master.hashes(start: Date())
    #expect(hashes.byPath[master.path] == SHA256.hex(of: try master.bytes()))
    #expect(hashes.entries.isEmpty, "a file as young as its hashing could change again unseen")
  }

  @Test func anUnchangedIdentityIsTrustedWithoutReadingTheFile() throws {
    let master = try Master()
    let identity = try #require(FileIdentity.of(master.path))
    let planted = String(repeating: "ab", count: 32)
    let hashes = try master.hashes(known: [master.path: .init(identity: identity, sha256: planted)])
    #expect(hashes.hash(master.path) == planted, "the digest came from the stamp, not from the bytes")
  }

  @Test(arguments: [
    "size", "modification seconds", "modification nanoseconds", "status change seconds",
    "status change nanoseconds", "inode", "device",
  ])
  func anyChangeOfIdentityReadsTheFileAgain(change: String) throws {
    let master = try Master()
    var identity = try #require(FileIdentity.of(master.path))
    switch change {
    case "size": identity[0] += 1
    case "modification seconds": identity[1] -= 1
    case "modification nanoseconds": identity[2] = (identity[2] + 1) % 1_000_000_000
    case "status change seconds": identity[3] -= 1
    case "status change nanoseconds": identity[4] = (identity[4] + 1) % 1_000_000_000
    case "inode": identity[5] += 1
    default: identity[6] += 1
    }
    let planted = String(repeating: "ab", count: 32)
    let hashes = try master.hashes(known: [master.path: .init(identity: identity, sha256: planted)])
    #expect(hashes.hash(master.path) == SHA256.hex(of: try master.bytes()))
  }

  @Test func aRewrittenFileGetsItsNewDigest() throws {
    let master = try Master()
    let first = try master.hashes()
    try master.fixture.project.writePNG(
      LintFixture.square(6, ThemeRGBA(red: 1, green: 2, blue: 3)), to: "Base/icon@3x.png")
    let second = try master.hashes(known: first.entries)
    #expect(second.hash(master.path) == SHA256.hex(of: try master.bytes()))
    #expect(second.hash(master.path) != first.hash(master.path))
  }

  @Test func savedEntriesLoadBackAndAPartialBuildKeepsTheOthers() throws {
    let master = try Master()
    let folder = master.fixture.outputFolder.path("cache")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/" + BuildCache.installedFolder, withIntermediateDirectories: true)
    let cache = SourceHashCache(cacheFolder: folder, output: "/out")
    let other = SourceHashCache.Entry(
      identity: [1, 2, 3, 4, 5, 6, 7], sha256: String(repeating: "cd", count: 32))
    cache.save(["/elsewhere.png": other])
    let hashes = try master.hashes(known: cache.load())
    let mine = try #require(hashes.entries[master.path])
    hashes.save(in: cache, keepingOthers: true)
    #expect(cache.load() == ["/elsewhere.png": other, master.path: mine])
    hashes.save(in: cache, keepingOthers: false)
    #expect(cache.load() == [master.path: mine])
  }
}
