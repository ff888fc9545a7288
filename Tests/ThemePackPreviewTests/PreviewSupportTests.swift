import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackProject

@Suite("Preview support: numbers, file names, the page's own contrast, the bitmap font")
struct PreviewSupportTests {
  @Test(arguments: [
    (4.499, "4.49:1"), (4.5, "4.50:1"), (21.0, "21.00:1"), (1.0, "1.00:1"), (2.999, "2.99:1"),
    (10.245, "10.24:1"), (3.07, "3.07:1"),
  ])
  func ratiosAreCutToTwoDecimals(value: Double, expected: String) {
    #expect(PreviewFormat.ratio(value) == expected)
  }

  @Test(arguments: [
    (22.0, "22"), (22.5, "22.5"), (1.0 / 3, "0.33"), (390.0, "390"), (2.25, "2.25"), (0.05, "0.05"),
    (-1.5, "-1.5"), (-0.25, "-0.25"),
  ])
  func numbersDropNeedlessDecimals(value: Double, expected: String) {
    #expect(PreviewFormat.number(value) == expected)
  }

  @Test(arguments: [
    (4.5, "AA text"), (7.0, "AA text"), (4.49, "UI only"), (3.0, "UI only"), (2.99, "too low"),
  ])
  func ratings(value: Double, expected: String) {
    #expect(PreviewFormat.rating(value) == expected)
  }

  @Test(arguments: [
    ("blue", "blue"), ("dark Gray", "dark_Gray"), ("a/b\\c", "a_b_c"), ("", "_"),
    ("try-#FF3B30", "try-_FF3B30"), ("../x", "___x"), ("café", "caf_"),
  ])
  func slugs(name: String, expected: String) {
    #expect(PreviewFileNames.slug(name) == expected)
  }

  @Test func slugsAreUniqueIgnoringCaseAndAvoidReservedNames() {
    #expect(
      PreviewFileNames.uniqueSlugs(["Blue", "blue", "blue", "a b", "a_b"])
        == ["Blue", "blue-2", "blue-3", "a_b", "a_b-2"])
    #expect(
      PreviewFileNames.uniqueSlugs(
        ["index", "Screenshot", "images", "x"], reserved: PreviewFileNames.reserved)
        == ["index-2", "Screenshot-2", "images-2", "x"])
  }

  @Test(arguments: [PreviewPalette.light, PreviewPalette.dark])
  func thePagesOwnTextReachesAA(palette: PreviewPalette) {
    for surface in [palette.background, palette.surface] {
      for text in [palette.text, palette.mutedText, palette.accent] {
        let ratio = PreviewReference.contrast(text, surface)
        #expect(ratio >= 4.5, "\(PreviewReference.hex(text)) on \(PreviewReference.hex(surface)): \(ratio)")
      }
    }
  }

  @Test func badgeTextReachesAA() {
    for badge in [
      PreviewPalette.errorBadge, PreviewPalette.warningBadge, PreviewPalette.passBadge,
      PreviewPalette.neutralBadge,
    ] {
      #expect(PreviewReference.contrast(PreviewPalette.badgeText, badge) >= 4.5)
    }
  }

  @Test(arguments: [
    ThemeRGBA(red: 255, green: 255, blue: 255), ThemeRGBA(red: 0, green: 0, blue: 0),
    ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E), ThemeRGBA(red: 0x77, green: 0x77, blue: 0x77),
    ThemeRGBA(red: 0x80, green: 0x80, blue: 0x80), ThemeRGBA(red: 241, green: 196, blue: 15),
    ThemeRGBA(red: 255, green: 59, blue: 48), ThemeRGBA(red: 142, green: 68, blue: 173),
  ])
  func textOnAThemeHalfReachesAA(background: ThemeRGBA) {
    let text = PreviewPalette.text(on: background)
    #expect(PreviewReference.contrast(text, background) >= 4.5)
  }

  @Test func theFontDrawsAGlyphPixelForPixel() {
    let one = [
      "..#..",
      ".##..",
      "..#..",
      "..#..",
      "..#..",
      "..#..",
      ".###.",
    ]
    let ink = ThemeRGBA(red: 0, green: 0, blue: 0)
    var canvas = Canvas(width: 12, height: 16, background: ThemeRGBA(red: 255, green: 255, blue: 255))
    BitmapFont.draw("1", on: &canvas, x: 1, y: 1, scale: 2, color: ink)
    for y in 0..<16 {
      for x in 0..<12 {
        let (column, row) = ((x - 1) / 2, (y - 1) / 2)
        let inside = x >= 1 && y >= 1 && column < 5 && row < 7
        let expected = inside && Array(one[row])[column] == "#"
        #expect((canvas.result[x, y] == ink) == expected, "(\(x), \(y))")
      }
    }
  }

  @Test(arguments: [Finding.Severity.error, .warning])
  func lintFindingsKeepRuleSeverityAndMessage(severity: Finding.Severity) {
    let finding = Finding(
      ruleID: "color-drift", severity: severity, file: "Assets/Themes/blue/x@3x.png", theme: "blue",
      message: "drifts")
    let shown = PreviewFinding(finding, asset: "x")
    #expect(shown.asset == "x")
    #expect(shown.ruleID == "color-drift")
    #expect(shown.message == "drifts")
    #expect(shown.severity.rawValue == severity.rawValue)
  }

  @Test func lowerCaseIsDrawnAsCapitalsAndUnknownCharactersAsQuestionMarks() {
    #expect(BitmapFont.rows(of: "g") == BitmapFont.rows(of: "G"))
    #expect(BitmapFont.rows(of: "€") == BitmapFont.rows(of: "?"))
    #expect(BitmapFont.rows(of: "A") != BitmapFont.rows(of: "?"))
    #expect(BitmapFont.width(of: "AB", scale: 2) == (5 + 1 + 5) * 2)
    #expect(BitmapFont.width(of: "", scale: 3) == 0)
  }
}
