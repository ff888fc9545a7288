import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// A whole-package download the network cuts off part way resumes with `Range` from the
/// bytes it has; a server that cannot resume it (no ranges) gets the download started over.
@Suite("a cut-off download resumes where it stopped", .ownThread)
struct ResumeTests {
  @Test func aCutDownloadResumesFromWhereItStopped() async throws {
    var server = try TestServer()
    try RangeInstallTests.publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    let http = try LoopbackFileServer(serving: server.folder.url, cuts: 1)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0")
    let zip = "/app-blue-1.0.0.zip"
    #expect(
      http.requests.filter { $0.hasSuffix(zip) || $0.contains(zip + " ") }.map { $0.prefix(3) } == [
        "cut", "206",
      ])
    #expect(outcome.fetchedBytes == outcome.packageBytes)
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/1.0.0").path)
        == (try await Self.fullInstall(server, version: "1.0.0")))
  }

  @Test func aServerThatCannotResumeGetsTheDownloadStartedOver() async throws {
    var server = try TestServer()
    try RangeInstallTests.publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    let http = try LoopbackFileServer(serving: server.folder.url, range: .ignored, cuts: 1)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0")
    let zip = "/app-blue-1.0.0.zip"
    #expect(
      http.requests.filter { $0.contains(zip) }.map { $0.prefix(3) } == ["cut", "200", "200"],
      "\(http.requests)")
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/1.0.0").path)
        == (try await Self.fullInstall(server, version: "1.0.0")))
  }

  /// How the file changes between the cut and the resume, and what the server says.
  struct Changed: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var etags = true
    var weakETags = false
    var range = LoopbackFileServer.RangeMode.honest
    /// The statuses of the requests for the zip after the cut.
    var after: [String]
  }

  /// The first response comes from another file of the same name (a stale copy, a publisher
  /// replacing it) and the resume meets the index's: with a strong `ETag` the resume's
  /// `If-Range` gets the whole file back and the download starts over; without a validator
  /// (no `ETag`, a weak one) there is no resume, only a new download; a server that ignores
  /// `If-Range` still names the file it sent, and the download starts over. The install
  /// succeeds every time with the index's bytes, never a file spliced from two.
  @Test(arguments: [
    Changed(testDescription: "strong ETag", after: ["200", "200"]),
    Changed(testDescription: "no ETag", etags: false, after: ["200"]),
    Changed(testDescription: "weak ETag", weakETags: true, after: ["200"]),
    Changed(testDescription: "If-Range ignored", range: .ignoresIfRange, after: ["206", "200"]),
  ])
  func aFileChangedBetweenTheCutAndTheResumeIsDownloadedAnew(_ changed: Changed) async throws {
    var server = try TestServer()
    try RangeInstallTests.publish(&server, version: "1.0.0", redrawn: nil)
    var other = try TestServer()
    try RangeInstallTests.publish(&other, version: "1.0.0", redrawn: 3)
    let stale = try TemporaryFolder("themepack-client-stale")
    let zip = "app-blue-1.0.0.zip"
    for name in try FileManager.default.contentsOfDirectory(atPath: server.folder.url.path) {
      try FileManager.default.copyItem(atPath: server.folder.path(name), toPath: stale.path(name))
    }
    try FileManager.default.removeItem(atPath: stale.path(zip))
    try FileManager.default.copyItem(atPath: other.folder.path(zip), toPath: stale.path(zip))
    let root = try TemporaryFolder("themepack-client-root")
    let http = try LoopbackFileServer(
      serving: stale.url, range: changed.range, etags: changed.etags, weakETags: changed.weakETags,
      changesTo: server.folder.url, changeAfter: 1, cuts: 1)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0")
    #expect(
      http.requests.filter { $0.contains("/" + zip) }.map { String($0.prefix(3)) } == ["cut"] + changed.after,
      "\(http.requests)")
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/1.0.0").path)
        == (try await Self.fullInstall(server, version: "1.0.0")))
  }

  /// An unchanged file served without a validator is downloaded anew rather than resumed
  /// blind; with one it resumes (`aCutDownloadResumesFromWhereItStopped`).
  @Test func withoutAValidatorACutDownloadStartsOver() async throws {
    var server = try TestServer()
    try RangeInstallTests.publish(&server, version: "1.0.0", redrawn: nil)
    let root = try TemporaryFolder("themepack-client-root")
    let http = try LoopbackFileServer(serving: server.folder.url, etags: false, cuts: 1)
    let outcome = try await InstallTests.installer(root).install(
      indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0")
    #expect(
      http.requests.filter { $0.contains("/app-blue-1.0.0.zip") }.map { String($0.prefix(3)) } == [
        "cut", "200",
      ])
  }

  /// Only a strong validator is kept: a weak `ETag`, a `Last-Modified` too close to the
  /// response's `Date`, no length or a malformed value are none (RFC 9110 §13.1.5, §8.8.2.2).
  @Test(
    arguments: [
      (
        "strong ETag", 200, 10, #""abc""#, nil, nil,
        ResumeValidator(length: 10, etag: #""abc""#, lastModified: nil)
      ),
      ("weak ETag", 200, 10, #"W/"abc""#, nil, nil, nil),
      (
        "weak ETag beside an old Last-Modified", 200, 10, #"W/"abc""#, "Sun, 06 Nov 1994 08:49:37 GMT",
        "Mon, 07 Nov 1994 08:49:37 GMT", nil
      ),
      ("unquoted ETag", 200, 10, "abc", nil, nil, nil),
      ("ETag with a quote inside", 200, 10, #""a"b""#, nil, nil, nil),
      ("ETag too long", 200, 10, "\"" + String(repeating: "a", count: 300) + "\"", nil, nil, nil),
      (
        "old Last-Modified", 200, 10, nil, "Sun, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:50:37 GMT",
        ResumeValidator(length: 10, etag: nil, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
      ),
      (
        "Last-Modified a second before Date", 200, 10, nil, "Sun, 06 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:38 GMT", nil
      ),
      ("Last-Modified without Date", 200, 10, nil, "Sun, 06 Nov 1994 08:49:37 GMT", nil, nil),
      ("Last-Modified not a date", 200, 10, nil, "yesterday", "Sun, 06 Nov 1994 08:49:38 GMT", nil),
      ("no length", 200, nil, #""abc""#, nil, nil, nil),
      ("a part", 206, 10, #""abc""#, nil, nil, nil),
    ] as [(String, Int, Int?, String?, String?, String?, ResumeValidator?)])
  func onlyAStrongValidatorIsKept(
    _ label: String, status: Int, length: Int?, etag: String?, lastModified: String?, date: String?,
    expected: ResumeValidator?
  ) {
    let found = ResumeValidator(
      status: status, contentLength: length, etag: etag, lastModified: lastModified, date: date)
    #expect(found == expected, "\(label)")
  }

  static func fullInstall(_ server: TestServer, version: String) async throws -> FolderSnapshot {
    let fresh = try TemporaryFolder("themepack-client-fresh")
    _ = try await InstallTests.installer(fresh).install(indexURL: server.indexURL, theme: "blue")
    return FolderSnapshot(fresh.url.appendingPathComponent("blue/\(version)").path)
  }
}
