import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("DarkColor keeps hue and chroma and raises tone just enough")
struct DarkColorTests {
  static func rgb(_ color: ThemeRGBA) -> (UInt8, UInt8, UInt8) { (color.red, color.green, color.blue) }

  static func hueDistance(_ a: Double, _ b: Double) -> Double {
    let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
  }

  /// Checks one derivation against the rules, with the contrast recomputed by the test.
  static func check(source: ThemeRGBA, background: ThemeRGBA, minimum: Double) {
    let result = DarkColor.derive(from: source, background: background, minimumContrast: minimum)
    let contrast = ReferenceColorMath.contrast(rgb(result.color), rgb(background))
    #expect(abs(result.contrast - contrast) < 1e-12)
    #expect(result.meetsContrast == (contrast >= minimum))
    #expect(result.color.alpha == source.alpha)

    let ownContrast = ReferenceColorMath.contrast(rgb(source), rgb(background))
    if ownContrast >= minimum {
      #expect(result.color == source, "a colour that meets the minimum is kept")
      return
    }
    let backgroundLuminance = ReferenceColorMath.luminance(background.red, background.green, background.blue)
    let lighten = 1.05 / (backgroundLuminance + 0.05) >= (backgroundLuminance + 0.05) / 0.05
    let best = lighten ? 1.05 / (backgroundLuminance + 0.05) : (backgroundLuminance + 0.05) / 0.05
    #expect(result.meetsContrast == (best >= minimum), "meets exactly when the extreme tone does")
    guard result.meetsContrast else {
      let extreme: UInt8 = lighten ? 255 : 0
      #expect(result.color == ThemeRGBA(red: extreme, green: extreme, blue: extreme, alpha: source.alpha))
      return
    }

    let sourceHCT = HCT(source)
    if lighten {
      #expect(result.tone > sourceHCT.tone)
    } else {
      #expect(result.tone < sourceHCT.tone)
    }
    // Hue is kept, unless the gamut leaves too little chroma to define one, or the colour is
    // so dark that 8-bit steps move its hue by degrees (tone < 15, only when darkening).
    let resultHCT = HCT(result.color)
    if sourceHCT.chroma >= 15 && resultHCT.chroma >= 15 && resultHCT.tone >= 15 {
      #expect(
        hueDistance(resultHCT.hue, sourceHCT.hue) < 2.5,
        "\(source.hexString) → \(result.color.hexString) on \(background.hexString)")
    }
    // Chroma is kept where sRGB holds it (the solver may only lower it).
    #expect(resultHCT.chroma <= sourceHCT.chroma + 2.5)

    // Not needlessly far: one tone step less does not meet the minimum…
    let steps = (result.tone / DarkColor.toneResolution).rounded()
    let previousTone = (steps + (lighten ? -1 : 1)) * DarkColor.toneResolution
    if lighten ? previousTone > sourceHCT.tone : previousTone < sourceHCT.tone {
      let previous = HCT.from(hue: sourceHCT.hue, chroma: sourceHCT.chroma, tone: previousTone).rgba
      #expect(ReferenceColorMath.contrast(rgb(previous), rgb(background)) < minimum)
    }
    // …and no tone on a coarse 0.1 grid between the source's and the result's meets it.
    var tone = lighten ? (sourceHCT.tone * 10).rounded(.up) / 10 : (sourceHCT.tone * 10).rounded(.down) / 10
    while lighten ? tone < result.tone - 1e-9 : tone > result.tone + 1e-9 {
      let candidate = HCT.from(hue: sourceHCT.hue, chroma: sourceHCT.chroma, tone: tone).rgba
      #expect(
        ReferenceColorMath.contrast(rgb(candidate), rgb(background)) < minimum,
        "\(source.hexString): tone \(tone) already meets \(minimum), result tone \(result.tone)")
      tone += lighten ? 0.1 : -0.1
    }
  }

  @Test(arguments: [3.0, 4.5, 7.0])
  func randomColoursOnRandomDarkBackgrounds(minimum: Double) {
    var random = SeededRandom(seed: 0xDA_4C + UInt64(minimum * 10))
    for _ in 0..<150 {
      let source = random.color()
      let level = UInt8.random(in: 0...60, using: &random)
      let background = ThemeRGBA(
        red: level, green: level &+ UInt8.random(in: 0...6, using: &random), blue: level &+ 2)
      Self.check(
        source: ThemeRGBA(red: source.red, green: source.green, blue: source.blue), background: background,
        minimum: minimum)
    }
  }

  @Test func randomColoursOnAnyBackground() {
    var random = SeededRandom(seed: 0xB6)
    for _ in 0..<150 {
      let source = random.color(alpha: UInt8.random(in: 0...255, using: &random))
      let background = random.color()
      let minimum = Double.random(in: 1.5...8, using: &random)
      Self.check(
        source: ThemeRGBA(red: source.red, green: source.green, blue: source.blue, alpha: source.alpha),
        background: ThemeRGBA(red: background.red, green: background.green, blue: background.blue),
        minimum: minimum)
    }
  }

  /// The six theme colours of the sample app, against the default background.
  @Test(arguments: ["34,107,170", "52,73,94", "36,160,73", "189,195,199", "241,196,15", "142,68,173"])
  func themeColoursOnTheDefaultBackground(text: String) throws {
    let source = try ColorParser.parse(text)
    for minimum in [DarkColor.defaultMinimumContrast, 4.5] {
      Self.check(source: source, background: DarkColor.defaultBackground, minimum: minimum)
      #expect(DarkColor.derive(from: source, minimumContrast: minimum).meetsContrast)
    }
  }

  @Test func darkGrayIsRaisedAndBlueIsKept() throws {
    let darkGray = try ColorParser.parse("52,73,94")
    let blue = try ColorParser.parse("34,107,170")
    let background = ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E)
    #expect(ReferenceColorMath.contrast(Self.rgb(darkGray), Self.rgb(background)) < 3)
    #expect(ReferenceColorMath.contrast(Self.rgb(blue), Self.rgb(background)) >= 3)
    #expect(DarkColor.derive(from: darkGray).color != darkGray)
    #expect(DarkColor.derive(from: blue).color == blue)
  }

  @Test func defaultsAreTheDocumentedOnes() {
    #expect(DarkColor.defaultBackground == ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E))
    #expect(DarkColor.defaultMinimumContrast == 3)
  }

  @Test func unreachableContrastGivesTheExtremeAndSaysSo() {
    let gray = ThemeRGBA(red: 119, green: 119, blue: 119)
    let navy = ThemeRGBA(red: 0, green: 0, blue: 128)
    let result = DarkColor.derive(from: navy, background: gray, minimumContrast: 5)
    #expect(!result.meetsContrast)
    #expect(result.color == ThemeRGBA(red: 0, green: 0, blue: 0))
    #expect(
      DarkColor.derive(from: navy, background: DarkColor.defaultBackground, minimumContrast: 21).meetsContrast
        == false)
  }
}
