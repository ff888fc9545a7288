import Foundation
import Testing
import ThemePackBuild
import ThemePackProject
import ThemePackToolTestSupport

/// `"outputs"` in `themepack.json` and `BuildOptions.outputFormats` choose the layouts.
@Suite("outputs: which formats a build writes")
struct OutputFormatTests {
  private func config(outputs: String) -> String {
    "{\"packageName\": \"test.themes\", \"assets\": {\"icon\": {}}, \"outputs\": \(outputs)}"
  }

  @Test func withoutOutputsTheDefaultsAreWritten() throws {
    let fixture = try LintFixture()
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    #expect(project.config.outputs == [.runtime, .xcassets])
    #expect(OutputFormat.defaults == [.runtime, .xcassets])
  }

  @Test func outputsAreKeptInLayoutOrderWhateverTheOrderGiven() throws {
    let fixture = try LintFixture()
    try fixture.write(config(outputs: "[\"xcassets\", \"runtime\"]"), to: "themepack.json")
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    #expect(project.config.outputs == [.runtime, .xcassets])
    try fixture.write(config(outputs: "[\"xcassets\"]"), to: "themepack.json")
    let only = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    #expect(OutputLayouts.standard(for: only.config).map(\.name) == ["xcassets"])
  }

  @Test(arguments: [
    (
      "[\"runtime\", \"andriod\"]", "invalid-value",
      "invalid value 'andriod' for 'outputs' in the config: unknown output"
    ),
    (
      "[\"runtime\", \"runtime\"]", "invalid-value",
      "invalid value 'runtime' for 'outputs' in the config: it is listed twice"
    ),
    ("[]", "invalid-value", "invalid value '[]' for 'outputs' in the config: list at least one output"),
    ("\"runtime\"", "wrong-type", "'outputs' in the config"),
    ("[7]", "wrong-type", "each output in the config"),
    ("{\"runtime\": true}", "wrong-type", "'outputs' in the config"),
  ])
  func badOutputsAreLintErrors(outputs: String, rule: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write(config(outputs: outputs), to: "themepack.json")
    let findings = fixture.findings(rule)
    try #require(findings.count == 1, "expected one '\(rule)' finding, got \(fixture.lint().findings)")
    #expect(findings[0].message.hasPrefix(message) || findings[0].message.contains(message))
    #expect(findings[0].file == fixture.path("themepack.json"))
    #expect(findings[0].severity == .error)
  }

  @Test func aTypoGetsASuggestion() throws {
    let fixture = try LintFixture()
    try fixture.write(config(outputs: "[\"xcasets\"]"), to: "themepack.json")
    let finding = try #require(fixture.findings("invalid-value").first)
    #expect(finding.message.contains("did you mean 'xcassets'?"))
  }

  @Test func theOptionOverridesTheConfigAndPackagingKeepsTheRuntimeFolders() throws {
    let fixture = try BuildFixture()
    var options = fixture.options
    options.outputFormats = [.xcassets]
    let result = try fixture.build(options: options)
    #expect(result.writtenFolders == ["test.themes.xcassets"])
    #expect(result.formats == [.xcassets])
    #expect(FileManager.default.fileExists(atPath: fixture.output + "/test.themes.xcassets/a/icon.imageset"))
    #expect(!FileManager.default.fileExists(atPath: fixture.output + "/themes"))
    options.requiredFormats = [.runtime]
    let both = try fixture.build(options: options)
    #expect(both.formats == [.runtime, .xcassets])
    #expect(FileManager.default.fileExists(atPath: fixture.output + "/themes/a/manifest.json"))
  }
}
