import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// A stable pick never lands on a pre-release (issue 46, case 2): `9.0.0-beta` < `9.0.0` <
/// `9.0.1-rc.1` < `9.0.1`, and an install without a version gets `9.0.0`.
@Suite("pre-releases are picked only when asked")
struct PreReleaseTests {
  static let sha = String(repeating: "a", count: 64)

  static func index(_ versions: [String]) throws -> ThemeIndex {
    let packages = versions.enumerated().map { offset, version in
      #"{"theme": "blue", "version": "\#(version)", "file": "f\#(offset).zip", "size": 1, "sha256": "\#(sha)"}"#
    }
    let text = #"{"formatVersion": 1, "packages": [\#(packages.joined(separator: ", "))]}"#
    return try ThemeIndex.parse(Array(text.utf8), source: "index.json")
  }

  @Test func theNewestStableVersionIsPickedUnlessPreReleasesAreAllowed() throws {
    let index = try Self.index(["9.0.1-rc.1", "9.0.0", "9.0.0-beta"])
    #expect(index.newest(of: "blue")?.version == "9.0.0")
    #expect(index.newest(of: "blue", preReleases: true)?.version == "9.0.1-rc.1")
    #expect(index.newest(of: "blue", version: "9.0.0-beta")?.version == "9.0.0-beta", "asked by version")
    let released = try Self.index(["9.0.1-rc.1", "9.0.0", "9.0.1", "9.0.0-beta"])
    #expect(released.newest(of: "blue")?.version == "9.0.1")
    #expect(released.newest(of: "blue", preReleases: true)?.version == "9.0.1")
    let catalog = ThemeCatalog(index, library: ThemeLibrary(root: URL(fileURLWithPath: "/nonexistent")))
    #expect(catalog.themes.map(\.version) == ["9.0.0"])
  }

  @Test func anInstallWithoutAVersionGetsTheReleaseAndTheBetaIsADowngrade() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    for version in ["9.0.0-beta", "9.0.0", "9.0.1-rc.1"] { try server.publish(version: version) }
    var installer = InstallTests.installer(root)
    let stable = try await installer.install(indexURL: server.indexURL, theme: "blue")
    #expect(stable.version == "9.0.0")
    await #expect {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: "9.0.0-beta")
    } throws: { error in
      (error as? ThemeInstallError)?.message
        == "refusing theme 'blue' version 9.0.0-beta: version 9.0.0 is installed"
    }
    installer.allowsPreReleases = true
    let candidate = try await installer.install(indexURL: server.indexURL, theme: "blue")
    #expect(candidate.version == "9.0.1-rc.1" && candidate.previous == "9.0.0")
    server.sequence = 2
    try server.publish(version: "9.0.1")
    installer.allowsPreReleases = false
    let release = try await installer.install(indexURL: server.indexURL, theme: "blue")
    #expect(release.version == "9.0.1" && release.previous == "9.0.1-rc.1")
  }

  @Test func aThemeOfferedOnlyInPreReleasesIsRefusedSayingSo() async throws {
    var server = try TestServer()
    try server.publish(version: "2.0.0-rc.1")
    await #expect {
      _ = try await InstallTests.installer(try TemporaryFolder()).install(
        indexURL: server.indexURL, theme: "blue")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .notInIndex
        && error.message.hasSuffix(
          "it lists theme 'blue' only in pre-release versions (the newest is 2.0.0-rc.1); "
            + "ask for one by its version or allow pre-releases")
    }
  }
}
