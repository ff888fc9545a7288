import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// Objects bound to a `ThemeStore` are restyled on a theme switch, an appearance change and
/// a new install of the current theme, and dropped once freed.
@Suite("ThemeStore bindings")
@MainActor
struct BindingTests {
  /// A stand-in for a view: what its binding last set, and how often.
  final class Styled {
    var applied: [String] = []
  }

  /// What a binding records of the store: theme, version and the theme colour drawn now.
  static func look(_ store: ThemeStore) -> String {
    let color = store.color(ThemeManifest.mainColorName).map { String(format: "%02X", $0.blue) } ?? "-"
    return "\(store.content?.theme ?? "-") \(store.content?.version ?? "-") \(color)"
  }

  static func installer(_ root: TemporaryFolder) -> ThemeInstaller {
    ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!])
  }

  /// A root with `blue` and `red` 1.0.0 installed from `server`.
  static func installedBlueAndRed(_ server: inout TestServer) async throws -> TemporaryFolder {
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(theme: "blue", version: "1.0.0")
    try server.publish(theme: "red", version: "1.0.0")
    for theme in ["blue", "red"] {
      _ = try await installer(root).install(indexURL: server.indexURL, theme: theme)
    }
    return root
  }

  @Test func aBoundObjectIsStyledAtOnceAndOnEverySwitch() async throws {
    var server = try TestServer()
    let root = try await Self.installedBlueAndRed(&server)
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    let view = Styled()
    store.bind(view) { view, store in view.applied.append(Self.look(store)) }
    try store.switchTheme(to: "blue")
    try store.switchTheme(to: "red")
    #expect(view.applied == ["- - -", "blue 1.0.0 AA", "red 1.0.0 AA"])
  }

  @Test func anAppearanceChangeRestylesAndAnUnchangedOneDoesNot() async throws {
    var server = try TestServer()
    let root = try await Self.installedBlueAndRed(&server)
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let view = Styled()
    store.bind(view) { view, store in view.applied.append(Self.look(store)) }
    store.systemAppearance = ThemeAppearance(isDark: true)  // light #226BAA → dark #88AAFF
    store.systemAppearance = ThemeAppearance(isDark: true)  // no change
    store.preference = .light  // the system is dark, the user wants light
    store.systemAppearance = ThemeAppearance(isDark: false)  // still light: nothing to redraw
    store.preference = .dark
    #expect(view.applied == ["blue 1.0.0 AA", "blue 1.0.0 FF", "blue 1.0.0 AA", "blue 1.0.0 FF"])
    #expect(store.currentAppearance == .dark)
  }

  @Test func aNewInstallOfTheCurrentThemeRestylesWithTheNewVersion() async throws {
    var server = try TestServer()
    let root = try await Self.installedBlueAndRed(&server)
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let view = Styled()
    store.bind(view) { view, store in view.applied.append(Self.look(store)) }
    server.sequence = 2
    try server.publish(theme: "blue", version: "1.1.0")
    _ = try await Self.installer(root).install(indexURL: server.indexURL, theme: "blue")
    for _ in 0..<500 where view.applied.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(view.applied == ["blue 1.0.0 AA", "blue 1.1.0 AA"])
  }

  @Test func aFreedObjectIsDroppedAndNeverStyledAgain() throws {
    let root = try TemporaryFolder("themepack-client-root")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    let runs = Styled()
    var view: Styled? = Styled()
    store.bind(view!) { _, _ in runs.applied.append("styled") }
    #expect(store.bindingCount == 1)
    view = nil
    store.systemAppearance = ThemeAppearance(isDark: true)
    #expect(store.bindingCount == 0)
    #expect(runs.applied == ["styled"], "only the first styling, while it lived")
  }

  @Test func aBindingWithTheSameKeyReplacesTheEarlierOneAndCancelStops() throws {
    let root = try TemporaryFolder("themepack-client-root")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    let view = Styled()
    let first = store.bind(view, key: "backgroundColor") { view, _ in view.applied.append("first") }
    let second = store.bind(view, key: "backgroundColor") { view, _ in view.applied.append("second") }
    let other = store.bind(view, key: "tintColor") { view, _ in view.applied.append("tint") }
    #expect(!first.isActive && second.isActive && other.isActive)
    store.preference = .dark
    other.cancel()
    store.preference = .light
    #expect(view.applied == ["first", "second", "tint", "second", "tint", "second"])
    #expect(store.bindingCount == 1)
  }

  @Test func theStoreDoesNotKeepABoundObjectAlive() throws {
    let root = try TemporaryFolder("themepack-client-root")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    weak var watched: Styled?
    do {
      let view = Styled()
      watched = view
      store.bind(view) { view, _ in view.applied.append("styled") }
    }
    #expect(watched == nil)
  }

  /// A binding whose closure replaces another binding (a cell configured again while being
  /// restyled): the replaced one does not run after its replacement in the same restyle.
  @Test func aBindingReplacedDuringARestyleDoesNotRunAfterItsReplacement() throws {
    let root = try TemporaryFolder("themepack-client-root")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    let view = Styled()
    var runs = 0
    store.bind(view, key: "configure") { view, store in
      runs += 1
      guard runs > 1 else { return }
      store.bind(view, key: "background") { view, _ in view.applied.append("new") }
    }
    store.bind(view, key: "background") { view, _ in view.applied.append("old") }
    store.preference = .dark
    #expect(view.applied == ["old", "new"], "the old binding ran once, before it was replaced")
    store.preference = .light
    #expect(view.applied == ["old", "new", "new"], "replaced again: the replacement runs, not the old one")
    #expect(store.bindingCount == 2)
  }
}
