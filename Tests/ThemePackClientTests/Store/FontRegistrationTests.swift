import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The installer registers a version's font files after the switch to it and unregisters
/// them before that version is pruned, in `ThemeFontRegistrationPlan`'s order; recorded on
/// Linux by a registrar that notes what the root looked like at each call.
@Suite("ThemeInstaller: font files registered after the switch, unregistered before a prune")
struct FontRegistrationTests {
  /// Records each call with the version current at the time and whether its files exist.
  final class Recorder: ThemeFontRegistering, @unchecked Sendable {
    struct Call: Equatable {
      var action: String
      var files: [String]
      var current: String?
      var filesExist: Bool
    }
    let library: ThemeLibrary
    private let lock = NSLock()
    private var recorded: [Call] = []
    var calls: [Call] { lock.withLock { recorded } }

    init(library: ThemeLibrary) { self.library = library }

    private func note(_ action: String, _ files: [URL]) {
      let root = library.root.standardizedFileURL.path + "/"
      let call = Call(
        action: action, files: files.map { String($0.standardizedFileURL.path.dropFirst(root.count)) },
        current: library.currentVersion(of: "blue"),
        filesExist: files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
      lock.withLock { recorded.append(call) }
    }

    func register(_ files: [URL]) -> [(file: URL, reason: String)] {
      note("register", files)
      return []
    }

    func unregister(_ files: [URL]) { note("unregister", files) }
  }

  /// A signed package of `version` whose `Fonts/Brand.ttf` has faces `names`.
  static func package(version: String, names: [String]) -> [UInt8] {
    var files = TestServer.files(version)
    files["Fonts/Brand.ttf"] = Array("font bytes of \(version)".utf8)
    let font = files["Fonts/Brand.ttf"]!
    let entry =
      #""fontFiles": [{"path": "Fonts/Brand.ttf", "size": \#(font.count), "sha256": "\#(TestSHA256.hex(font))", "#
      + #""postScriptNames": [\#(names.map { "\"\($0)\"" }.joined(separator: ", "))]}], "files": ["#
    let manifest = String(
      decoding: TestServer.manifest(theme: "blue", version: version, files: files), as: UTF8.self
    )
    .replacingOccurrences(of: #""files": ["#, with: entry)
    return TestServer.package(
      theme: "blue", version: version, files: files, manifest: Array(manifest.utf8),
      signer: TestSigner(seed: 7))
  }

  @Test func fontsFollowTheSwitchAndLeaveBeforeTheirVersionIsPruned() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-fonts-root")
    var installer = LifecycleTests.installer(root)
    let recorder = Recorder(library: installer.library)
    installer.fontRegistrar = recorder
    let versions = [
      ("1.0.0", "Brand-Bold"), ("1.1.0", "Brand-Bold"), ("1.2.0", "Brand2-Bold"), ("1.3.0", "Brand2-Bold"),
    ]
    for (version, name) in versions {
      try server.publish(Self.package(version: version, names: [name]), version: version)
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: version)
    }
    typealias Call = Recorder.Call
    #expect(
      recorder.calls == [
        Call(action: "register", files: ["blue/1.0.0/Fonts/Brand.ttf"], current: "1.0.0", filesExist: true),
        // 1.1.0 names the same face: 1.0.0's file leaves first (CoreText refuses a name twice).
        Call(action: "unregister", files: ["blue/1.0.0/Fonts/Brand.ttf"], current: "1.1.0", filesExist: true),
        Call(action: "register", files: ["blue/1.1.0/Fonts/Brand.ttf"], current: "1.1.0", filesExist: true),
        // 1.2.0 names another face; the prune of 1.0.0 finds nothing of it registered.
        Call(action: "register", files: ["blue/1.2.0/Fonts/Brand.ttf"], current: "1.2.0", filesExist: true),
        Call(action: "unregister", files: ["blue/1.2.0/Fonts/Brand.ttf"], current: "1.3.0", filesExist: true),
        Call(action: "register", files: ["blue/1.3.0/Fonts/Brand.ttf"], current: "1.3.0", filesExist: true),
        // The prune of 1.1.0, whose file is still registered: unregistered while it is there.
        Call(action: "unregister", files: ["blue/1.1.0/Fonts/Brand.ttf"], current: "1.3.0", filesExist: true),
      ])
    #expect(!FileManager.default.fileExists(atPath: root.path("blue/1.1.0")))
  }

  @Test func removingAThemeUnregistersItsFontsBeforeItsFoldersGo() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-fonts-root")
    var installer = LifecycleTests.installer(root)
    let recorder = Recorder(library: installer.library)
    installer.fontRegistrar = recorder
    try server.publish(Self.package(version: "2.0.0", names: ["Brand-Bold"]), version: "2.0.0")
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: "2.0.0")
    _ = try await installer.remove(theme: "blue")
    #expect(recorder.calls.last?.action == "unregister")
    #expect(recorder.calls.last?.files == ["blue/2.0.0/Fonts/Brand.ttf"])
    #expect(recorder.calls.last?.filesExist == true)
  }

  @Test func aPackageWithoutFontsRegistersNothing() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-fonts-root")
    var installer = LifecycleTests.installer(root)
    let recorder = Recorder(library: installer.library)
    installer.fontRegistrar = recorder
    try server.publish(version: "1.0.0")
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: "1.0.0")
    #expect(recorder.calls.isEmpty)
  }
}
