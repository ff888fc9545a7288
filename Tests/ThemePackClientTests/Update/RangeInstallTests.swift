import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// An update over HTTP fetches the end of the new zip, its signed manifest and only the
/// changed entries when the server answers `Range`, and installs exactly what a full
/// install installs; any server that does not answer ranges honestly gets a full download
/// (or a refusal), never a file the signed manifest does not name.
@Suite("an update fetches only the changed entries in ranges", .ownThread)
struct RangeInstallTests {
  /// 60 files of 48 KiB that do not compress, the one numbered `redrawn` drawn anew.
  static func art(redrawn: Int?) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for number in 0..<60 {
      var state = UInt64(number + 1) &* 0x9E37_79B9_7F4A_7C15 ^ (redrawn == number ? 0xABC_DEF : 0)
      var bytes = [UInt8](repeating: 0, count: 48 << 10)
      for index in bytes.indices {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
      }
      files["art/\(number).png"] = bytes
    }
    return files
  }

  /// Publishes `version` of blue with its art (`redrawn` changed), the index naming the
  /// manifest's content identity (or `identity` when given).
  static func publish(
    _ server: inout TestServer, version: String, redrawn: Int?, identity: String? = nil
  ) throws {
    let files = TestServer.files("1.0.0").merging(art(redrawn: redrawn)) { first, _ in first }
    let manifest = TestServer.manifest(theme: "blue", version: version, files: files)
    let bytes = TestServer.package(
      theme: "blue", version: version, files: files, manifest: manifest, signer: server.signer)
    let content = try #require(RangedInspection.contentIdentity(of: manifest))
    try server.publish(bytes, version: version, contentSHA256: identity ?? content)
  }

  /// A server with 1.0.0 installed under a new root over HTTP and 2.0.0 (one file redrawn)
  /// published, the root and the server's index URL.
  static func updatable(_ server: inout TestServer) async throws -> TemporaryFolder {
    try publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 2
    try publish(&server, version: "2.0.0", redrawn: 7)
    return root
  }

  /// The 2.0.0 folder a full install of `server`'s index (from disk) makes.
  static func fullInstall(_ server: TestServer) async throws -> FolderSnapshot {
    let fresh = try TemporaryFolder("themepack-client-fresh")
    _ = try await InstallTests.installer(fresh).install(indexURL: server.indexURL, theme: "blue")
    return FolderSnapshot(fresh.url.appendingPathComponent("blue/2.0.0").path)
  }

  @Test func anUpdateFetchesLessThanATenthAndInstallsWhatAFullInstallDoes() async throws {
    var server = try TestServer()
    let root = try await Self.updatable(&server)
    let http = try LoopbackFileServer(serving: server.folder.url)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "2.0.0" && outcome.previous == "1.0.0")
    #expect(
      outcome.fetchedBytes * 10 < outcome.packageBytes, "\(outcome.fetchedBytes) of \(outcome.packageBytes)")
    let parts = http.requests.filter { $0.hasPrefix("206 /app-blue-2.0.0.zip") }
    #expect(parts.count >= 2, "\(http.requests)")
    #expect(!http.requests.contains("200 /app-blue-2.0.0.zip"), "\(http.requests)")
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/2.0.0").path)
        == (try await Self.fullInstall(server)))
  }

  @Test(arguments: [
    LoopbackFileServer.RangeMode.ignored, .lyingTotal, .shortPart, .longPart, .otherPart,
  ])
  func aServerNotAnsweringRangesHonestlyGetsAFullDownload(mode: LoopbackFileServer.RangeMode) async throws {
    var server = try TestServer()
    let root = try await Self.updatable(&server)
    let http = try LoopbackFileServer(serving: server.folder.url, range: mode)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "2.0.0")
    #expect(outcome.fetchedBytes >= outcome.packageBytes, "\(mode): \(outcome.fetchedBytes)")
    #expect(http.requests.contains("200 /app-blue-2.0.0.zip"), "\(mode): \(http.requests)")
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/2.0.0").path)
        == (try await Self.fullInstall(server)))
  }

  /// The index's content identity is what ties a manifest fetched alone to it: one that is
  /// not the manifest's sends the install to the full download (whose SHA-256 is the index's).
  @Test func aManifestWhoseIdentityIsNotTheIndexsGetsAFullDownload() async throws {
    var server = try TestServer()
    try Self.publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 2
    try Self.publish(&server, version: "2.0.0", redrawn: 7, identity: String(repeating: "ab", count: 32))
    let http = try LoopbackFileServer(serving: server.folder.url)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.fetchedBytes >= outcome.packageBytes)
    #expect(http.requests.contains("200 /app-blue-2.0.0.zip"), "\(http.requests)")
  }

  /// The publisher replaces the zip between two requests of one install (another package of
  /// the same name and length): with or without `ETag`s, the parts of two files never make
  /// a version; the full download of the new file is not the index's and is refused, the
  /// root as before.
  @Test(arguments: [true, false]) func aFileChangedBetweenPartsIsRefused(etags: Bool) async throws {
    var server = try TestServer()
    let root = try await Self.updatable(&server)
    var other = try TestServer()
    try Self.publish(&other, version: "2.0.0", redrawn: 9)
    let before = FolderSnapshot(root.url.path)
    let http = try LoopbackFileServer(
      serving: server.folder.url, etags: etags, changesTo: other.folder.url, changeAfter: 1)
    let result = await InstallSafetyTests.attempt {
      try await InstallTests.installer(root).install(indexURL: http.url("index.json"), theme: "blue")
    }
    let error = try #require(result.failure, "\(http.requests)")
    #expect(error.kind == .hashMismatch || error.kind == .lengthMismatch, "\(error)")
    #expect(FolderSnapshot(root.url.path) == before)
  }

  /// An installed file the range install checked changes before its commit (nothing holds
  /// the root's lock while the package is fetched): the commit cannot copy it, so the
  /// install fetches the whole package once and installs what a full install does.
  @Test func anInstalledFileChangedBeforeTheCommitGetsAFullDownload() async throws {
    var server = try TestServer()
    let root = try await Self.updatable(&server)
    let http = try LoopbackFileServer(serving: server.folder.url)
    let reused = root.url.appendingPathComponent("blue/1.0.0/art/10.png")
    let changed = OnceFlag()
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue",
      progress: { step in
        guard step.phase == .installing, changed.claim() else { return }
        try? Data(repeating: 7, count: 48 << 10).write(to: reused)
      })
    #expect(changed.claimed)
    #expect(outcome.version == "2.0.0")
    #expect(http.requests.contains { $0.hasPrefix("206 /app-blue-2.0.0.zip") }, "\(http.requests)")
    #expect(http.requests.contains("200 /app-blue-2.0.0.zip"), "\(http.requests)")
    #expect(outcome.fetchedBytes > outcome.packageBytes, "\(outcome.fetchedBytes)")
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/2.0.0").path)
        == (try await Self.fullInstall(server)))
  }

  @Test func aFirstInstallAndAFileIndexDownloadTheWholePackage() async throws {
    var server = try TestServer()
    try Self.publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    let http = try LoopbackFileServer(serving: server.folder.url)
    let first = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(first.fetchedBytes == first.packageBytes)
    server.sequence = 2
    try Self.publish(&server, version: "2.0.0", redrawn: 7)
    let update = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(update.fetchedBytes == update.packageBytes)
  }

  @Test func closeRangesAreJoined() {
    let joined = RangedDownload.coalesced([30..<40, 0..<10, 12..<20, 100..<110], gap: 5)
    #expect(joined == [0..<20, 30..<40, 100..<110])
  }

  /// A few hundred scattered changes are fetched in at most `maxParts` requests, the closest
  /// joined first, every changed byte still inside one of them.
  @Test func scatteredRangesAreJoinedDownToTheMostParts() {
    let spans = (0..<300).map { index in
      (index * 100_000 + index * index)..<(index * 100_000 + index * index + 10)
    }
    let joined = RangedDownload.coalesced(spans, gap: 16, maxParts: 16)
    #expect(joined.count == 16)
    #expect(
      spans.allSatisfy { span in
        joined.contains { $0.contains(span.lowerBound) && $0.upperBound >= span.upperBound }
      })
    #expect(zip(joined, joined.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "sorted, apart")
    #expect(RangedDownload.coalesced([0..<10, 50..<60], gap: 5, maxParts: 2) == [0..<10, 50..<60])
  }
}
