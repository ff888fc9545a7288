import Foundation
import Testing
import ThemePackSupport

@Suite("themepack dark-color, run as a user would")
struct DarkColorCommandTests {
  /// WCAG contrast, written out here so the expectations do not come from the library.
  static func contrast(_ first: [Int], _ second: [Int]) -> Double {
    func luminance(_ rgb: [Int]) -> Double {
      let linear = rgb.map { value -> Double in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  static func channels(_ hex: String) -> [Int] {
    let digits = Array(hex.dropFirst())
    return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
  }

  @Test func textNamesTheColourContrastToneAndVerdict() throws {
    let result = try ThemePackBinary.run(["dark-color", "52,73,94"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("dark colour: #"))
    let hex = String(lines[0].dropFirst("dark colour: ".count))
    let ratio = Self.contrast(Self.channels(hex), [0x1C, 0x1C, 0x1E])
    #expect(ratio >= 3)
    #expect(Self.contrast([52, 73, 94], [0x1C, 0x1C, 0x1E]) < 3, "the source needed raising")
    #expect(lines[1] == "contrast:    \(String(format: "%.2f", ratio)):1 against #1C1C1E (minimum 3.00:1)")
    #expect(lines[2].hasPrefix("tone:        "))
    #expect(lines[3] == "meets:       yes")
  }

  @Test func jsonCarriesTheSameFacts() throws {
    let result = try ThemePackBinary.run(
      ["dark-color", "#8E44AD", "--background", "0,0,0", "--min-contrast", "4.5", "--json"])
    #expect(result.status == 0)
    let document = try JSONDocument.parse(Array(result.standardOutput.utf8))
    let root = document.root
    #expect(root["source"]?.stringValue == "#8E44AD")
    #expect(root["background"]?.stringValue == "#000000")
    #expect(root["minimumContrast"]?.numberValue == 4.5)
    #expect(root["meetsContrast"]?.boolValue == true)
    let hex = try #require(root["color"]?.stringValue)
    let ratio = Self.contrast(Self.channels(hex), [0, 0, 0])
    #expect(ratio >= 4.5)
    let printed = try #require(root["contrast"]?.numberValue)
    #expect(abs(printed - ratio) < 0.00005 + 1e-12)
    let tone = try #require(root["tone"]?.numberValue)
    #expect(tone > 0 && tone <= 100)
    #expect(result.standardOutput.hasSuffix("}\n"))
  }

  @Test func aColourThatAlreadyMeetsTheMinimumIsKept() throws {
    let result = try ThemePackBinary.run(["dark-color", "241,196,15", "--json"])
    #expect(result.status == 0)
    let root = try JSONDocument.parse(Array(result.standardOutput.utf8)).root
    #expect(root["color"]?.stringValue == "#F1C40F")
  }

  @Test func unreachableContrastExitsOneAndStillPrintsTheBest() throws {
    let result = try ThemePackBinary.run(
      ["dark-color", "#34495E", "--background", "#777777", "--min-contrast", "5"])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("dark colour: #000000"))
    #expect(result.standardOutput.contains("meets:       no"))
    #expect(
      result.standardError
        == "error: '#34495E' cannot reach contrast 5.00:1 against '#777777': the best is 4.69:1\n")
  }

  @Test(arguments: [
    (["dark-color"], "Error: missing colour"),
    (["dark-color", "12,300,4"], "Error: invalid colour '12,300,4': components must be 0 to 255"),
    (
      ["dark-color", "#226BAA", "--background", "black"],
      "Error: invalid colour 'black': expected #RRGGBB, #RRGGBBAA, R,G,B or R,G,B,A"
    ),
    (
      ["dark-color", "#226BAA", "--min-contrast", "30"],
      "Error: invalid value '30' for '--min-contrast': expected a number from 1.0 to 21.0"
    ),
    (["dark-color", "#226BAA", "--bogus"], "Error: unknown option '--bogus'"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let result = try ThemePackBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix(message + "\n"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func onColourAndUseAskTheBuildsQuestion() throws {
    // White text on the sample's green theme colour: 3.39:1, so the tone moves down.
    let result = try ThemePackBinary.run([
      "dark-color", "#FFFFFF", "--on", "#24A049", "--use", "text", "--json",
    ])
    #expect(result.status == 0)
    let root = try JSONDocument.parse(Array(result.standardOutput.utf8)).root
    #expect(root["on"]?.stringValue == "#24A049")
    #expect(root["use"]?.stringValue == "text")
    #expect(root["minimumContrast"]?.numberValue == 4.5)
    let hex = try #require(root["color"]?.stringValue)
    #expect(Self.contrast(Self.channels(hex), [0x24, 0xA0, 0x49]) >= 4.5)
    #expect(Self.contrast(Self.channels(hex), [0x24, 0xA0, 0x49]) < 4.6, "no further than needed")
  }

  @Test func highContrastAsks7To1ForTextAndSaysWhenItCannot() throws {
    let reachable = try ThemePackBinary.run(
      ["dark-color", "#F1C40F", "--background", "#FFFFFF", "--use", "text", "--high-contrast", "--json"])
    #expect(reachable.status == 0)
    let root = try JSONDocument.parse(Array(reachable.standardOutput.utf8)).root
    #expect(root["minimumContrast"]?.numberValue == 7)
    #expect(root["highContrast"]?.boolValue == true)
    let hex = try #require(root["color"]?.stringValue)
    #expect(Self.contrast(Self.channels(hex), [255, 255, 255]) >= 7)
    let unreachable = try ThemePackBinary.run(
      ["dark-color", "#FFFFFF", "--on", "#24A049", "--use", "text", "--high-contrast"])
    #expect(unreachable.status == 1)
    #expect(
      unreachable.standardError
        == "error: '#FFFFFF' cannot reach contrast 7.00:1 against '#24A049': the best is 6.20:1\n")
    let ui = try ThemePackBinary.run(["dark-color", "#777777", "--use", "ui", "--high-contrast", "--json"])
    #expect(try JSONDocument.parse(Array(ui.standardOutput.utf8)).root["minimumContrast"]?.numberValue == 4.5)
  }

  @Test func useAndMinContrastTogetherAreAUsageError() throws {
    let result = try ThemePackBinary.run(["dark-color", "#FFFFFF", "--use", "ui", "--min-contrast", "4"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: give --use or --min-contrast, not both\n"))
  }
}
