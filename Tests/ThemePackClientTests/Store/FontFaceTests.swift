import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The store resolves a font role to the PostScript name a theme's file registered, falls back
/// to the system font (said once) when the file failed, and the installed fonts are registered
/// again at app start; the line height and letter spacing arithmetic of the text helpers.
@Suite("ThemeStore: font faces, the system font fallback, fonts again at app start, text metrics")
@MainActor
struct FontFaceTests {
  /// Fails every file with one reason, as CoreText does for a file that is no font.
  final class FailingRegistrar: ThemeFontRegistering {
    func register(_ files: [URL]) -> [(file: URL, reason: String)] {
      files.map { ($0, "the file is not a font") }
    }
    func unregister(_ files: [URL]) {}
  }

  /// A signed package of `version` whose `Fonts/Brand.ttf` has face `face`, with fonts `title`
  /// (that face, line height 1.3, letter spacing -0.5) and `body` (an installed font).
  static func package(version: String, face: String, theme: String = "blue") -> [UInt8] {
    var files = TestServer.files(version)
    files["Fonts/Brand.ttf"] = Array("font bytes of \(version)".utf8)
    let font = files["Fonts/Brand.ttf"]!
    let entry =
      #""fontFiles": [{"path": "Fonts/Brand.ttf", "size": \#(font.count), "sha256": "\#(TestSHA256.hex(font))", "#
      + #""postScriptNames": ["\#(face)"]}], "files": ["#
    // The fixture's title becomes the face; its body (an installed font) stays.
    let title =
      #""title": {"family": "PingFangSC-Semibold", "size": 17, "weight": "semibold", "textStyle": "headline"}"#
    let manifest = String(
      decoding: TestServer.manifest(theme: theme, version: version, files: files), as: UTF8.self
    )
    .replacingOccurrences(of: #""files": ["#, with: entry)
    .replacingOccurrences(
      of: title,
      with: #""title": {"family": "\#(face)", "size": 20, "lineHeight": 1.3, "letterSpacing": -0.5}"#)
    return TestServer.package(
      theme: theme, version: version, files: files, manifest: Array(manifest.utf8),
      signer: TestSigner(seed: 7))
  }

  /// A root with blue `version` installed by an installer using `registrar`.
  static func installed(_ registrar: (any ThemeFontRegistering)?, face: String, version: String = "1.0.0")
    async throws -> (TemporaryFolder, ThemeInstaller)
  {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-font-face")
    var installer = LifecycleTests.installer(root)
    installer.fontRegistrar = registrar
    try server.publish(Self.package(version: version, face: face), version: version)
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: version)
    return (root, installer)
  }

  @Test func aRegisteredFaceIsNamedAndAnInstalledFontPassesThrough() async throws {
    let (root, installer) = try await Self.installed(nil, face: "FaceTestRegistered-Bold")
    let recorder = FontRegistrationTests.Recorder(library: installer.library)
    var registering = installer
    registering.fontRegistrar = recorder
    registering.registerInstalledFonts()
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let title = try #require(store.fontFace("title"))
    #expect(title.postScriptName == "FaceTestRegistered-Bold")
    #expect(title.source == .themeFile("Fonts/Brand.ttf"))
    #expect(title.font.lineHeight == 1.3 && title.font.letterSpacing == -0.5)
    let body = try #require(store.fontFace("body"))
    #expect(body.postScriptName == "PingFangSC-Regular" && body.source == .installed)
    #expect(store.fontFace("nope") == nil)
  }

  @Test func aFaceWhoseFileFailedIsTheSystemFontSaidOnce() async throws {
    let (root, _) = try await Self.installed(FailingRegistrar(), face: "FaceTestFailing-Bold")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    var said: [String] = []
    store.fontProblemHandler = { said.append($0) }
    try store.switchTheme(to: "blue")
    let first = try #require(store.fontFace("title"))
    let second = try #require(store.fontFace("title"))
    #expect(first.postScriptName == nil && second == first)
    #expect(first.source == .systemFallback(file: "Fonts/Brand.ttf", reason: "the file is not a font"))
    #expect(first.font.size == 20, "the size, line height and spacing stay the theme's")
    #expect(
      said == [
        "font 'title' of theme 'blue': 'Fonts/Brand.ttf' failed to register (the file is not a font): "
          + "drawing the system font instead of 'FaceTestFailing-Bold'"
      ])
    #expect(store.fontFace("body")?.postScriptName == "PingFangSC-Regular")
  }

  @Test func aFileNobodyRegisteredIsAskedForByName() async throws {
    let (root, _) = try await Self.installed(nil, face: "FaceTestUnregistered-Bold")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let title = try #require(store.fontFace("title"))
    #expect(title.postScriptName == "FaceTestUnregistered-Bold")
    #expect(title.source == .unregisteredThemeFile("Fonts/Brand.ttf"))
  }

