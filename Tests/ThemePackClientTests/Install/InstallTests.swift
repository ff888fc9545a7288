import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// Installs go through index, length, hash and signature, land as `<root>/<theme>/<version>/`
/// with `current` pointing at them, and keep one version before the current one.
@Suite("ThemeInstaller installs signed packages")
struct InstallTests {
  /// An installer of `root` trusting `keys`. Its timeout is the whole install's (issue 46),
  /// time the loaded test machine keeps a task waiting for a thread included: ten minutes,
  /// so only the deadline tests, which set their own, meet it.
  static func installer(_ root: TemporaryFolder, keys: [TestSigner] = [TestSigner(seed: 7)]) -> ThemeInstaller
  {
    ThemeInstaller(
      root: root.url, publicKeys: keys.map { ThemePublicKey(rawRepresentation: $0.publicKey)! },
      timeout: .seconds(600))
  }

  @Test func installsThenUpgradesKeepingThePreviousVersion() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let first = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(first == ThemeInstaller.Outcome(theme: "blue", version: "1.0.0", previous: nil, changed: true))
    let installed = root.url.appendingPathComponent("blue/1.0.0/button@2x.png")
    #expect(try Data(contentsOf: installed) == Data("button 2x 1.0.0".utf8))
    #expect(
      try String(contentsOf: root.url.appendingPathComponent("blue/current"), encoding: .utf8) == "1.0.0\n")

    server.sequence = 2
    try server.publish(version: "1.1.0")
    let second = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(second.version == "1.1.0" && second.previous == "1.0.0" && second.changed)
    let library = ThemeLibrary(root: root.url)
    #expect(
      try library.installedThemes() == [
        InstalledTheme(theme: "blue", current: "1.1.0", versions: ["1.0.0", "1.1.0"])
      ])

    server.sequence = 3
    try server.publish(version: "1.2.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(library.currentVersion(of: "blue") == "1.2.0")
    #expect(try library.installedThemes().first?.versions == ["1.1.0", "1.2.0"], "1.0.0 is gone")
  }

  @Test func theCurrentVersionAgainChangesNothing() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let before = FolderSnapshot(root.url.path)
    let again = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(!again.changed)
    #expect(FolderSnapshot(root.url.path) == before)
  }

  @Test func aRotatedKeyIsAcceptedWhenEmbeddedBesideTheOldOne() async throws {
    var server = try TestServer()
    server.signer = TestSigner(seed: 9)
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "2.0.0")
    let outcome = try await Self.installer(root, keys: [TestSigner(seed: 7), TestSigner(seed: 9)])
      .install(indexURL: server.indexURL, theme: "blue")
    #expect(outcome.version == "2.0.0")
  }

  @Test func anExplicitVersionIsInstalledInsteadOfTheNewest() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    try server.publish(version: "1.10.0")
    try server.publish(version: "1.9.0")
    let newest = try await Self.installer(try TemporaryFolder()).install(
      indexURL: server.indexURL, theme: "blue")
    #expect(newest.version == "1.10.0", "versions compare part by part, as numbers")
    let chosen = try await Self.installer(root).install(
      indexURL: server.indexURL, theme: "blue", version: "1.9.0")
    #expect(chosen.version == "1.9.0")
  }

  @Test func anInterruptedInstallIsCleanedByTheNextCall() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    // What a kill at each step leaves: a staging folder, a temporary pointer.
    try root.write("half", to: ".themepack/staging-1234/blue/button.png")
    try root.write("1.1.0\n", to: "blue/.current-5678")
    // And what Foundation's own temporary file left when an earlier client was killed.
    try root.write("{}", to: ".themepack/.dat.nosync5A66.KTAG66")
    try root.write("1.0.0\n", to: "blue/.dat.nosync1B2C.X1Y2Z3")
    #expect(
      ThemeLibrary(root: root.url).currentVersion(of: "blue") == "1.0.0", "a half install is not current")
    server.sequence = 2
    try server.publish(version: "1.1.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path(".themepack")).sorted()
    #expect(names == ["accepted.json", "installed.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path("blue")).sorted() == [
        "1.0.0", "1.1.0", "current",
      ])
    #expect(
      try Data(contentsOf: root.url.appendingPathComponent("blue/1.1.0/button.png"))
        == Data("button 1x 1.1.0".utf8))
  }

  @Test func aVersionFolderTheInstallerDidNotMakeIsKeptAndRefused() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    try root.write("the app's own", to: "blue/1.1.0/button.png")
    try root.write("the app's own", to: "blue/notes/a.txt")
    server.sequence = 2
    try server.publish(version: "1.1.0")
    await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(ThemeLibrary(root: root.url).currentVersion(of: "blue") == "1.0.0")
    #expect(
      try Data(contentsOf: root.url.appendingPathComponent("blue/1.1.0/button.png"))
        == Data("the app's own".utf8))
    try FileManager.default.removeItem(at: root.url.appendingPathComponent("blue/1.1.0"))
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(
      try Data(contentsOf: root.url.appendingPathComponent("blue/notes/a.txt")) == Data("the app's own".utf8))
    #expect(ThemeLibrary(root: root.url).currentVersion(of: "blue") == "1.1.0")
  }

  @Test func aFolderWithoutAPointerIsLeftAlone() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try root.write("the app's own", to: "Caches/images/a.png")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(
      try Data(contentsOf: root.url.appendingPathComponent("Caches/images/a.png"))
        == Data("the app's own".utf8))
    #expect(try ThemeLibrary(root: root.url).installedThemes().map(\.theme) == ["blue"])
  }

  @Test func aFailedInstallOfANewThemeLeavesNoFolder() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(
      TestServer.package(theme: "blue", version: "1.0.0", signer: TestSigner(seed: 1)), version: "1.0.0")
    await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == [])
  }
}
