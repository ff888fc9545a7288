import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("ContrastSolver moves tone the shortest way until a pair meets its contrast")
struct ContrastSolverTests {
  static func hex(_ text: String) -> ThemeRGBA { try! ColorParser.parse(text) }
  static let white = ThemeRGBA(red: 255, green: 255, blue: 255)
  static let black = ThemeRGBA(red: 0, green: 0, blue: 0)
  static let darkBackground = DarkColor.defaultBackground

  static func rgb(_ color: ThemeRGBA) -> (UInt8, UInt8, UInt8) { (color.red, color.green, color.blue) }

  static func hueDistance(_ a: Double, _ b: Double) -> Double {
    let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
  }

  /// Greys, near-black, near-white, saturated yellows and blues (which as given cannot reach
  /// 7:1 on white), mid tones.
  static let colors = [
    "#000000", "#0A0A0A", "#101012", "#333333", "#777777", "#808080", "#9E9E9E", "#CCCCCC", "#F5F5F5",
    "#FAFAFA", "#FFFFFF", "#FFFF00", "#FFD60A", "#F1C40F", "#FFCC00", "#E6B800", "#0000FF", "#007AFF",
    "#0A84FF", "#226BAA", "#00C7FF", "#24A049", "#8E44AD", "#CC3333", "#BDC3C7",
  ]
  static let targets = ["#FFFFFF", "#1C1C1E", "#000000", "#226BAA", "#F1C40F", "#34495E", "#A9BCD0"]
  static let minimums = [3.0, 4.5, 7.0]

  static let cases: [(String, String, Double)] = colors.flatMap { color in
    targets.flatMap { target in minimums.map { (color, target, $0) } }
  }

