import Foundation
import Testing
import ThemePackTestSupport

@Suite("themepack lint, run as a user would")
struct LintCommandTests {
  static var sampleAssets: URL { SampleCopy.original }

  /// A copy of the sample Assets/ in a temporary folder, to break.
  private func sampleCopy() throws -> (TemporaryFolder, String) {
    let sample = try SampleCopy("themepack-lint-cli")
    return (sample.folder, sample.assets)
  }

  @Test func sampleAssetsLintClean() throws {
    let result = try ThemePackBinary.run(["lint", "--assets", Self.sampleAssets.path, "--strict"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "")
    #expect(result.standardError == "lint: 0 errors, 0 warnings in 6 themes (16 images)\n")
  }

  @Test func assetsFolderDefaultsToAssets() throws {
    let result = try ThemePackBinary.run(["lint"], in: ThemePackBinary.repositoryRoot)
    #expect(result.status == 0)
    #expect(result.standardOutput == "")
  }

  @Test func deletedFileNamesThemeAndFile() throws {
    let (folder, assets) = try sampleCopy()
    try FileManager.default.removeItem(atPath: assets + "/Themes/silver/themePreview@3x.png")
    let result = try ThemePackBinary.run(["lint", "--assets", assets])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "\(assets)/Themes/silver: error: [missing-asset] theme 'silver' lacks required asset "
        + "'themePreview': "
        + "add 'themePreview@3x.png'\n")
    #expect(result.standardError == "lint: 1 error, 0 warnings in 6 themes (15 images)\n")
    withExtendedLifetime(folder) {}
  }

  @Test func jsonFormatParses() throws {
    let (folder, assets) = try sampleCopy()
    try FileManager.default.removeItem(atPath: assets + "/Themes/silver/themePreview@3x.png")
    try Data([0]).write(to: URL(fileURLWithPath: assets + "/Themes/blue/.DS_Store"))
    let result = try ThemePackBinary.run(["lint", "--assets", assets, "--format", "json"])
    #expect(result.status == 1)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
    let findings = try #require(parsed)
    #expect(findings.count == 2)
    #expect(findings[0]["rule"] as? String == "junk-file")
    #expect(findings[0]["severity"] as? String == "warning")
    #expect(findings[0]["theme"] as? String == "blue")
    #expect(findings[0]["file"] as? String == assets + "/Themes/blue/.DS_Store")
    #expect(findings[1]["rule"] as? String == "missing-asset")
    #expect(findings[1]["severity"] as? String == "error")
    #expect(findings[1]["theme"] as? String == "silver")
    #expect(findings[1]["file"] as? String == assets + "/Themes/silver")
    #expect(
      findings[1]["message"] as? String
        == "theme 'silver' lacks required asset 'themePreview': add 'themePreview@3x.png'")
    withExtendedLifetime(folder) {}
  }

  @Test func jsonFormatOfACleanProjectIsAnEmptyArray() throws {
    let result = try ThemePackBinary.run(["lint", "--assets", Self.sampleAssets.path, "--format", "json"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "[]\n")
  }

  @Test func githubFormatWritesAnnotations() throws {
    let (folder, assets) = try sampleCopy()
    try FileManager.default.removeItem(atPath: assets + "/Themes/silver/themePreview@3x.png")
    let config = assets + "/themepack.json"
    var text = try String(contentsOfFile: config, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"scales\": [1, 2, 3],", with: "\"scales\": [1, 2, 3], \"scale\": 3,")
    try text.write(toFile: config, atomically: true, encoding: .utf8)
    let result = try ThemePackBinary.run(["lint", "--assets", assets, "--format", "github"])
    #expect(result.status == 1)
    let escapedRoot = assets.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
      of: ",", with: "%2C")
    #expect(
      result.standardOutput
        == "::error file=\(escapedRoot)/Themes/silver,title=missing-asset (silver)::"
        + "theme 'silver' lacks required asset 'themePreview': add 'themePreview@3x.png'\n"
        + "::warning file=\(escapedRoot)/themepack.json,line=4,col=24,title=unknown-key::"
        + "unknown key 'scale' in the config is ignored: did you mean 'scales'\n")
    withExtendedLifetime(folder) {}
  }

  @Test func textFormatPointsIntoJSONFiles() throws {
    let (folder, assets) = try sampleCopy()
    // The sample's components draw in 'onColor', so the rewritten file keeps it.
    try "{\"version\": \"1.0\", \"color\": \"#34495E\", \"colors\": {\"onColor\": \"#FFFFFF\"}}\n".write(
      toFile: assets + "/Themes/darkGray/theme.json", atomically: true, encoding: .utf8)
    let result = try ThemePackBinary.run(["lint", "--assets", assets])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "\(assets)/Themes/darkGray/theme.json:1:13: error: [invalid-version] invalid version '1.0' in "
        + "theme "
        + "'darkGray': expected a semantic version such as '1.2.0'\n")
    withExtendedLifetime(folder) {}
  }

  @Test func warningsFailOnlyWithStrict() throws {
    let (folder, assets) = try sampleCopy()
    try Data([0]).write(to: URL(fileURLWithPath: assets + "/Base/Thumbs.db"))
    let relaxed = try ThemePackBinary.run(["lint", "--assets", assets])
    #expect(relaxed.status == 0)
    #expect(relaxed.standardOutput.contains("warning: [junk-file]"))
    let strict = try ThemePackBinary.run(["lint", "--assets", assets, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.standardOutput == relaxed.standardOutput)
    withExtendedLifetime(folder) {}
  }

  @Test func plainFolderOfThemeFolders() throws {
    let folder = try TemporaryFolder("themepack-lint-plain")
    let png = try Data(contentsOf: Self.sampleAssets.appendingPathComponent("Base/themeColor@3x.png"))
    for theme in ["blue", "darkGray", "silver"] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(theme), withIntermediateDirectories: true)
      try png.write(to: folder.url.appendingPathComponent("\(theme)/themeColor.png"))
      if theme != "darkGray" {
        try png.write(to: folder.url.appendingPathComponent("\(theme)/aboutBtnBG.png"))
      }
    }
    let result = try ThemePackBinary.run(["lint", "--assets", folder.url.path])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "\(folder.url.path)/darkGray: error: [missing-asset] theme 'darkGray' lacks 'aboutBtnBG.png' "
        + "(2 of 3 themes have it)\n")
  }

  @Test func missingAssetsFolderIsAFailureNotAUsageError() throws {
    let folder = try TemporaryFolder("themepack-lint-none")
    let missing = folder.url.appendingPathComponent("nowhere").path
    let result = try ThemePackBinary.run(["lint", "--assets", missing])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("[unreadable-file] cannot list '\(missing)'"))
  }

  @Test(arguments: [
    (
      ["lint", "--format", "xml"],
      "Error: invalid value 'xml' for '--format': expected one of text, json, github"
    ),
    (["lint", "--stict"], "Error: unknown option '--stict'"),
    (["lint", "Assets"], "Error: unexpected argument 'Assets'"),
    (["lint", "--assets"], "Error: missing value for '--assets'"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let result = try ThemePackBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix(message + "\nUsage: themepack lint"))
    #expect(result.standardOutput == "")
  }

  @Test func helpListsEveryRule() throws {
    let result = try ThemePackBinary.run(["help", "lint"])
    #expect(result.status == 0)
    for rule in [
      "missing-asset", "junk-file", "name-collision", "crushed-png", "slice-insets", "color-drift",
      "dark-contrast", "json-syntax", "unknown-key",
    ] {
      #expect(result.standardOutput.contains("  \(rule) "))
    }
  }
}