  /// Two themes shipping one brand face: it is registered once, from the first theme's file,
  /// at launch and when the second theme is installed after it; the second theme's text asks
  /// for the name (drawing the same face), never the system font.
  @Test func themesSharingABrandFontRegisterItOnce() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-font-shared")
    var installer = LifecycleTests.installer(root)
    installer.fontRegistrar = nil
    for theme in ["blue", "red"] {
      try server.publish(
        Self.package(version: "1.0.0", face: "FaceTestShared-Bold", theme: theme), theme: theme,
        version: "1.0.0")
      _ = try await installer.install(indexURL: server.indexURL, theme: theme)
    }
    let file = { (theme: String) in
      installer.library.folder(theme: theme, version: "1.0.0").appendingPathComponent("Fonts/Brand.ttf")
    }
    #expect(
      ThemeFontRegistrationPlan.atLaunch(library: installer.library, isRegistered: { _ in false })
        == [.register([file("blue")])])
    #expect(
      ThemeFontRegistrationPlan.afterSwitch(
        theme: "red", to: "1.0.0", from: nil, library: installer.library, isRegistered: { $0 == file("blue") }
      )
        == [])
    #expect(
      ThemeFontRegistrationPlan.afterSwitch(
        theme: "red", to: "1.0.0", from: nil, library: installer.library, isRegistered: { _ in false })
        == [.register([file("red")])], "nobody else holds it: red's own file is registered")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "red")
    let title = try #require(store.fontFace("title"))
    #expect(title.postScriptName == "FaceTestShared-Bold", "the name, not the system font")
  }

  /// A new process: nothing registered, so the current version's files are registered again,
  /// once; a second call and an older version register nothing.
  @Test func theCurrentVersionsFontsAreRegisteredAgainAtLaunchOnce() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-font-launch")
    var installer = LifecycleTests.installer(root)
    installer.fontRegistrar = nil
    for version in ["1.0.0", "1.1.0"] {
      try server.publish(Self.package(version: version, face: "FaceTestLaunch-Bold"), version: version)
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: version)
    }
    let folder = installer.library.folder(theme: "blue", version: "1.1.0").appendingPathComponent(
      "Fonts/Brand.ttf")
    #expect(
      ThemeFontRegistrationPlan.atLaunch(library: installer.library, isRegistered: { _ in false })
        == [.register([folder])])
    #expect(ThemeFontRegistrationPlan.atLaunch(library: installer.library, isRegistered: { _ in true }) == [])
    let recorder = FontRegistrationTests.Recorder(library: installer.library)
    installer.fontRegistrar = recorder
    installer.registerInstalledFonts()
    installer.registerInstalledFonts()
    #expect(
      recorder.calls == [
        .init(action: "register", files: ["blue/1.1.0/Fonts/Brand.ttf"], current: "1.1.0", filesExist: true)
      ])
  }

  /// (line height multiple, letter spacing, manifest size, size drawn, line height, kern)
  nonisolated static let metrics: [(Double?, Double?, Double, Double, Double?, Double?)] = [
    (1.3, -0.5, 20, 20, 26, -0.5),
    (1.5, 1, 16, 32, 48, 2),  // Dynamic Type doubled the size: both scale
    (nil, nil, 17, 17, nil, nil),  // the font's own line height, no spacing
    (1.2, 0, 10, 0, 12, 0),  // a size of 0 draws at the manifest's size
    (2, 0.5, 10, -.infinity, 20, 0.5),
    (1.2, 0.5, 0, 0, 0, nil),  // a font of size 0: no spacing, never NaN or infinite
  ]

  @Test(arguments: metrics)
  func lineHeightAndKernScaleWithTheSizeDrawn(
    multiple: Double?, spacing: Double?, size: Double, drawn: Double, lineHeight: Double?, kern: Double?
  ) {
    let font = ThemeFont(family: "A", size: size, lineHeight: multiple, letterSpacing: spacing)
    let metrics = ThemeFont.Metrics(font, pointSize: drawn)
    #expect(metrics.lineHeight.map { abs($0 - lineHeight!) < 1e-9 } ?? (lineHeight == nil))
    #expect(metrics.kern.map { abs($0 - kern!) < 1e-9 } ?? (kern == nil))
  }

  @Test func lineSpacingIsWhatTheLineHeightAddsToTheFontsOwn() {
    let metrics = ThemeFont.Metrics(ThemeFont(family: "A", size: 20, lineHeight: 1.5), pointSize: 20)
    #expect(metrics.lineSpacing(fontLineHeight: 24) == 6)
    #expect(metrics.lineSpacing(fontLineHeight: 40) == 0)
    #expect(ThemeFont.Metrics(lineHeight: nil, kern: nil).lineSpacing(fontLineHeight: 24) == 0)
  }

  /// The client's manifest reader keeps a usable line height and spacing and drops the rest.
  @Test(
    arguments: [
      (#""lineHeight": 1.4, "letterSpacing": -0.2"#, 1.4, -0.2),
      (#""lineHeight": 0, "letterSpacing": 500"#, nil, nil),
      (#""lineHeight": "1.4", "letterSpacing": null"#, nil, nil),
      (#""lineHeight": 11"#, nil, nil),
    ] as [(String, Double?, Double?)])
  func theClientReadsLineHeightAndSpacingLeniently(members: String, lineHeight: Double?, spacing: Double?)
    throws
  {
    let json = #"{"family": "A", "size": 12, "# + members + "}"
    let font = try JSONDecoder().decode(ThemeFont.self, from: Data(json.utf8))
    #expect(font.lineHeight == lineHeight && font.letterSpacing == spacing, "\(members)")
  }
}
