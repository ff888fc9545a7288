import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackToolTestSupport

@Suite("Preview: every colour in four appearances with the ratios of its pairs")
struct PreviewColorTableTests {
  static func hex(_ text: String) -> ThemeRGBA { try! ColorParser.parse(text) }

  @Test func everyColourHasItsFourValuesAndItsPairsRatios() throws {
    let roles = [
      ColorRole.themeColor(Self.hex("#F1C40F"), minimumContrast: 3),
      ColorRole(name: "onColor", light: Self.hex("#2C3E50"), surface: .color("color"), need: .text),
      ColorRole(name: "plain", light: Self.hex("#123456")),
    ]
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    let colors = ThemeColorSolver.solve(
      roles, backgrounds: AppearanceValues { $0.isDark ? DarkColor.defaultBackground : white })
    var input = try PreviewFixture.input()
    input.themes[0].colors = colors
    let output = try PreviewRenderer.render(input)
    let html = String(decoding: try #require(output.files["index.html"]), as: UTF8.self)
    let section = try #require(
      HTMLScan.element("section", containing: "data-theme=\"\(input.themes[0].name)\"", in: html))
    #expect(section.contains("<h3>Colours in every appearance</h3>"))
    for name in ["color", "onColor", "plain"] {
      let row = try #require(HTMLScan.element("tr", containing: "data-color=\"\(name)\"", in: section))
      for appearance in ThemeAppearance.allCases {
        let value = colors.values[name]![appearance].hexString
        #expect(row.contains("background:\(value)"), "\(name) \(appearance)")
      }
      let ratios = row.components(separatedBy: "class=\"ratio\"").count - 1
      #expect(ratios == (name == "onColor" ? 4 : name == "color" ? 3 : 0), "\(name)")
    }
    let onColor = try #require(HTMLScan.element("tr", containing: "data-color=\"onColor\"", in: section))
    #expect(onColor.contains("meets 7:1"))
    #expect(onColor.contains("meets 4.5:1"))
    // Another theme without the solved colours keeps the old table alone.
    let other = try #require(
      HTMLScan.element("section", containing: "data-theme=\"\(input.themes[1].name)\"", in: html))
    #expect(!other.contains("Colours in every appearance"))
  }
}
