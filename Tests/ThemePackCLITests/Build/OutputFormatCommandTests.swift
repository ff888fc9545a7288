import Foundation
import Testing

/// `themepack build --output-format` on a copy of the sample project, run as a user would.
@Suite("themepack build --output-format, end to end")
struct OutputFormatCommandTests {
  @Test func theChosenFormatsAreWrittenAndTheOthersAreNot() throws {
    let project = try BuildCommandTests.SampleProject()
    let result = try project.build(["--output-format", "android", "--output-format", "tokens", "--no-cache"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("wrote \(project.output)/android and \(project.output)/tokens"))
    let android = try project.tree("Output/android")
    #expect(android.keys.contains("blue/res/drawable-xxxhdpi/about_btn_bg.9.png"))
    #expect(android.keys.contains("blue/res/values-night/colors.xml"))
    #expect(android.keys.filter { $0.hasSuffix(".9.png") }.count == 120)
    #expect(try project.tree("Output/tokens").keys.sorted().first == "blue/blue.tokens.json")
    #expect(!FileManager.default.fileExists(atPath: project.output + "/themes"))
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    let project = try BuildCommandTests.SampleProject()
    let result = try project.build(["--output-format", "andriod"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("andriod"))
    #expect(!FileManager.default.fileExists(atPath: project.output))
  }
}
