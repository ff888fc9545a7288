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

  /// The schema editors check `themepack.json` against names the same formats a build knows,
  /// and each of them has a layout: a new format is added in all three places or the test says
  /// which is missing.
  @Test func theSchemaTheLayoutsAndTheFormatsNameTheSameOutputs() throws {
    let url = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas/themepack.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let outputs = try #require(properties["outputs"] as? [String: Any])
    let items = try #require(outputs["items"] as? [String: Any])
    let names = try #require(items["enum"] as? [String])
    #expect(names == OutputFormat.names)
    let fixture = try LintFixture()
    try fixture.write(
      config(outputs: "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"), to: "themepack.json")
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    // One layout may write two formats ("runtime+swiftTheme": SwiftTheme's plists go into the runtime folders).
    let written = OutputLayouts.standard(for: project.config).flatMap {
      $0.name.split(separator: "+").map(String.init)
    }
    #expect(Set(written) == Set(OutputFormat.names))
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
