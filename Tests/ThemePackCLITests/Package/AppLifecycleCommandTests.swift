import Foundation
import Testing
import ThemePackTestSupport

/// `themes`, `remove` and `install --progress` on what `themepack package` really wrote
/// for the sample: the catalogue a picker shows, taking a theme away, and a visible install.
@Suite("themepack themes, remove and install --progress on the sample's signed packages")
struct AppLifecycleCommandTests {
  /// The sample packaged and signed once for every test here.
  final class Packaged: Sendable {
    let sample: SampleCopy
    var index: String { sample.folder.path("Output/packages/index.json") }
    var key: String { sample.folder.path("key") }

    static let shared = Result { try Packaged() }

    private init() throws {
      sample = try SampleCopy("themepack-lifecycle")
      try #require(try ThemePackBinary.run(["keygen", "--out", sample.folder.path("key")]).status == 0)
      let package = try ThemePackBinary.run([
        "package", "--assets", sample.assets, "--output", sample.output, "--sign-key",
        sample.folder.path("key"),
      ])
      try #require(package.status == 0, "\(package.standardError)")
    }

    /// The version and light theme colour the build wrote into `theme`'s runtime manifest.
    func built(_ theme: String) throws -> (version: String, color: String) {
      let url = URL(fileURLWithPath: sample.output + "/themes/\(theme)/manifest.json")
      let manifest = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      let color = try #require((manifest["color"] as? [String: Any])?["light"] as? String)
      return (try #require(manifest["version"] as? String), color)
    }
  }

  static func packaged() throws -> Packaged { try Packaged.shared.get() }

  @Test func themesJSONListsTheSixThemesWithTheirBuiltVersionsAndColours() throws {
    let packaged = try Self.packaged()
    let result = try ThemePackBinary.run([
      "themes", "--index", packaged.index, "--public-key", packaged.key + ".pub", "--json",
    ])
    try #require(result.status == 0, "\(result.standardError)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let themes = try #require(root["themes"] as? [[String: Any]])
    let names = try FileManager.default.contentsOfDirectory(atPath: packaged.sample.assets + "/Themes")
      .sorted()
    #expect(names.count == 6)
    #expect(themes.map { $0["name"] as? String } == names)
    for theme in themes {
      let name = try #require(theme["name"] as? String)
      let built = try packaged.built(name)
      #expect(theme["version"] as? String == built.version, "\(name)")
      #expect(theme["color"] as? String == built.color, "\(name)")
      #expect((theme["size"] as? Int ?? 0) > 0)
      #expect(theme["installedVersion"] == nil)
    }
  }

  @Test func themesWithAKeyThatDidNotSignTheIndexListsNothing() throws {
    let packaged = try Self.packaged()
    let folder = try TemporaryFolder("themepack-other-key")
    try #require(try ThemePackBinary.run(["keygen", "--out", folder.path("other")]).status == 0)
    for extra in [[], ["--json"]] {
      let result = try ThemePackBinary.run(
        ["themes", "--index", packaged.index, "--public-key", folder.path("other.pub")] + extra)
      #expect(result.status == 1)
      #expect(result.standardOutput.isEmpty, "nothing listed")
      #expect(
        result.standardError.contains("signature does not verify with any known key"),
        "\(result.standardError)")
    }
  }

  @Test func removeTakesAThemeAwayAndInstalledAndThemesAgree() throws {
    let packaged = try Self.packaged()
    let folder = try TemporaryFolder("themepack-remove")
    let root = folder.path("app")
    for theme in ["blue", "silver"] {
      let install = try ThemePackBinary.run([
        "install", "--index", packaged.index, "--theme", theme, "--into", root, "--public-key",
        packaged.key + ".pub",
      ])
      try #require(install.status == 0, "\(install.standardError)")
    }
    let removed = try ThemePackBinary.run(["remove", "--theme", "blue", "--into", root])
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(removed.standardOutput.hasPrefix("removed theme 'blue'"), "\(removed.standardOutput)")
    let installed = try ThemePackBinary.run(["installed", "--into", root])
    #expect(
      installed.standardOutput.split(separator: "\n").map { $0.split(separator: " ").first } == ["silver"])
    #expect(!FileManager.default.fileExists(atPath: root + "/blue"))
    let listed = try ThemePackBinary.run([
      "themes", "--index", packaged.index, "--public-key", packaged.key + ".pub", "--into", root,
    ])
    let lines = listed.standardOutput.split(separator: "\n")
    #expect(lines.first { $0.hasPrefix("blue ") }?.contains("installed") == false)
    #expect(
      lines.first { $0.hasPrefix("silver ") }?.contains("installed \(try packaged.built("silver").version)")
        == true)
    let again = try ThemePackBinary.run(["remove", "--theme", "blue", "--into", root])
    #expect(again.status == 0 && again.standardOutput.contains("is not installed"))
  }

  @Test func removeFromAnInstallRootThatDoesNotExistFailsNamingItAndMakesNothing() throws {
    let folder = try TemporaryFolder("themepack-remove")
    let root = folder.path("typo")
    let result = try ThemePackBinary.run(["remove", "--theme", "blue", "--into", root])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: theme 'blue' is not installed: the install root '\(root)' does not exist\n")
    #expect(!FileManager.default.fileExists(atPath: root), "the root was not created")
  }

  @Test func installProgressSaysEachStepOnALogAndTheResultStaysOnStandardOutput() throws {
    let packaged = try Self.packaged()
    let folder = try TemporaryFolder("themepack-progress")
    let arguments = [
      "install", "--index", packaged.index, "--theme", "wisteria", "--into", folder.path("app"),
      "--public-key", packaged.key + ".pub", "--progress",
    ]
    let first = try ThemePackBinary.run(arguments)
    try #require(first.status == 0, "\(first.standardError)")
    let size = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: packaged.index)))
        as? [String: Any]
    )["packages"].flatMap { $0 as? [[String: Any]] }?.first { $0["theme"] as? String == "wisteria" }?["size"]
    #expect(
      first.standardError.split(separator: "\n") == [
        "install: checking the index and its signature", "install: downloading \(size ?? 0) bytes",
        "install: verifying the package", "install: extracting and making it current", "install: done",
      ])
    #expect(first.standardOutput.hasPrefix("installed theme 'wisteria'"))
    let second = try ThemePackBinary.run(arguments)
    #expect(
      second.standardError.split(separator: "\n") == [
        "install: checking the index and its signature", "install: already current",
      ])
  }
}
