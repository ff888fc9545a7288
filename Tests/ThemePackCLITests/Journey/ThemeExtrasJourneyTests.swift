import Foundation
import Testing
import ThemePackArchive
import ThemePackClient
import ThemePackTestSupport

/// What this year's manifest keys carry from the build to the app, no stage hand-made: the
/// sample is packaged and signed by the built `themepack`, wisteria (which ships Comfortaa in
/// its `Fonts/`, has an app icon and the sample's glass bar) installed over HTTP, and the
/// client's manifest of the installed version says what the build's says.
@Suite("journey: font files, app icon and glass bar from the build to the installed theme")
struct ThemeExtrasJourneyTests {
  @MainActor
  @Test func wisteriasFontIconAndGlassBarReachTheInstalledTheme() throws {
    let journey = try PackageInstallJourneyTests.Journey()
    try journey.package()
    let server = try LoopbackFileServer(serving: URL(fileURLWithPath: journey.output + "/packages"))
    defer { server.stop() }
    let result = try journey.install("wisteria", from: server)
    try #require(result.status == 0, "\(result.standardError)")
    let built = try journey.builtManifest("wisteria")
    let library = ThemeLibrary(root: URL(fileURLWithPath: journey.root))
    let store = ThemeStore(library: library)
    try store.switchTheme(to: "wisteria")
    let installed = try #require(store.content)

    // Font files: the same records (one type, ThemePackArchive's, on both sides), and the
    // installed bytes are the ones the records name.
    #expect(!built.fontFiles.isEmpty)
    #expect(installed.manifest.fontFiles == built.fontFiles)
    for font in installed.manifest.fontFiles {
      let bytes = [UInt8](try Data(contentsOf: installed.folder.appendingPathComponent(font.path)))
      #expect(bytes.count == font.file.size && TestSHA256.hex(bytes) == font.file.sha256, "\(font.path)")
    }
    // The app icon's name and the glass bar.
    #expect(built.appIcon == "AppIcon-wisteria")
    #expect(installed.manifest.appIcon == built.appIcon)
    let bar = try #require(built.navigationBar?.glass)
    let glass = try #require(installed.manifest.navigationBar?.glass)
    #expect(installed.manifest.navigationBar?.image == built.navigationBar?.image)
    #expect(glass.titleColor.appearances["light"] == ThemeRGBA(hex: bar.titleColor.light.hexString))
    #expect(glass.tint.appearances["dark"] == ThemeRGBA(hex: bar.tint.dark.hexString))
  }
}
