import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackPackaging
import ThemePackTestSupport

/// Issue 46 end to end through the built `themepack`: a theme name in two Unicode
/// spellings is one theme, and SemVer pre-releases rank below their release. Packages are
/// made and indexed by the library's packager and publisher, signed with a key `keygen`
/// made.
@Suite("journey: one spelling of a name, SemVer order")
struct NameAndVersionJourneyTests {
  static let composed = "bl\u{00FC}e"
  static let decomposed = "blu\u{0308}e"

  /// A server folder with a key, and the themes published into it.
  struct Server {
    let folder: TemporaryFolder
    let key: String
    var index: String { folder.path("server/index.json") }
    var into: String { folder.path("app/themes") }

    init() throws {
      folder = try TemporaryFolder("themepack-names-cli")
      key = folder.path("keys/signing")
      try #require(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
    }

    /// Packages `theme` at `version` with the library and publishes it beside the index.
    func publish(_ theme: String, _ version: String) throws {
      let source = "themes/\(UUID().uuidString)"
      let color = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255)
      try folder.write(
        try PNGEncoder.encode(RGBAImage(width: 2, height: 2, fill: color)), to: "\(source)/a.png")
      let manifest = RuntimeManifest(
        name: theme, version: version, color: AppearanceValues { _ in color })
      try folder.write(try RuntimeManifestWriter.bytes(for: manifest), to: "\(source)/manifest.json")
      let signing = try SigningKey.load(fromFile: key)
      let artifact = try ThemePackager.makePackage(
        themeFolder: folder.path(source), packageName: "MyApp", theme: theme, version: version,
        signingKey: signing)
      try FileManager.default.createDirectory(
        atPath: folder.path("server"), withIntermediateDirectories: true)
      _ = try PackagePublisher.publish(
        artifacts: [artifact], into: folder.path("server"), published: nil, signingKey: signing)
    }

    /// `themepack <command> … --into <root>` with the index and key where the command takes them.
    func run(_ command: String, _ theme: String? = nil, _ extra: [String] = []) throws
      -> ThemePackBinary.Result
    {
      var arguments = [command, "--into", into]
      if command == "install" || command == "themes" {
        arguments += ["--index", index, "--public-key", key + ".pub"]
      }
      if let theme { arguments += ["--theme", theme] }
      return try ThemePackBinary.run(arguments + extra)
    }
  }

  @Test func theNFDSpellingOfAnInstalledNFCThemeInstallsNothingOlderAndEitherSpellingIsTheOneTheme() throws {
    let server = try Server()
    try server.publish(Self.composed, "1.0.0")
    try server.publish(Self.composed, "2.0.0")
    let first = try server.run("install", Self.composed)
    try #require(first.status == 0, "\(first.standardError)")
    let before = FolderSnapshot(server.folder.path("app"))

    let downgrade = try server.run("install", Self.decomposed, ["--version", "1.0.0"])
    #expect(downgrade.status == 1)
    #expect(downgrade.standardError.contains("version 2.0.0 is installed"), "\(downgrade.standardError)")
    #expect(FolderSnapshot(server.folder.path("app")) == before, "the refused downgrade changed nothing")

    let again = try server.run("install", Self.decomposed)
    #expect(again.status == 0 && again.standardOutput.contains("already current"), "\(again.standardError)")
    let listed = try server.run("installed")
    #expect(listed.status == 0)
    #expect(Array(listed.standardOutput.utf8) == Array("\(Self.composed)  current 2.0.0\n".utf8))

    let removed = try server.run("remove", Self.decomposed)
    #expect(
      removed.status == 0 && removed.standardOutput.hasPrefix("removed theme"), "\(removed.standardOutput)")
    #expect(try server.run("installed").standardOutput.isEmpty)
    let reinstalled = try server.run("install", Self.decomposed, ["--version", "2.0.0"])
    #expect(reinstalled.status == 0, "\(reinstalled.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: server.into).filter { $0 != ".themepack" }
    #expect(names.map { Array($0.utf8) } == [Array(Self.composed.utf8)])
  }
}

extension NameAndVersionJourneyTests {
  @Test func aUserWithoutVersionGetsTheReleaseNotTheBetaOrTheCandidate() throws {
    let server = try Server()
    for version in ["9.0.0-beta", "9.0.0", "9.0.1-rc.1"] { try server.publish("blue", version) }
    let listed = try server.run("themes", nil, ["--json"])
    #expect(
      listed.status == 0 && listed.standardOutput.contains(#""version": "9.0.0""#), "\(listed.standardOutput)"
    )
    let candidates = try server.run("themes", nil, ["--json", "--pre-release"])
    #expect(candidates.standardOutput.contains(#""version": "9.0.1-rc.1""#), "\(candidates.standardOutput)")

    let first = try server.run("install", "blue")
    #expect(
      first.status == 0 && first.standardOutput.contains("version 9.0.0 into"), "\(first.standardError)")
    let beta = try server.run("install", "blue", ["--version", "9.0.0-beta"])
    #expect(beta.status == 1)
    #expect(
      beta.standardError == "error: refusing theme 'blue' version 9.0.0-beta: version 9.0.0 is installed\n")
    let candidate = try server.run("install", "blue", ["--pre-release"])
    #expect(candidate.standardOutput.contains("version 9.0.1-rc.1 into"), "\(candidate.standardError)")
    try server.publish("blue", "9.0.1")
    let release = try server.run("install", "blue")
    #expect(release.standardOutput.contains("version 9.0.1 into"), "\(release.standardError)")
    #expect(try server.run("installed").standardOutput == "blue  current 9.0.1  kept 9.0.1-rc.1\n")
  }
}
