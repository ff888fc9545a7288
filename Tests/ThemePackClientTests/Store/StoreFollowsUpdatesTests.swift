import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// A `ThemeStore` follows installs of its theme, and the version it serves is never pruned
/// under it.
@Suite("ThemeStore follows updates")
@MainActor
struct StoreFollowsUpdatesTests {
  static func installer(_ root: TemporaryFolder) -> ThemeInstaller {
    ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!])
  }

  /// Waits (up to 5 s) for `condition`, letting the main actor run.
  func eventually(_ condition: () -> Bool) async throws -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      try await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  @Test func aNewVersionOfTheServedThemeIsServedOnceInstalledAndSaidSo() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let changes = NotificationCounter()
    let identity = ObjectIdentifier(store)
    // Other suites' stores post too, in parallel: count this store's only.
    let token = NotificationToken(ThemeStore.themeDidChangeNotification) { note in
      if let sender = note.object as AnyObject?, ObjectIdentifier(sender) == identity { changes.add() }
    }
    server.sequence = 2
    try server.publish(version: "1.1.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(try await eventually { store.content?.version == "1.1.0" })
    #expect(changes.count == 1)
    #expect(try store.refresh() == false, "already on the current version")
    _ = token
  }

  @Test func anInstallIntoAnotherRootIsIgnored() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    let other = try TemporaryFolder("themepack-client-other")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    _ = try await Self.installer(other).install(indexURL: server.indexURL, theme: "blue")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    server.sequence = 2
    try server.publish(version: "1.1.0")
    _ = try await Self.installer(other).install(indexURL: server.indexURL, theme: "blue")
    try await Task.sleep(for: .milliseconds(200))
    #expect(store.content?.version == "1.0.0")
  }

  /// Two updates in a row, the store not yet moved on: the version it serves stays (a store
  /// holds it with a `VersionLease`) until it is left, then the next prune takes it.
  @Test func theServedVersionIsNotPrunedByTwoUpdatesAndGoesOnceLeft() throws {
    let root = try TemporaryFolder("themepack-client-root")
    let library = ThemeLibrary(root: root.url)
    var record = InstallRecord()
    for version in ["1.0.0", "1.1.0", "1.2.0"] {
      try FileManager.default.createDirectory(
        at: library.folder(theme: "blue", version: version), withIntermediateDirectories: true)
      record.recordMade("blue", version)
      record.recordCurrent("blue", version)
    }
    let served = library.folder(theme: "blue", version: "1.0.0")
    let lease = VersionLease()
    lease.hold(served)
    let kept = library.prune("blue", keeping: "1.2.0", record: record)
    #expect(FileManager.default.fileExists(atPath: served.path), "served: kept")
    #expect(FileManager.default.fileExists(atPath: library.folder(theme: "blue", version: "1.1.0").path))
    #expect(kept.made("blue", "1.0.0"), "still recorded, so a later prune takes it")
    lease.hold(library.folder(theme: "blue", version: "1.2.0"))
    _ = library.prune("blue", keeping: "1.2.0", record: kept)
    #expect(!FileManager.default.fileExists(atPath: served.path), "left: pruned")
  }

  /// The inode of `url`, to tell a file kept from one written again.
  static func fileNumber(_ url: URL) throws -> UInt64? {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
  }

  /// A removed theme whose version a store still serves, installed again: the served folder
  /// is made current as it is, never deleted and extracted again under the store.
  @Test func reinstallingARemovedVersionAStoreServesReusesItsFolder() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let library = ThemeLibrary(root: root.url)
    let served = library.folder(theme: "blue", version: "1.0.0")
    let lease = VersionLease()
    lease.hold(served)
    let removal = try await Self.installer(root).remove(theme: "blue")
    #expect(removal.removedVersions.isEmpty, "the served folder stays")
    let manifest = served.appendingPathComponent("manifest.json")
    let before = try Self.fileNumber(manifest)
    let outcome = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(outcome.changed && outcome.version == "1.0.0" && outcome.previous == nil)
    #expect(library.currentVersion(of: "blue") == "1.0.0")
    #expect(try Self.fileNumber(manifest) == before, "the same files, not extracted again")
    #expect(try library.installedThemes().map(\.versions) == [["1.0.0"]])
    lease.hold(nil)
  }

  /// The server changed the content of a version a store serves: the install is refused and
  /// the store's folder left as it is.
  @Test func aServedVersionWhoseContentChangedIsLeftAndTheInstallRefused() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let library = ThemeLibrary(root: root.url)
    let served = library.folder(theme: "blue", version: "1.0.0")
    let lease = VersionLease()
    lease.hold(served)
    _ = try await Self.installer(root).remove(theme: "blue")
    var files = TestServer.files("1.0.0")
    files["button.png"] = Array("button 1x changed".utf8)
    server.sequence = 2
    try server.publish(
      TestServer.package(theme: "blue", version: "1.0.0", files: files, signer: server.signer),
      version: "1.0.0")
    let before = FolderSnapshot(served.path)
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(error?.kind == .busy)
    #expect(
      error?.message.contains("'\(served.path)' is served by a ThemeStore") == true,
      "\(String(describing: error))")
    #expect(FolderSnapshot(served.path) == before)
    #expect(library.currentVersion(of: "blue") == nil)
    lease.hold(nil)
  }

  @Test func aStoreHoldsTheVersionItServesAndLetsGoWhenItGoes() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let folder = ThemeLibrary(root: root.url).folder(theme: "blue", version: "1.0.0")
    var store: ThemeStore? = ThemeStore(library: ThemeLibrary(root: root.url))
    try store?.switchTheme(to: "blue")
    #expect(OpenVersions.shared.isOpen(folder))
    store = nil
    #expect(!OpenVersions.shared.isOpen(folder))
  }
}
