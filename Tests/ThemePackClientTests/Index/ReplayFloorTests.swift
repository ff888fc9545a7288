import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The replay floor rises with every index whose signature verified, not only with a
/// successful install (issue 46): after a failed download or a catalogue saw sequence 8,
/// an index of sequence 4 is refused. And a refused install leaves no folder it made.
@Suite("the replay floor rises with every verified index")
struct ReplayFloorTests {
  /// `blue` 1.0.0 installed from an index of sequence 1.
  static func installedRoot() async throws -> TemporaryFolder {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    return root
  }

  /// A server offering `blue` 1.1.0 under an index of `sequence`.
  static func server(sequence: Int) throws -> TestServer {
    var server = try TestServer()
    server.sequence = sequence
    try server.publish(version: "1.1.0")
    return server
  }

  static func expectReplayRefused(_ root: TemporaryFolder) async throws {
    let old = try Self.server(sequence: 4)
    await #expect {
      _ = try await InstallTests.installer(root).install(indexURL: old.indexURL, theme: "blue")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .indexReplayed
        && error.message.hasSuffix("its sequence 4 is older than 8, the newest accepted")
    }
    #expect(ThemeLibrary(root: root.url).currentVersion(of: "blue") == "1.0.0")
  }

  @Test func aFailedDownloadRaisesTheFloor() async throws {
    let root = try await Self.installedRoot()
    let newer = try Self.server(sequence: 8)
    try FileManager.default.removeItem(at: newer.folder.url.appendingPathComponent("app-blue-1.1.0.zip"))
    await #expect {
      _ = try await InstallTests.installer(root).install(indexURL: newer.indexURL, theme: "blue")
    } throws: { error in
      (error as? ThemeInstallError)?.kind == .fetchFailed
    }
    try await Self.expectReplayRefused(root)
  }

  @Test func aCatalogueRaisesTheFloorOfAnExistingRoot() async throws {
    let root = try await Self.installedRoot()
    let newer = try Self.server(sequence: 8)
    let catalog = try await InstallTests.installer(root).catalog(indexURL: newer.indexURL)
    #expect(catalog.sequence == 8 && catalog.themes.first?.installedVersion == "1.0.0")
    try await Self.expectReplayRefused(root)
  }

  @Test func aRefusedPackageChangesNothingFloorIncluded() async throws {
    let root = try await Self.installedRoot()
    var newer = try Self.server(sequence: 8)
    try newer.publish(
      TestServer.package(theme: "blue", version: "1.2.0", signer: TestSigner(seed: 1)), version: "1.2.0")
    let before = FolderSnapshot(root.url.path)
    await #expect(throws: ThemeInstallError.self) {
      _ = try await InstallTests.installer(root).install(indexURL: newer.indexURL, theme: "blue")
    }
    #expect(FolderSnapshot(root.url.path) == before)
  }

  @Test func aRefusedFirstInstallLeavesNoFolderItMade() async throws {
    var server = try TestServer()
    try server.publish(
      TestServer.package(theme: "blue", version: "1.0.0", signer: TestSigner(seed: 1)), version: "1.0.0")
    let place = try TemporaryFolder()
    let root = URL(fileURLWithPath: place.path("app/data/themes"))
    let installer = ThemeInstaller(
      root: root, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!])
    await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: place.url.path) == [], "no 'app' folder left")
  }
}
