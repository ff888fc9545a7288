import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The user's theme and appearance preference are remembered in the root and restored next
/// launch; a selection file that cannot be used restores the defaults.
@Suite("ThemeStore remembers the selection")
@MainActor
struct SelectionTests {
  static func installed() async throws -> TemporaryFolder {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let installer = ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!])
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    return root
  }

  @Test func aRestoredStoreOpensTheRememberedThemeAndPreference() async throws {
    let root = try await Self.installed()
    let library = ThemeLibrary(root: root.url)
    let store = ThemeStore(library: library)
    try store.switchTheme(to: "blue")
    store.preference = .dark
    #expect(ThemeSelection.load(library) == ThemeSelection(theme: "blue", preference: .dark))
    let restored = ThemeStore.restored(library: library)
    #expect(restored.content?.theme == "blue" && restored.content?.version == "1.0.0")
    #expect(restored.preference == .dark)
  }

  @Test func aRememberedThemeThatWasRemovedRestoresNoThemeButThePreference() async throws {
    let root = try await Self.installed()
    let library = ThemeLibrary(root: root.url)
    try ThemeSelection(theme: "red", preference: .light).save(library)
    let restored = ThemeStore.restored(library: library)
    #expect(restored.content == nil)
    #expect(restored.preference == .light)
  }

  nonisolated static let hostile: [(String, String)] = [
    ("not JSON", "selection"),
    ("an array", "[1, 2]"),
    ("a theme that is a number", #"{"theme": 7, "preference": "dark"}"#),
    ("an unknown preference", #"{"theme": "blue", "preference": "sepia"}"#),
    ("no preference", #"{"theme": "blue"}"#),
    (
      "longer than 4 KiB",
      #"{"theme": "blue", "preference": "dark", "x": ""# + String(repeating: "a", count: 5000) + #""}"#
    ),
  ]

  @Test(arguments: hostile)
  func anUnusableSelectionFileRestoresTheDefaults(_ label: String, _ text: String) async throws {
    let root = try await Self.installed()
    try root.write(text, to: ".themepack/selection.json")
    let restored = ThemeStore.restored(library: ThemeLibrary(root: root.url))
    #expect(restored.content == nil, "\(label)")
    #expect(restored.preference == .system, "\(label)")
  }

  @Test func aSelectionNamingAPathOutsideTheRootOpensNothing() async throws {
    let root = try await Self.installed()
    try root.write(#"{"theme": "../blue", "preference": "dark"}"#, to: ".themepack/selection.json")
    let restored = ThemeStore.restored(library: ThemeLibrary(root: root.url))
    #expect(restored.content == nil)
    #expect(restored.preference == .dark)
  }

  @Test func aLinkedSelectionFileIsNotRead() async throws {
    let root = try await Self.installed()
    let elsewhere = try TemporaryFolder("themepack-elsewhere")
    try elsewhere.write(#"{"theme": "blue", "preference": "dark"}"#, to: "selection.json")
    try FileManager.default.createSymbolicLink(
      atPath: root.path(".themepack/selection.json"), withDestinationPath: elsewhere.path("selection.json"))
    let restored = ThemeStore.restored(library: ThemeLibrary(root: root.url))
    #expect(restored.content == nil && restored.preference == .system)
  }

  /// The state folder itself a link: its selection is not read (only the file's own link
  /// was refused before).
  @Test func aSelectionInALinkedStateFolderIsNotRead() async throws {
    let root = try await Self.installed()
    let elsewhere = try TemporaryFolder("themepack-elsewhere")
    try elsewhere.write(#"{"theme": "blue", "preference": "dark"}"#, to: "selection.json")
    let state = root.url.appendingPathComponent(".themepack")
    try FileManager.default.removeItem(at: state)
    try FileManager.default.createSymbolicLink(at: state, withDestinationURL: elsewhere.url)
    let library = ThemeLibrary(root: root.url)
    #expect(ThemeSelection.load(library) == nil)
    let restored = ThemeStore.restored(library: library)
    #expect(restored.content == nil && restored.preference == .system)
  }

  /// Selections are saved without the install lock, so an install's cleanup leaves a young
  /// selection temporary file (a save in progress) and takes only a stale one.
  @Test func anInstallsCleanupLeavesAYoungSelectionFileAndTakesAStaleOne() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let installer = ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!])
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    try root.write("{}", to: ".themepack/.selection-young")
    try root.write("{}", to: ".themepack/.selection-stale")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: root.path(".themepack/.selection-stale"))
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    #expect(FileManager.default.fileExists(atPath: root.path(".themepack/.selection-young")))
    #expect(!FileManager.default.fileExists(atPath: root.path(".themepack/.selection-stale")))
  }
}
