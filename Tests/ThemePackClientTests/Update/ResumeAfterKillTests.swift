import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// A whole download a killed process left in the state folder (`download-<id>.zip` and its
/// record `download-<id>.json`, no live owner) is resumed by the next install of the same
/// package, and only then: a record that is garbage, names another URL or package, a partial
/// file that is stale, a link, as long as the package or longer, is discarded and the package
/// downloaded whole. Whatever was planted, the install ends with the index's bytes, the
/// state folder clean.
@Suite("a download a killed install left is resumed, verified and bounded", .ownThread)
struct ResumeAfterKillTests {
  /// What a killed install left, and what the next install must do with it.
  struct Planted: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// The requests for the zip, by status: `["206"]` is a resume.
    var requests: [String]
    var url: String? = nil
    var sha256: String? = nil
    var etag: String? = nil
    var record: String? = nil
    /// The partial's bytes: the first half of the package by default.
    var bytes: Bytes = .half
    var daysOld: Double = 0
    var link = false

    enum Bytes: Sendable { case half, whole, longer, halfOfAnother }
  }

  @Test(arguments: [
    Planted(testDescription: "a partial and its record", requests: ["206"]),
    Planted(
      testDescription: "a record of another URL", requests: ["200"], url: "http://127.0.0.1:1/other.zip"),
    Planted(
      testDescription: "a record of another package", requests: ["200"],
      sha256: String(repeating: "ab", count: 32)),
    Planted(testDescription: "a garbage record", requests: ["200"], record: "{\"url\": 12, ]"),
    Planted(testDescription: "a record with a weak ETag", requests: ["200"], etag: "W/\"x\""),
    Planted(testDescription: "a partial as long as the package", requests: ["200"], bytes: .whole),
    Planted(testDescription: "a partial longer than the package", requests: ["200"], bytes: .longer),
    Planted(testDescription: "a stale partial", requests: ["200"], daysOld: 4),
    Planted(testDescription: "a link in the partial's place", requests: ["200"], link: true),
    Planted(
      testDescription: "a validator the file no longer has", requests: ["200", "200"], etag: "\"old\""),
    Planted(
      testDescription: "bytes of another file under the record", requests: ["206", "200"],
      bytes: .halfOfAnother),
  ])
  func whatAKilledInstallLeftIsResumedOnlyWhenItIsTheSameDownload(_ planted: Planted) async throws {
    var server = try TestServer()
    try RangeInstallTests.publish(&server, version: "1.0.0", redrawn: nil)
    let zip = "app-blue-1.0.0.zip"
    let package = try [UInt8](Data(contentsOf: server.folder.url.appendingPathComponent(zip)))
    var other = try TestServer()
    try RangeInstallTests.publish(&other, version: "1.0.0", redrawn: 0)
    let another = try [UInt8](Data(contentsOf: other.folder.url.appendingPathComponent(zip)))
    let http = try LoopbackFileServer(serving: server.folder.url)
    let root = try TemporaryFolder("themepack-client-root")
    let outside = try TemporaryFolder("themepack-client-outside")
    let partial: [UInt8]
    switch planted.bytes {
    case .half: partial = Array(package.prefix(package.count / 2))
    case .whole: partial = package
    case .longer: partial = package + [0, 1, 2]
    case .halfOfAnother: partial = Array(another.prefix(package.count / 2))
    }
    let stem = ".themepack/download-0F0F0F0F-0000-0000-0000-000000000000"
    if planted.link {
      try outside.write(partial, to: "partial.zip")
      try FileManager.default.createDirectory(
        atPath: root.path(".themepack"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: root.path(stem + ".zip"), withDestinationPath: outside.path("partial.zip"))
    } else {
      try root.write(partial, to: stem + ".zip")
    }
    let record = PartialDownloadRecord(
      url: planted.url ?? http.url(zip).absoluteString, sha256: planted.sha256 ?? TestSHA256.hex(package),
      size: package.count,
      validator: ResumeValidator(
        length: package.count, etag: planted.etag ?? LoopbackFileServer.etag(of: package), lastModified: nil))
    try root.write(
      planted.record ?? String(decoding: try JSONEncoder().encode(record), as: UTF8.self), to: stem + ".json")
    if planted.daysOld > 0, !planted.link {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-planted.daysOld * 86_400)],
        ofItemAtPath: root.path(stem + ".zip"))
    }

    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0")
    let asked = http.requests.filter { $0.contains("/" + zip) }.map { String($0.prefix(3)) }
    #expect(asked == planted.requests, "\(http.requests)")
    if planted.requests == ["206"] {
      #expect(outcome.fetchedBytes == package.count - partial.count, "\(outcome.fetchedBytes)")
    } else {
      #expect(outcome.fetchedBytes >= package.count, "\(outcome.fetchedBytes)")
    }
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/1.0.0").path)
        == (try await ResumeTests.fullInstall(server, version: "1.0.0")))
    let state = try FileManager.default.contentsOfDirectory(atPath: root.path(".themepack")).sorted()
    #expect(state == ["accepted.json", "installed.json"], "\(state)")
    if planted.link {
      #expect(try Data(contentsOf: outside.url.appendingPathComponent("partial.zip")) == Data(partial))
    }
  }

  /// A download whose owner is alive (its lock held) is neither taken over nor removed.
  @Test func aLiveDownloadIsLeftAlone() async throws {
    var server = try TestServer()
    try RangeInstallTests.publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    let http = try LoopbackFileServer(serving: server.folder.url)
    let live = try DownloadSlot(in: root.url.appendingPathComponent(".themepack"))
    defer { live.finish() }
    let package = try [UInt8](
      Data(contentsOf: server.folder.url.appendingPathComponent("app-blue-1.0.0.zip")))
    try Data(package.prefix(100)).write(to: live.file)
    let record = PartialDownloadRecord(
      url: http.url("app-blue-1.0.0.zip").absoluteString, sha256: TestSHA256.hex(package),
      size: package.count,
      validator: ResumeValidator(
        length: package.count, etag: LoopbackFileServer.etag(of: package), lastModified: nil))
    #expect(record.save(to: live.record))
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.fetchedBytes == package.count)
    #expect(try Data(contentsOf: live.file) == Data(package.prefix(100)))
    #expect(PartialDownloadRecord.read(live.record) == record)
  }
}
