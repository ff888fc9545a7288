import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("WCAG 2 contrast, exactly as the standard defines it")
struct WCAGContrastTests {
  static let white = ThemeRGBA(red: 255, green: 255, blue: 255)
  static let black = ThemeRGBA(red: 0, green: 0, blue: 0)

  @Test func blackOnWhiteIs21AndAColourOnItselfIs1() {
    #expect(WCAGContrast.ratio(Self.white, Self.black) == 21)
    #expect(WCAGContrast.ratio(Self.black, Self.white) == 21)
    #expect(WCAGContrast.ratio(Self.white, Self.white) == 1)
    let red = ThemeRGBA(red: 255, green: 0, blue: 0)
    #expect(WCAGContrast.ratio(red, red) == 1)
    #expect(WCAGContrast.relativeLuminance(Self.white) == 1)
    #expect(WCAGContrast.relativeLuminance(Self.black) == 0)
  }

  /// Published pairs (color.js test/contrast.js; culori test/wcag.test.js).
  @Test(arguments: [
    ("#FFFFEE", "#FFFFFF", 1.01007),
    ("#AFBAAE", "#FFFFFF", 2.008125),
    ("#8B9986", "#FFFFFF", 3.000644),
    ("#776655", "#FFFFFF", 5.502984),
  ])
  func publishedPairs(first: String, second: String, expected: Double) throws {
    let ratio = WCAGContrast.ratio(try ColorParser.parse(first), try ColorParser.parse(second))
    #expect(abs(ratio - expected) < 1e-4)
  }

  @Test func publishedLuminanceOfGray99() throws {
    let luminance = WCAGContrast.relativeLuminance(try ColorParser.parse("#999999"))
    #expect(abs(luminance - 0.31854677812509186) < 1e-12)
  }

  @Test func matchesTheFormulaOnRandomPairs() {
    var random = SeededRandom(seed: 0xC0_1055)
    for _ in 0..<2000 {
      let a = random.color()
      let b = random.color()
      let expected = ReferenceColorMath.contrast((a.red, a.green, a.blue), (b.red, b.green, b.blue))
      let ratio = WCAGContrast.ratio(
        ThemeRGBA(red: a.red, green: a.green, blue: a.blue),
        ThemeRGBA(red: b.red, green: b.green, blue: b.blue))
      #expect(abs(ratio - expected) < 1e-12)
      let luminance = WCAGContrast.relativeLuminance(ThemeRGBA(red: a.red, green: a.green, blue: a.blue))
      #expect(abs(luminance - ReferenceColorMath.luminance(a.red, a.green, a.blue)) < 1e-15)
    }
  }

  @Test func alphaIsIgnored() {
    let opaque = ThemeRGBA(red: 34, green: 107, blue: 170)
    let clear = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 0)
    #expect(WCAGContrast.ratio(opaque, Self.white) == WCAGContrast.ratio(clear, Self.white))
  }

  @Test(arguments: [
    ThemeRGBA(red: 0, green: 0, blue: 0), ThemeRGBA(red: 255, green: 255, blue: 255),
    ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E), ThemeRGBA(red: 119, green: 119, blue: 119),
    ThemeRGBA(red: 34, green: 107, blue: 170),
  ])
  func bestPossibleRatioIsWhiteOrBlack(background: ThemeRGBA) {
    let luminance = ReferenceColorMath.luminance(background.red, background.green, background.blue)
    let againstWhite = 1.05 / (luminance + 0.05)
    let againstBlack = (luminance + 0.05) / 0.05
    let best = WCAGContrast.bestPossibleRatio(against: background)
    #expect(abs(best - max(againstWhite, againstBlack)) < 1e-12)
  }

  @Test func bestPossibleRatioOfBlackAndWhiteIs21() {
    #expect(WCAGContrast.bestPossibleRatio(against: Self.black) == 21)
    #expect(WCAGContrast.bestPossibleRatio(against: Self.white) == 21)
  }
}
