import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

#if canImport(Observation)
  import Observation
#endif

/// `ThemeContent` and `ThemeStore` answer files, slices and colours with iOS's fallbacks.
@Suite("ThemeStore serves an installed theme")
@MainActor
struct ServeTests {
  static func installed(_ themes: [String] = ["blue"]) async throws -> TemporaryFolder {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    let key = ThemePublicKey(rawRepresentation: server.signer.publicKey)!
    for theme in themes {
      try server.publish(theme: theme, version: "1.0.0")
      _ = try await ThemeInstaller(root: root.url, publicKeys: [key]).install(
        indexURL: server.indexURL, theme: theme)
    }
    return root
  }

  @Test(arguments: [
    ("button", 2, ThemeAppearance.light, "button@2x.png", 2),
    ("button", 3, .light, "button@2x.png", 2),
    ("button", 1, .light, "button.png", 1),
    ("button", 3, .dark, "button.dark@2x.png", 2),
    ("button", 1, ThemeAppearance(isDark: true, isHighContrast: true), "button.dark.png", 1),
    ("logo", 1, .dark, "icons/logo@3x.png", 3),
  ])
  func imagesFallBackAsIOSDoes(
    asset: String, scale: Int, appearance: ThemeAppearance, file: String, drawn: Int
  )
    async throws
  {
    let root = try await Self.installed()
    let content = try ThemeContent.open("blue", in: ThemeLibrary(root: root.url))
    let image = try #require(content.image(asset, scale: scale, appearance: appearance))
    #expect(image.url.path == root.url.appendingPathComponent("blue/1.0.0/\(file)").path)
    #expect(image.scale == drawn)
    #expect(FileManager.default.fileExists(atPath: image.url.path))
    #expect(content.image("missing", scale: 2, appearance: .light) == nil)
  }

  @Test func slicesAndColours() async throws {
    let root = try await Self.installed()
    let content = try ThemeContent.open("blue", in: ThemeLibrary(root: root.url))
    let slice = try #require(content.slice("button"))
    #expect([slice.top, slice.left, slice.bottom, slice.right] == [4, 6, 4, 6])
    #expect(slice.center == "stretch" && slice.mode == "9-part")
    #expect(content.slice("logo") == nil)
    #expect(content.color("color", appearance: .light) == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(content.color("color", appearance: .dark) == ThemeRGBA(red: 0x88, green: 0xAA, blue: 0xFF))
    #expect(
      content.color("onColor", appearance: ThemeAppearance(isDark: false, isHighContrast: true))
        == ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 0xCC), "high contrast falls back to light")
    #expect(content.colorNames == ["color", "onColor"])
    #expect(content.assetNames == ["button", "logo"])
  }

  @Test func switchingThemePostsANotificationAndFollowsThePreference() async throws {
    let root = try await Self.installed(["blue", "red"])
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    #expect(store.content == nil)
    store.systemAppearance = .dark
    let counter = NotificationCounter()
    let token = NotificationCenter.default.addObserver(
      forName: ThemeStore.themeDidChangeNotification, object: store, queue: nil
    ) { _ in counter.add() }
    defer { NotificationCenter.default.removeObserver(token) }
    try store.switchTheme(to: "red")
    #expect(store.content?.theme == "red")
    #expect(counter.count == 1)
    #expect(store.image("button", scale: 2)?.url.lastPathComponent == "button.dark@2x.png")
    store.preference = .light
    #expect(counter.count == 2)
    #expect(store.image("button", scale: 2)?.url.lastPathComponent == "button@2x.png")
    #expect(store.color("color") == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(
      store.image("button", scale: 2, appearance: .dark)?.url.lastPathComponent == "button.dark@2x.png",
      "an appearance given is drawn with as given")
    #expect(throws: ThemeInstallError.self) { try store.switchTheme(to: "green") }
    #expect(store.content?.theme == "red", "a failed switch changes nothing")
    #expect(counter.count == 2)
  }

  #if canImport(Observation)
    @Test func observationSeesASwitch() async throws {
      let root = try await Self.installed(["blue", "red"])
      let store = ThemeStore(library: ThemeLibrary(root: root.url))
      let counter = NotificationCounter()
      withObservationTracking {
        _ = store.content
      } onChange: {
        counter.add()
      }
      try store.switchTheme(to: "blue")
      #expect(counter.count == 1)
    }
  #endif
}

/// Fonts and components, read leniently: what is usable is served, the rest is nil.
@Suite("ThemeStore serves fonts and components")
@MainActor
struct FontServeTests {
  @Test func fontsAndComponentRolesResolveThroughTheManifest() async throws {
    let root = try await ServeTests.installed()
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    #expect(store.font("title") == nil, "no theme yet")
    try store.switchTheme(to: "blue")
    let content = try #require(store.content)
    #expect(content.fontNames == ["body", "title"], "unusable fonts are left out")
    #expect(
      store.font("title")
        == ThemeFont(family: "PingFangSC-Semibold", size: 17, weight: "semibold", textStyle: "headline"))
    #expect(store.font("body") == ThemeFont(family: "PingFangSC-Regular", size: 15))
    #expect(content.componentNames == ["alertView"])
    #expect(content.roles(of: "alertView") == ["background", "dangling", "title"])
    #expect(
      store.color(component: "alertView", role: "title", appearance: .light)
        == ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 0xCC))
    #expect(
      store.color(component: "alertView", role: "title", appearance: .dark)
        == ThemeRGBA(red: 0, green: 0, blue: 0))
    store.preference = .dark
    #expect(
      store.color(component: "alertView", role: "background") == ThemeRGBA(red: 0x88, green: 0xAA, blue: 0xFF)
    )
    #expect(store.font(component: "alertView", role: "title")?.size == 17)
    #expect(store.font(component: "alertView", role: "background") == nil)
    #expect(store.color(component: "alertView", role: "dangling", appearance: .light) == nil)
    #expect(store.font(component: "alertView", role: "dangling") == nil)
    #expect(store.color(component: "nope", role: "title", appearance: .light) == nil)
  }
}
