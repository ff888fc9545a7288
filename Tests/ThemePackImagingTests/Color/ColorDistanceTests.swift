import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("CIELAB, OKLab and the colour differences built on them")
struct ColorDistanceTests {
  static func color(_ rgb: UInt32) -> ThemeRGBA {
    ThemeRGBA(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
  }

  @Test(arguments: SharmaPairs.pairs.indices)
  func ciede2000MatchesSharmaPair(index: Int) {
    let pair = SharmaPairs.pairs[index]
    let first = CIELAB(l: pair.first.0, a: pair.first.1, b: pair.first.2)
    let second = CIELAB(l: pair.second.0, a: pair.second.1, b: pair.second.2)
    // The published values are rounded to 4 decimals.
    #expect(abs(ColorDistance.ciede2000(first, second) - pair.difference) < 0.5e-4 + 1e-9)
    #expect(abs(ColorDistance.ciede2000(second, first) - pair.difference) < 0.5e-4 + 1e-9)
  }

  @Test func ciede2000OfIdenticalColoursIsZero() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let c = random.color()
      let color = ThemeRGBA(red: c.red, green: c.green, blue: c.blue)
      #expect(ColorDistance.ciede2000(color, color) == 0)
      #expect(ColorDistance.oklab(color, color) == 0)
    }
  }

  @Test func ciede2000OfSRGBColoursGoesThroughCIELAB() {
    var random = SeededRandom(seed: 8)
    for _ in 0..<200 {
      let a = random.color()
      let b = random.color()
      let first = ThemeRGBA(red: a.red, green: a.green, blue: a.blue)
      let second = ThemeRGBA(red: b.red, green: b.green, blue: b.blue)
      let difference = ColorDistance.ciede2000(first, second)
      #expect(difference == ColorDistance.ciede2000(CIELAB(first), CIELAB(second)))
      #expect(abs(difference - ColorDistance.ciede2000(second, first)) < 1e-9)
    }
  }

  /// The L*a*b* (D65) of the sRGB primaries as colour references list them, to 2 decimals;
  /// references differ in the last digit with the precision of their sRGB matrix.
  @Test(arguments: [
    (UInt32(0xFFFFFF), 100.0, 0.0, 0.0),
    (0x000000, 0.0, 0.0, 0.0),
    (0xFF0000, 53.24, 80.09, 67.20),
    (0x00FF00, 87.73, -86.18, 83.18),
    (0x0000FF, 32.30, 79.19, -107.86),
  ])
  func cielabOfPrimaries(rgb: UInt32, l: Double, a: Double, b: Double) {
    let lab = CIELAB(Self.color(rgb))
    #expect(abs(lab.l - l) < 0.02)
    #expect(abs(lab.a - a) < 0.02)
    #expect(abs(lab.b - b) < 0.02)
  }

  @Test func cielabLightnessOfGraysFollowsTheCIEFormula() {
    for value in 0...255 {
      let y = ReferenceColorMath.linear(UInt8(value))
      let expected = y > 216.0 / 24389.0 ? 116 * cbrt(y) - 16 : y * 24389.0 / 27.0
      let lab = CIELAB(ThemeRGBA(red: UInt8(value), green: UInt8(value), blue: UInt8(value)))
      #expect(abs(lab.l - expected) < 1e-9)
      #expect(abs(lab.a) < 1e-9 && abs(lab.b) < 1e-9)
    }
  }

  @Test func cielabRoundTripsEverySRGBColourOnAGrid() {
    for red in stride(from: 0, through: 255, by: 17) {
      for green in stride(from: 0, through: 255, by: 17) {
        for blue in stride(from: 0, through: 255, by: 17) {
          let color = ThemeRGBA(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
          #expect(CIELAB(color).rgba() == color)
          #expect(CIELAB(color).rgba(alpha: 9).alpha == 9)
        }
      }
    }
  }

  @Test(arguments: OKLabVectors.fromXYZ.indices)
  func oklabOfOttossonsXYZTable(index: Int) {
    let vector = OKLabVectors.fromXYZ[index]
    let lab = OKLab(x: vector.xyz.0, y: vector.xyz.1, z: vector.xyz.2)
    func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    #expect(rounded(lab.l) == vector.lab.0)
    #expect(rounded(lab.a) == vector.lab.1)
    #expect(rounded(lab.b) == vector.lab.2)
  }

  @Test(arguments: OKLabVectors.culori.indices)
  func oklabMatchesCulori(index: Int) {
    let vector = OKLabVectors.culori[index]
    let lab = OKLab(Self.color(vector.rgb))
    #expect(abs(lab.l - vector.lab.0) < 1e-7)
    #expect(abs(lab.a - vector.lab.1) < 1e-7)
    #expect(abs(lab.b - vector.lab.2) < 1e-7)
  }

  @Test(arguments: OKLabVectors.colorJS.indices)
  func oklabMatchesColorJS(index: Int) {
    let vector = OKLabVectors.colorJS[index]
    let lab = OKLab(Self.color(vector.rgb))
    #expect(abs(lab.l - vector.lab.0) < 1e-4)
    #expect(abs(lab.a - vector.lab.1) < 1e-4)
    #expect(abs(lab.b - vector.lab.2) < 1e-4)
  }

  @Test func oklabDistanceIsEuclidean() {
    let red = OKLabVectors.culori[3].lab
    let white = OKLabVectors.culori[0].lab
    let expected = ((red.0 - white.0) * (red.0 - white.0) + red.1 * red.1 + red.2 * red.2).squareRoot()
    let distance = ColorDistance.oklab(Self.color(0xFF0000), Self.color(0xFFFFFF))
    #expect(abs(distance - expected) < 1e-6)
  }

  @Test func oklabRoundTripsThroughLinearRGB() {
    var random = SeededRandom(seed: 9)
    for _ in 0..<300 {
      let c = random.color()
      let lab = OKLab(ThemeRGBA(red: c.red, green: c.green, blue: c.blue))
      let back = lab.linearRGB
      #expect(abs(back.red - ReferenceColorMath.linear(c.red)) < 1e-6)
      #expect(abs(back.green - ReferenceColorMath.linear(c.green)) < 1e-6)
      #expect(abs(back.blue - ReferenceColorMath.linear(c.blue)) < 1e-6)
    }
  }
}
