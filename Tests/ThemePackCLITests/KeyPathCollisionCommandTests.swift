import Foundation
import Testing
import ThemePackTestSupport

/// `themepack build` refuses a font key path that collides with another of the theme's
/// plist, run as a user would: one line naming the file and both owners, nothing built.
@Suite("themepack build: font key path collisions, run as a user would")
struct KeyPathCollisionCommandTests {
  /// A copy of the sample with `edit` applied to the JSON object of `file`, built.
  private func build(_ file: String, _ edit: (inout [String: Any]) -> Void) throws -> (
    ThemePackBinary.Result, String
  ) {
    let sample = try SampleCopy("themepack-keypath-cli")
    try sample.editJSON(file, edit)
    let result = try ThemePackBinary.run(["build", "--assets", sample.assets, "--output", sample.output])
    #expect(!FileManager.default.fileExists(atPath: sample.output + "/themes"), "nothing built")
    return (result, sample.assets)
  }

  private static func setKeyPath(_ keyPath: String, font: String, in root: inout [String: Any]) {
    var fonts = root["fonts"] as! [String: Any]
    var entry = fonts[font] as! [String: Any]
    entry["keyPath"] = keyPath
    fonts[font] = entry
    root["fonts"] = fonts
  }

  @Test func aProjectFontOnTheThemeColoursKeyPath() throws {
    let (result, assets) = try build("themepack.json") {
      Self.setKeyPath("Global.themeColor", font: "title", in: &$0)
    }
    #expect(result.status == 1)
    let lines = (result.standardOutput + result.standardError).split(separator: "\n").filter {
      $0.contains("error: [")
    }
    #expect(lines.count == 1, "\(result.standardOutput)\(result.standardError)")
    #expect(lines.first?.hasPrefix("\(assets)/themepack.json:") == true, "\(lines)")
    #expect(
      lines.first?.hasSuffix(
        "error: [invalid-value] invalid value 'Global.themeColor' for 'keyPath' in font 'title' of the "
          + "config: it is also the key path of the theme colour") == true, "\(lines)")
  }

  @Test func aThemeFontOnAColoursDefaultKeyPath() throws {
    let (result, assets) = try build("Themes/wisteria/theme.json") {
      Self.setKeyPath("Colors.onColor.font", font: "caption", in: &$0)
    }
    #expect(result.status == 1)
    let lines = (result.standardOutput + result.standardError).split(separator: "\n").filter {
      $0.contains("error: [")
    }
    #expect(lines.count == 1, "\(result.standardOutput)\(result.standardError)")
    #expect(lines.first?.hasPrefix("\(assets)/Themes/wisteria/theme.json:") == true, "\(lines)")
    #expect(
      lines.first?.hasSuffix(
        "invalid value 'Colors.onColor.font' for 'keyPath' in font 'caption' of theme 'wisteria': "
          + "'Colors.onColor.font' would be inside 'Colors.onColor', the key path of colour 'onColor'; "
          + "choose another key path") == true, "\(lines)")
  }
}