  @Test(arguments: cases)
  func solvesWithExactWCAGOnTheFinal8BitColour(color: String, target: String, minimum: Double) {
    let source = Self.hex(color)
    let on = Self.hex(target)
    let result = ContrastSolver.solve(from: source, against: on, minimum: minimum)
    let contrast = ReferenceColorMath.contrast(Self.rgb(result.color), Self.rgb(on))
    #expect(abs(result.contrast - contrast) < 1e-12)
    let best = max(
      ReferenceColorMath.contrast((255, 255, 255), Self.rgb(on)),
      ReferenceColorMath.contrast((0, 0, 0), Self.rgb(on)))
    #expect(abs(result.bestPossible - best) < 1e-12)
    #expect(result.meetsContrast == (best >= minimum), "meets exactly when white or black does")
    if ReferenceColorMath.contrast(Self.rgb(source), Self.rgb(on)) >= minimum {
      #expect(result.color == source, "a colour that meets its pair is kept")
      return
    }
    guard result.meetsContrast else {
      #expect(
        result.color
          == (WCAGContrast.ratio(Self.white, on) >= WCAGContrast.ratio(Self.black, on)
            ? Self.white : Self.black))
      return
    }
    #expect(contrast >= minimum)
    let sourceHCT = HCT(source)
    let solved = HCT(result.color)
    if sourceHCT.chroma > 20, solved.chroma > 15 {
      #expect(Self.hueDistance(sourceHCT.hue, solved.hue) < 6, "hue kept: \(sourceHCT.hue) → \(solved.hue)")
    }
    // Shortest way: a plain scan from the source's tone, both ways, in steps of 0.1.
    let reference = Self.nearestTone(from: sourceHCT, against: on, minimum: minimum)
    // (0.5: the solver also meets on the catalog's three-decimal components.)
    #expect(abs(solved.tone - reference) < 0.5, "solved tone \(solved.tone), nearest \(reference)")
  }

  /// The tone nearest the source's that meets `minimum`, by a plain scan both ways.
  static func nearestTone(from source: HCT, against target: ThemeRGBA, minimum: Double) -> Double {
    var best: Double?
    for direction in [0.1, -0.1] {
      var tone = source.tone
      while tone >= 0, tone <= 100 {
        let color = HCT.from(hue: source.hue, chroma: source.chroma, tone: tone).rgba
        if WCAGContrast.ratio(color, target) >= minimum {
          if best == nil || abs(tone - source.tone) < abs(best! - source.tone) { best = tone }
          break
        }
        tone += direction
      }
    }
    return best ?? source.tone
  }

  @Test(arguments: colors)
  func onTheDarkBackgroundItIsTheDarkColour(color: String) {
    let source = Self.hex(color)
    guard HCT(source).tone >= HCT(Self.darkBackground).tone else { return }
    for minimum in [3.0, 4.5] {
      let dark = DarkColor.derive(from: source, background: Self.darkBackground, minimumContrast: minimum)
      let solved = ContrastSolver.solve(from: source, against: Self.darkBackground, minimum: minimum)
      if ContrastSolver.meets(dark.color, Self.darkBackground, minimum) {
        #expect(solved.color == dark.color, "\(color) at \(minimum)")
      } else {
        // The dark colour meets on its 8-bit value but not on the catalog's three-decimal
        // components: the solver goes a little further.
        #expect(HCT(solved.color).tone > HCT(dark.color).tone, "\(color) at \(minimum)")
        #expect(HCT(solved.color).tone - HCT(dark.color).tone < 0.5, "\(color) at \(minimum)")
      }
    }
  }

  @Test(arguments: ["#FFFF00", "#FFD60A", "#F1C40F", "#1E90FF", "#007AFF", "#00C7FF", "#0A84FF"])
  func saturatedColoursShortOf7To1OnWhiteAreDarkenedUntilTheyReachIt(color: String) {
    let source = Self.hex(color)
    #expect(WCAGContrast.ratio(source, Self.white) < 7)
    let result = ContrastSolver.solve(from: source, against: Self.white, minimum: 7)
    #expect(result.meetsContrast)
    #expect(WCAGContrast.ratio(result.color, Self.white) >= 7)
    #expect(HCT(result.color).tone < HCT(source).tone)
  }

  @Test(arguments: ["#777777", "#808080", "#226BAA", "#8E44AD", "#24A049"])
  func aMidToneSurfaceCannotCarry7To1AndSaysHowFarItGets(target: String) {
    let on = Self.hex(target)
    let result = ContrastSolver.solve(from: Self.hex("#FFFFFF"), against: on, minimum: 7.5)
    let best = WCAGContrast.bestPossibleRatio(against: on)
    #expect(best < 7.5)
    #expect(!result.meetsContrast)
    #expect(abs(result.contrast - best) < 1e-12)
  }

  @Test func aFreeDependentKeepsRoomOnTheSolvedColour() {
    // #226BAA meets 4.5:1 on white, but text on it could then reach only 6.3:1 at best: to
    // leave room for 7:1 text the colour must get darker.
    let blue = Self.hex("#226BAA")
    let plain = ContrastSolver.solve(from: blue, against: Self.white, minimum: 4.5)
    #expect(plain.color == blue)
    let roomy = ContrastSolver.solve(
      from: blue, against: Self.white, minimum: 4.5, dependents: [.init(color: nil, minimum: 7)])
    #expect(roomy.meetsContrast)
    #expect(WCAGContrast.ratio(roomy.color, Self.white) >= 7)
    // A fixed dependent: white text at 4.5:1 holds the colour below a luminance.
    let green = Self.hex("#24A049")
    let held = ContrastSolver.solve(
      from: green, against: Self.darkBackground, minimum: 3,
      dependents: [.init(color: Self.white, minimum: 4.5)])
    #expect(held.meetsContrast)
    #expect(WCAGContrast.ratio(held.color, Self.white) >= 4.5)
    #expect(WCAGContrast.ratio(held.color, Self.darkBackground) >= 3)
  }

  @Test func alphaIsKept() {
    let source = ThemeRGBA(red: 0x33, green: 0x33, blue: 0x99, alpha: 0x80)
    #expect(
      ContrastSolver.solve(from: source, against: Self.darkBackground, minimum: 4.5).color.alpha == 0x80)
  }

  @Test(arguments: [
    (4.5, 7.0), (3.0, 4.5), (1.0, 1.0), (21.0, 21.0), (3.75, 5.75), (2.0, 2.75), (30.0, 21.0),
  ])
  func highContrastMinimums(normal: Double, high: Double) {
    #expect(abs(ContrastNeed(ratio: normal).highContrast - high) < 1e-9)
  }
}
