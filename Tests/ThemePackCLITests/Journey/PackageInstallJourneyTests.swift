import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackClient
import ThemePackTestSupport

/// The app's whole journey with the tool's own output, no stage hand-made: the sample is
/// packaged and signed by the built `themepack`, served over HTTP on 127.0.0.1, installed
/// by `themepack install` (the `ThemePackClient` installer with the `URLSession` fetcher),
/// served by `ThemeStore`, then updated with a bumped version and a new colour.
@Suite("journey: package, serve over HTTP, install, serve, update")
struct PackageInstallJourneyTests {
  /// A copy of the sample, a key pair and the folders of one journey.
  struct Journey {
    let folder: TemporaryFolder
    var project: String { folder.path("project") }
    var output: String { folder.path("Output") }
    var root: String { folder.path("app/themes") }
    var key: String { folder.path("keys/signing") }

    init() throws {
      folder = try TemporaryFolder("themepack-journey")
      try SampleCopy.copy(to: project)
      try Self.expectSuccess(["keygen", "--out", key])
    }

    /// `themepack package` of the project, signed.
    func package() throws {
      try Self.expectSuccess(["package", "--assets", project, "--output", output, "--sign-key", key])
    }

    /// `themepack install` of `theme` from the index served at `server`.
    func install(_ theme: String, from server: LoopbackFileServer) throws -> ThemePackBinary.Result {
      try ThemePackBinary.run([
        "install", "--index", server.url("index.json").absoluteString, "--theme", theme, "--into", root,
        "--public-key", key + ".pub",
      ])
    }

    /// The runtime manifest the build wrote for `theme` (the stage before packaging).
    func builtManifest(_ theme: String) throws -> RuntimeManifest {
      let file = "\(output)/themes/\(theme)/manifest.json"
      return try RuntimeManifest.parse(
        [UInt8](try #require(FileManager.default.contents(atPath: file))), file: file)
    }

    static func expectSuccess(_ arguments: [String]) throws {
      let result = try ThemePackBinary.run(arguments)
      try #require(result.status == 0, "themepack \(arguments[0]): \(result.standardError)")
    }
  }

  /// Each appearance with the built manifest's value for it.
  static let appearances: [(String, ThemeAppearance, @Sendable (AppearanceValues<ThemeRGBA>) -> ThemeRGBA)] =
    [
      ("light", .light, \.light), ("dark", .dark, \.dark),
      ("highContrast", ThemeAppearance(isHighContrast: true), \.lightHighContrast),
      ("darkHighContrast", ThemeAppearance(isDark: true, isHighContrast: true), \.darkHighContrast),
    ]

  @MainActor
  @Test func theSamplesSignedPackagesInstallOverHTTPAndUpdate() throws {
    let journey = try Journey()
    try journey.package()
    let server = try LoopbackFileServer(serving: URL(fileURLWithPath: journey.output + "/packages"))
    defer { server.stop() }
    let first = try journey.install("blue", from: server)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(
      server.requests.contains { $0.hasPrefix("200 /com.example.ibus.themes-blue-") }, "\(server.requests)")
    let library = ThemeLibrary(root: URL(fileURLWithPath: journey.root))
    let installed = try #require(library.currentVersion(of: "blue"))
    try Self.expectInstalledFilesMatchTheirManifest(library.folder(theme: "blue", version: installed))
    try Self.expectStoreServes(journey, library: library, version: installed)

    try Self.bumpBlue(in: journey.project, to: "9.0.0")
    try journey.package()
    let update = try journey.install("blue", from: server)
    #expect(update.status == 0, "\(update.standardError)")
    #expect(library.currentVersion(of: "blue") == "9.0.0")
    #expect(
      FileManager.default.fileExists(atPath: library.folder(theme: "blue", version: installed).path),
      "the previous version is kept")
    try Self.expectInstalledFilesMatchTheirManifest(library.folder(theme: "blue", version: "9.0.0"))
    let listing = try ThemePackBinary.run(["installed", "--into", journey.root])
    #expect(
      listing.status == 0 && listing.standardOutput.contains("current 9.0.0"), "\(listing.standardOutput)")
    #expect(listing.standardOutput.contains(installed), "installed names the kept version")
    let store = ThemeStore(library: library)
    try store.switchTheme(to: "blue")
    #expect(store.color("journeyAccent", appearance: .light) == ThemeRGBA(hex: "#8E44AD"))
  }

