import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// High-contrast images (`<asset>.hc@2x.png`, `<asset>.dark.hc@2x.png`) are served where a
/// theme has them, with iOS's fallbacks: dark + high contrast → dark → high contrast → any;
/// light + high contrast → any.
@Suite("ThemeStore serves high-contrast images")
@MainActor
struct HighContrastServeTests {
  /// `icon` has every appearance; `badge` has no dark files (it looks the same in dark
  /// mode); `mark` has an explicit dark file but no dark high-contrast one; `plain` has
  /// only light files (in `icons/`, the folder `TestServer.package` always makes).
  static let files: [String: [UInt8]] = [
    "icon@2x.png": Array("icon".utf8), "icon.dark@2x.png": Array("icon dark".utf8),
    "icon.hc@2x.png": Array("icon hc".utf8), "icon.dark.hc@2x.png": Array("icon dark hc".utf8),
    "badge@2x.png": Array("badge".utf8), "badge.hc@2x.png": Array("badge hc".utf8),
    "mark@2x.png": Array("mark".utf8), "mark.dark@2x.png": Array("mark dark".utf8),
    "mark.hc@2x.png": Array("mark hc".utf8),
    "icons/plain@2x.png": Array("plain".utf8),
  ]

  static func manifest(theme: String, version: String) -> [UInt8] {
    let records = files.keys.sorted().map { path in
      #"{"path": "\#(path)", "sha256": "\#(TestSHA256.hex(files[path]!))", "size": \#(files[path]!.count)}"#
    }
    func asset(_ name: String, _ keys: [(String, String)], folder: String = "") -> String {
      let sets = keys.map { key, suffix in #""\#(key)": {"2x": "\#(folder)\#(name)\#(suffix)@2x.png"}"# }
      return #""\#(name)": {"files": {\#(sets.joined(separator: ", "))}, "rendering": "original", "#
        + #""size": {"height": 10, "width": 10}}"#
    }
    let assets = [
      asset(
        "icon",
        [("any", ""), ("dark", ".dark"), ("highContrast", ".hc"), ("darkHighContrast", ".dark.hc")]),
      asset("badge", [("any", ""), ("highContrast", ".hc")]),
      asset("mark", [("any", ""), ("dark", ".dark"), ("highContrast", ".hc")]),
      asset("plain", [("any", "")], folder: "icons/"),
    ]
    let text = """
      {"assets": {\(assets.joined(separator: ", "))}, \
      "color": {"dark": "#88AAFF", "light": "#226BAA"}, "extraColors": {}, \
      "files": [\(records.joined(separator: ", "))], "formatVersion": 1, "name": "\(theme)", \
      "version": "\(version)"}

      """
    return Array(text.utf8)
  }

  static func installed() async throws -> TemporaryFolder {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-hc-root")
    let key = ThemePublicKey(rawRepresentation: server.signer.publicKey)!
    let package = TestServer.package(
      theme: "blue", version: "1.0.0", files: files, manifest: manifest(theme: "blue", version: "1.0.0"),
      signer: server.signer)
    try server.publish(package, theme: "blue", version: "1.0.0")
    _ = try await ThemeInstaller(root: root.url, publicKeys: [key]).install(
      indexURL: server.indexURL, theme: "blue")
    return root
  }

  nonisolated static let lightHC = ThemeAppearance(isDark: false, isHighContrast: true)
  nonisolated static let darkHC = ThemeAppearance(isDark: true, isHighContrast: true)

  @Test(arguments: [
    ("icon", ThemeAppearance.light, "icon@2x.png"),
    ("icon", .dark, "icon.dark@2x.png"),
    ("icon", lightHC, "icon.hc@2x.png"),
    ("icon", darkHC, "icon.dark.hc@2x.png"),
    ("badge", .dark, "badge@2x.png"),
    ("badge", lightHC, "badge.hc@2x.png"),
    ("badge", darkHC, "badge.hc@2x.png"),
    ("mark", lightHC, "mark.hc@2x.png"),
    ("mark", darkHC, "mark.dark@2x.png"),
    ("plain", lightHC, "icons/plain@2x.png"),
    ("plain", darkHC, "icons/plain@2x.png"),
  ])
  func highContrastFilesFallBackAsIOSDoes(asset: String, appearance: ThemeAppearance, file: String)
    async throws
  {
    let root = try await Self.installed()
    let content = try ThemeContent.open("blue", in: ThemeLibrary(root: root.url))
    let image = try #require(content.image(asset, scale: 3, appearance: appearance))
    #expect(image.url.path == root.url.appendingPathComponent("blue/1.0.0/\(file)").path)
    #expect(image.scale == 2)
    #expect(FileManager.default.fileExists(atPath: image.url.path))
  }

  @Test func theStoreAsksForHighContrastFromTheSystemTrait() async throws {
    let root = try await Self.installed()
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let name = { (dark: Bool, contrast: Bool) in
      store.systemAppearance = ThemeAppearance(isDark: dark, isHighContrast: contrast)
      return store.image("icon", scale: 2)?.url.lastPathComponent
    }
    #expect(name(false, true) == "icon.hc@2x.png")
    #expect(name(true, true) == "icon.dark.hc@2x.png")
    #expect(name(true, false) == "icon.dark@2x.png")
    store.preference = .light
    #expect(name(true, true) == "icon.hc@2x.png", "a light preference keeps Increase Contrast")
  }
}
