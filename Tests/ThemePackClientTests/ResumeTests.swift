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

  static func fullInstall(_ server: TestServer, version: String) async throws -> FolderSnapshot {
    let fresh = try TemporaryFolder("themepack-client-fresh")
    _ = try await InstallTests.installer(fresh).install(indexURL: server.indexURL, theme: "blue")
    return FolderSnapshot(fresh.url.appendingPathComponent("blue/\(version)").path)
  }
}
