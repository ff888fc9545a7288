import Foundation
import Testing
import ThemePackSupport
import ThemePackTestSupport

@Suite("colours in four appearances, end to end on the sample Assets/")
struct AppearanceColorsTests {
  static var sampleAssets: URL { SampleCopy.original }

  /// WCAG contrast of two colours given as 0…1 components, written out here.
  static func contrast(_ first: [Double], _ second: [Double]) -> Double {
    func luminance(_ rgb: [Double]) -> Double {
      let linear = rgb.map { c in c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let a = luminance(first)
    let b = luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// A colour set's entries by appearance ("any", "dark", "high", "dark+high"), as 0…1 RGB
  /// from the `"0.133"` components Xcode reads.
  static func entries(of file: String) throws -> [String: [Double]] {
    let root = try JSONDocument.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file)))).root
    var found: [String: [Double]] = [:]
    for entry in try #require(root["colors"]?.arrayValue) {
      let appearances = (entry["appearances"]?.arrayValue ?? []).compactMap { $0["value"]?.stringValue }
      let key = appearances.isEmpty ? "any" : appearances.joined(separator: "+")
      let components = try #require(entry["color"]?["components"])
      found[key] = try ["red", "green", "blue"].map { name in
        let text = try #require(components[name]?.stringValue)
        return try #require(Double(text))
      }
    }
    return found
  }

  @Test func everyColourSetHasFourEntriesAndTheSamplePairsMeetTheirContrast() throws {
    let folder = try TemporaryFolder("appearance-colors")
    let output = folder.url.appendingPathComponent("Output").path
    let result = try ThemePackBinary.run(["build", "--assets", Self.sampleAssets.path, "--output", output])
    #expect(result.status == 0, "\(result.standardError)")
    let catalog = output + "/com.example.ibus.themes.xcassets"
    let themes = try FileManager.default.contentsOfDirectory(atPath: catalog).filter {
      !$0.hasSuffix(".json")
    }
    #expect(themes.count == 6)
    let white = [1.0, 1.0, 1.0]
    let dark = [0x1C, 0x1C, 0x1E].map { Double($0) / 255 }
    var uiColours = 0
    for theme in themes.sorted() {
      let group = catalog + "/" + theme
      let sets = try FileManager.default.contentsOfDirectory(atPath: group).filter {
        $0.hasSuffix(".colorset")
      }
      for set in sets {
        let found = try Self.entries(of: group + "/" + set + "/Contents.json")
        #expect(Set(found.keys) == ["any", "dark", "high", "dark+high"], "\(theme)/\(set)")
      }
      uiColours += sets.contains("outline.colorset") ? 1 : 0
      let color = try Self.entries(of: group + "/color.colorset/Contents.json")
      let onColor = try Self.entries(of: group + "/onColor.colorset/Contents.json")
      for (key, minimum) in [("any", 4.5), ("dark", 4.5), ("high", 7.0), ("dark+high", 7.0)] {
        let ratio = Self.contrast(onColor[key]!, color[key]!)
        #expect(ratio >= minimum, "\(theme): onColor on color in \(key) is \(ratio)")
      }
      // The theme colour on its background: 3:1 in dark, 4.5:1 with Increase Contrast
      // (in plain light it is the designer's brand colour, with no minimum).
      #expect(Self.contrast(color["dark"]!, dark) >= 3, "\(theme)")
      #expect(Self.contrast(color["high"]!, white) >= 4.5, "\(theme)")
      #expect(Self.contrast(color["dark+high"]!, dark) >= 4.5, "\(theme)")
    }
    #expect(uiColours >= 1, "the sample shows a 'ui' colour")
    let manifest = try JSONDocument.parse(
      Array(try Data(contentsOf: URL(fileURLWithPath: output + "/themes/blue/manifest.json")))
    ).root
    #expect(manifest["formatVersion"]?.integerValue == 2)
    #expect(manifest["extraColors"]?["onColor"]?["darkHighContrast"]?.stringValue != nil)
  }

  @Test func anExplicitDarkOnColourThatFailsFailsTheLint() throws {
    let folder = try TemporaryFolder("appearance-colors-lint")
    let assets = folder.url.appendingPathComponent("Assets")
    try SampleCopy.copy(to: assets.path)
    let file = assets.appendingPathComponent("Themes/darkGray/theme.json")
    try """
    {
      "version": "1.0.0",
      "color": "#34495E",
      "darkColor": "#A9BCD0",
      "colors": {
        "onColor": { "value": "#FFFFFF", "on": "color", "use": "text", "dark": "#FFFFFF" }
      }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try ThemePackBinary.run(["lint", "--assets", assets.path])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "\(file.path):6:76: error: [contrast-pair] colour 'onColor' of theme 'darkGray' (#FFFFFF) has "
        + "contrast 1.95:1 on 'color' (#A9BCD0) in dark, below the 4.5:1 it needs: choose another 'dark'\n")
    let build = try ThemePackBinary.run(["build", "--assets", assets.path, "--output", folder.path("Output")])
    #expect(build.status == 1)
  }
}