  /// Every file of an installed version is the one its manifest lists, with its size and
  /// SHA-256, and nothing else is there but the manifest and its signature.
  static func expectInstalledFilesMatchTheirManifest(_ folder: URL) throws {
    let manifestBytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    let header = try JSONDecoder().decode(ManifestFiles.self, from: Data(manifestBytes))
    let found = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isFolder)
      return !isFolder.boolValue
    }
    #expect(Set(found) == Set(header.files.map(\.path) + ["manifest.json", "manifest.json.sig"]))
    for record in header.files {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(record.path)))
      #expect(bytes.count == record.size && TestSHA256.hex(bytes) == record.sha256, "\(record.path)")
    }
  }

  /// What `ThemeStore` serves from the installed package equals what the build wrote: an
  /// image per appearance, every colour in all four appearances, a font, a component role.
  @MainActor
  static func expectStoreServes(_ journey: Journey, library: ThemeLibrary, version: String) throws {
    let store = ThemeStore(library: library)
    try store.switchTheme(to: "blue")
    let built = try journey.builtManifest("blue")
    #expect(store.content?.version == version && built.version == version)
    let colors = ["color": built.color].merging(built.extraColors) { first, _ in first }
    for (name, pair) in colors {
      for (key, appearance, value) in appearances {
        let expected = ThemeRGBA(hex: value(pair).hexString)
        #expect(store.content?.color(name, appearance: appearance) == expected, "\(name) \(key)")
      }
    }
    let dark = try #require(store.image("aboutBtnBG", scale: 3, appearance: .dark))
    let builtDark = "\(journey.output)/themes/blue/aboutBtnBG.dark@3x.png"
    #expect(
      FileManager.default.contents(atPath: dark.url.path) == FileManager.default.contents(atPath: builtDark))
    #expect(store.content?.slice("aboutBtnBG") != nil, "the sliced asset keeps its slice")
    // Its size is the one it is drawn at (the 480x120 px master at @3x); the sliced files'
    // size is under the slice.
    let drawn = try #require(store.content?.manifest.assets["aboutBtnBG"]?.size)
    #expect((drawn.width, drawn.height) == (160, 40))
    let files = try #require(store.content?.slice("aboutBtnBG")?.size)
    #expect((files.width, files.height) == (21, 21))
    #expect(store.font("title")?.family == "PingFangSC-Semibold")
    #expect(store.font(component: "alertView", role: "title")?.family == "PingFangSC-Semibold")
    #expect(
      store.color(component: "alertView", role: "title", appearance: .dark)
        == ThemeRGBA(hex: try #require(built.extraColors["onColor"]).dark.hexString))
  }

  /// Gives `blue` a new version and a new colour.
  static func bumpBlue(in project: String, to version: String) throws {
    let file = "\(project)/Themes/blue/theme.json"
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(of: #""version": "1.1.0""#, with: #""version": "\#(version)""#)
    text = text.replacingOccurrences(
      of: #""colors": {"#, with: ##""colors": {"journeyAccent": "#8E44AD", "##)
    try #require(
      text.contains(version) && text.contains("journeyAccent"), "the sample's blue theme.json changed")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
  }

  /// The `"files"` a manifest lists.
  struct ManifestFiles: Decodable {
    struct Record: Decodable {
      var path: String
      var size: Int
      var sha256: String
    }
    var files: [Record]
  }
}
