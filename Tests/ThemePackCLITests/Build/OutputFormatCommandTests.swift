import Foundation
import Testing

/// `themepack build --output-format` on a copy of the sample project, run as a user would.
@Suite("themepack build --output-format, end to end")
struct OutputFormatCommandTests {
  @Test func theChosenFormatsAreWrittenAndTheOthersAreNot() throws {
    let project = try BuildCommandTests.SampleProject()
    let result = try project.build(["--output-format", "android", "--output-format", "tokens", "--no-cache"])
    #expect(result.status == 0, "\(result.standardError)")
    // The sample declares an app icon: an Android build writes the adaptive icons too.
    #expect(
      result.standardOutput.contains(
        "wrote \(project.output)/android, \(project.output)/tokens and \(project.output)/icons"))
    #expect(FileManager.default.fileExists(atPath: project.output + "/icons/android/activity-aliases.xml"))
    let android = try project.tree("Output/android")
    #expect(android.keys.contains("blue/res/drawable-xxxhdpi/about_btn_bg.9.png"))
    #expect(android.keys.contains("blue/res/values-night/colors.xml"))
    #expect(android.keys.filter { $0.hasSuffix(".9.png") }.count == 120)
    #expect(try project.tree("Output/tokens").keys.sorted().first == "blue/blue.tokens.json")
    #expect(!FileManager.default.fileExists(atPath: project.output + "/themes"))
  }

  /// A format the project no longer asks for leaves no folder behind to disagree with it,
  /// nor does a catalog renamed with the package; what no build wrote stays.
  @Test func aBuildRemovesTheFoldersOfFormatsItNoLongerWrites() throws {
    let project = try BuildCommandTests.SampleProject()
    let manager = FileManager.default
    let first = try project.build(["--output-format", "runtime", "--output-format", "tokens"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(manager.fileExists(atPath: project.output + "/tokens/blue/blue.tokens.json"))
    try manager.createDirectory(atPath: project.output + "/packages", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: project.output + "/notes", withIntermediateDirectories: true)

    let plain = try project.build()
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(!manager.fileExists(atPath: project.output + "/tokens"), "the old tokens are gone")
    #expect(manager.fileExists(atPath: project.output + "/com.example.ibus.themes.xcassets/Contents.json"))
    #expect(manager.fileExists(atPath: project.output + "/packages"), "packages are package's, not build's")
    #expect(manager.fileExists(atPath: project.output + "/notes"), "a folder no build wrote stays")

    let config = project.assets + "/themepack.json"
    let text = try String(contentsOfFile: config, encoding: .utf8)
    try text.replacingOccurrences(of: "com.example.ibus.themes", with: "com.example.renamed")
      .write(toFile: config, atomically: true, encoding: .utf8)
    let renamed = try project.build()
    #expect(renamed.status == 0, "\(renamed.standardError)")
    #expect(manager.fileExists(atPath: project.output + "/com.example.renamed.xcassets/Contents.json"))
    #expect(!manager.fileExists(atPath: project.output + "/com.example.ibus.themes.xcassets"))

    // A build of some themes only changes nothing else.
    let some = try project.build(["--theme", "blue", "--output-format", "android"])
    #expect(some.status == 0, "\(some.standardError)")
    #expect(manager.fileExists(atPath: project.output + "/themes/blue/manifest.json"))
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    let project = try BuildCommandTests.SampleProject()
    let result = try project.build(["--output-format", "andriod"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("andriod"))
    #expect(!FileManager.default.fileExists(atPath: project.output))
  }
}
