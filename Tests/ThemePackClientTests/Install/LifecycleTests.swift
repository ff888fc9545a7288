import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// What a theme picker and an app's settings use beside `install`: the verified catalogue,
/// `remove`, and install progress.
@Suite("ThemeInstaller: catalogue, remove and progress")
struct LifecycleTests {
  static func installer(_ root: TemporaryFolder, key: TestSigner = TestSigner(seed: 7)) -> ThemeInstaller {
    ThemeInstaller(root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: key.publicKey)!])
  }

  @Test func theCatalogueListsEachThemesNewestVersionBesideWhatIsInstalled() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(theme: "blue", version: "1.0.0")
    try server.publish(theme: "red", version: "2.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    try server.publish(theme: "blue", version: "1.1.0")
    let before = FolderSnapshot(root.url.path)
    let catalog = try await Self.installer(root).catalog(indexURL: server.indexURL)
    #expect(catalog.themes.map(\.name) == ["blue", "red"])
    #expect(catalog.themes.map(\.version) == ["1.1.0", "2.0.0"])
    #expect(catalog.themes.map(\.installedVersion) == ["1.0.0", nil])
    #expect(catalog.themes.allSatisfy { $0.offersUpdate })
    #expect(catalog.themes[0].size > 0)
    #expect(FolderSnapshot(root.url.path) == before, "listing writes nothing")
  }

  @Test func theCatalogueOfAnIndexSignedByAnotherKeyListsNothing() async throws {
    var server = try TestServer()
    server.indexSigner = TestSigner(seed: 3)
    try server.publish(version: "1.0.0")
    let root = try TemporaryFolder("themepack-client-root")
    await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).catalog(indexURL: server.indexURL)
    }
    server.indexSigner = nil
    try server.writeIndex()
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).catalog(indexURL: server.indexURL)
    }
    #expect(error?.kind == .unknownKey)
  }

  @Test func theCatalogueRefusesAnIndexOlderThanTheOneAccepted() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    server.sequence = 5
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 4
    try server.writeIndex()
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).catalog(indexURL: server.indexURL)
    }
    #expect(error?.kind == .indexReplayed)
  }

  /// An index entry's `"color"` and `"darkColor"` as written (a JSON value), and what the
  /// client reads: the colour when it is `#RRGGBB` or `#RRGGBBAA`, else nil, the entry kept.
  static let colours: [(String, String?)] = [
    (##""#226BAA""##, "#226BAA"), (##""#226baa80""##, "#226baa80"), ("7", nil), (#""226BAA""#, nil),
    (##""#226BA""##, nil), (##""#226BAG""##, nil), (##""#226BAA8""##, nil), (#""red""#, nil), (#""""#, nil),
    ("null", nil),
  ]

  @Test(arguments: colours)
  func anIndexColourIsReadAndAMalformedOneReadsAsNil(_ written: String, _ read: String?) throws {
    func entry(_ members: String) throws -> ThemeIndexEntry {
      let text =
        #"{"formatVersion": 1, "packages": [{"theme": "blue", "version": "1.0.0", "file": "a.zip", "#
        + #""size": 1, "sha256": "\#(String(repeating: "a", count: 64))", \#(members)}]}"#
      return try #require(try ThemeIndex.parse(Array(text.utf8), source: "i").newest(of: "blue"))
    }
    let light = try entry(##""color": \##(written), "darkColor": "#5999DB""##)
    #expect(light.color == read && light.darkColor == "#5999DB")
    let dark = try entry(##""color": "#226BAA", "darkColor": \##(written)"##)
    #expect(dark.color == "#226BAA" && dark.darkColor == read)
  }

  @Test func removeTakesThePointerAndTheMadeFoldersAndKeepsTheAppsFiles() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 2
    try server.publish(version: "1.1.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    try root.write(Array("mine".utf8), to: "blue/notes.txt")
    let removal = try await Self.installer(root).remove(theme: "blue")
    #expect(
      removal == ThemeInstaller.Removal(theme: "blue", current: "1.1.0", removedVersions: ["1.0.0", "1.1.0"]))
    let library = ThemeLibrary(root: root.url)
    #expect(library.currentVersion(of: "blue") == nil)
    #expect(try library.installedThemes().isEmpty)
    #expect(try Data(contentsOf: root.url.appendingPathComponent("blue/notes.txt")) == Data("mine".utf8))
    #expect(
      FileManager.default.fileExists(atPath: root.url.appendingPathComponent("blue/1.0.0").path) == false)

    let again = try await Self.installer(root).remove(theme: "blue")
    #expect(again.current == nil && again.removedVersions.isEmpty)
    server.sequence = 1
    try server.writeIndex()
    let replay = await #expect(throws: ThemeInstallError.self) {
      _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(replay?.kind == .indexReplayed, "removing keeps the accepted index")
  }

  @Test func removeOfTheLastThemeLeavesNoThemeFolder() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    _ = try await Self.installer(root).remove(theme: "blue")
    #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("blue").path))
  }

  @Test func removeFromARootThatDoesNotExistListsNothingAndMakesNoFolder() async throws {
    let folder = try TemporaryFolder("themepack-client-root")
    let root = folder.url.appendingPathComponent("typo", isDirectory: true)
    let removal = try await ThemeInstaller(root: root, publicKeys: []).remove(theme: "blue")
    #expect(removal == ThemeInstaller.Removal(theme: "blue", current: nil, removedVersions: []))
    #expect(!FileManager.default.fileExists(atPath: root.path), "the root was not created")
  }

  @Test(arguments: ["..", "a/b", "", ".hidden"])
  func removeRefusesANameThatIsNotOneSafeComponent(_ name: String) async throws {
    let root = try TemporaryFolder("themepack-client-root")
    let before = FolderSnapshot(root.url.path)
    await #expect(throws: ThemeInstallError.self) { _ = try await Self.installer(root).remove(theme: name) }
    #expect(FolderSnapshot(root.url.path) == before)
  }

  @Test func progressGoesThroughEveryPhaseWithTheDownloadsBytes() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let seen = ProgressLog()
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue", progress: seen.add)
    let steps = seen.steps
    var phases: [ThemeInstallProgress.Phase] = []
    for step in steps where phases.last != step.phase { phases.append(step.phase) }
    #expect(phases == ThemeInstallProgress.Phase.allCases)
    let size = try #require(steps.last?.totalBytes)
    let downloaded = steps.filter { $0.phase == .downloading }.map(\.bytes)
    #expect(downloaded == downloaded.sorted() && downloaded.last == size, "bytes grow to the package's size")
    #expect(steps.last == ThemeInstallProgress(.finished, bytes: size, totalBytes: size))

    let again = ProgressLog()
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue", progress: again.add)
    #expect(again.steps.map(\.phase) == [.checkingIndex, .finished], "already current: nothing fetched")
  }
}

/// The progress reports of one install, in order (they may come from the fetcher's thread).
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [ThemeInstallProgress] = []

  var steps: [ThemeInstallProgress] { lock.withLock { recorded } }

  @Sendable func add(_ progress: ThemeInstallProgress) { lock.withLock { recorded.append(progress) } }
}
