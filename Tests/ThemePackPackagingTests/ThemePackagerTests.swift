import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackPackaging
import ThemePackTestSupport

@Suite("ThemePackager refuses what a package may not hold")
struct ThemePackagerTests {
  static func package(_ folder: TemporaryFolder, theme: String = "blue", version: String = "1.2.0") throws {
    _ = try ThemePackager.makePackage(
      themeFolder: folder.path("blue"), packageName: "MyApp", theme: theme, version: version, signingKey: nil)
  }

  static func refusal(_ folder: TemporaryFolder, theme: String = "blue", version: String = "1.2.0") -> String
  {
    do {
      try package(folder, theme: theme, version: version)
      return "no error"
    } catch {
      return String(describing: error)
    }
  }

  @Test func symbolicLinksAreRefused() throws {
    let folder = try TemporaryFolder()
    try ThemeFixture().write(in: folder, at: "blue")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("blue/link.png"), withDestinationPath: "/etc/passwd")
    #expect(Self.refusal(folder) == "cannot package '\(folder.path("blue/link.png"))': it is a symbolic link")
  }

  @Test func namesEqualByCaseAreRefused() throws {
    let folder = try TemporaryFolder()
    try ThemeFixture().write(in: folder, at: "blue")
    try folder.write([1], to: "blue/NAVBAR@2x.png")
    #expect(Self.refusal(folder).contains("differ only by letter case or Unicode normalisation"))
  }

  /// One spelling of a name (issue 46): the package refuses a theme name or version in
  /// decomposed form rather than write a second spelling of a theme an app may have.
  @Test(arguments: [("blu\u{0308}e", "1.2.0", "theme name"), ("blue", "1.2.0-e\u{0301}", "version")])
  func namesNotInNFCAreRefused(theme: String, version: String, what: String) throws {
    let folder = try TemporaryFolder()
    try ThemeFixture().write(in: folder, at: "blue")
    let refusal = Self.refusal(folder, theme: theme, version: version)
    #expect(refusal.hasPrefix("invalid \(what) '"), "\(refusal)")
    #expect(
      refusal.hasSuffix("': it is not in Unicode NFC (composed) form; rename it to its composed spelling"))
  }

  @Test func backslashNamesAreRefused() throws {
    let folder = try TemporaryFolder()
    try ThemeFixture().write(in: folder, at: "blue")
    try folder.write([1], to: "blue/a\\b.png")
    #expect(Self.refusal(folder).hasSuffix("its name has a backslash"))
  }

  @Test func missingManifestIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write([1], to: "blue/a.png")
    #expect(Self.refusal(folder) == "cannot package '\(folder.path("blue"))': 'manifest.json' is missing")
  }

  @Test(arguments: [
    ("[1]", "expected a JSON object, found a array"),
    ("{\"theme\": \"red\", \"version\": \"1.2.0\", \"formatVersion\": 1}", "\"theme\" is not 'blue'"),
    ("{\"name\": \"red\", \"version\": \"1.2.0\", \"formatVersion\": 1}", "\"name\" is not 'blue'"),
    ("{\"theme\": \"blue\", \"version\": \"1.2\", \"formatVersion\": 1}", "\"version\" is not '1.2.0'"),
    ("{\"theme\": \"blue\", \"version\": \"1.2.0\"}", "\"formatVersion\" is not a positive integer"),
    ("{\"theme\": \"blue\",", "line 1, column"),
  ])
  func badManifestsAreRefused(text: String, fragment: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(text, to: "blue/manifest.json")
    let message = Self.refusal(folder)
    #expect(message.hasPrefix("cannot package '\(folder.path("blue/manifest.json"))': "), "\(message)")
    #expect(message.contains(fragment), "\(message)")
  }

  @Test(arguments: [("blue", "../1"), ("blue", ""), ("a/b", "1.0"), (".hidden", "1.0")])
  func unsafeThemeNamesAndVersionsAreRefused(theme: String, version: String) throws {
    let folder = try TemporaryFolder()
    try ThemeFixture().write(in: folder, at: "blue")
    #expect(Self.refusal(folder, theme: theme, version: version).hasPrefix("invalid "))
  }

  /// The contract with the build: its own manifest writer's output packages as is.
  @Test func packagesTheManifestTheBuildWrites() throws {
    let folder = try TemporaryFolder()
    try folder.write([1, 2, 3], to: "blue/themeColor.png")
    let light = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255)
    let dark = ThemeRGBA(red: 120, green: 170, blue: 230, alpha: 255)
    let color = AppearanceValues { $0.isDark ? dark : light }
    let manifest = RuntimeManifest(name: "blue", version: "1.2.0", color: color)
    try folder.write(try RuntimeManifestWriter.bytes(for: manifest), to: "blue/manifest.json")
    let artifact = try ThemePackager.makePackage(
      themeFolder: folder.path("blue"), packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil
    )
    #expect(artifact.manifest.theme == "blue")
    #expect(artifact.manifest.formatVersion == RuntimeManifest.formatVersion)
    #expect(artifact.manifest.files.map(\.path) == ["themeColor.png"])
  }

  @Test func existingFilesListIsReplacedAndOldSignatureDropped() throws {
    let folder = try TemporaryFolder()
    try folder.write([1, 2, 3], to: "blue/a.png")
    try folder.write("stale", to: "blue/manifest.json.sig")
    try folder.write(
      "{\"theme\": \"blue\", \"version\": \"1\", \"formatVersion\": 1, "
        + "\"files\": [{\"path\": \"gone.png\"}]}",
      to: "blue/manifest.json")
    let artifact = try ThemePackager.makePackage(
      themeFolder: folder.path("blue"), packageName: "MyApp", theme: "blue", version: "1", signingKey: nil)
    #expect(
      artifact.manifest.files == [
        PackageFileRecord(path: "a.png", size: 3, sha256: TestSHA256.hex([1, 2, 3]))
      ])
    #expect(
      try TestZipListing(artifact.bytes).records.map(\.name) == ["blue/", "blue/a.png", "blue/manifest.json"])
  }
}
