import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("LightnessInverter turns light art dark and keeps its hue")
struct LightnessInverterTests {
  /// The gray with inverted CIE L*, computed from the CIE and sRGB formulas.
  static func invertedGray(_ value: UInt8) -> UInt8 {
    let y = ReferenceColorMath.linear(value)
    let epsilon = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    let lightness = y > epsilon ? 116 * cbrt(y) - 16 : kappa * y
    let inverted = 100 - lightness
    let ft = (inverted + 16) / 116
    let newY = ft * ft * ft > epsilon ? ft * ft * ft : inverted / kappa
    let encoded = newY <= 0.0031308 ? newY * 12.92 : 1.055 * pow(newY, 1 / 2.4) - 0.055
    return UInt8(ReferenceColorMath.q(encoded))
  }

  @Test func graysInvertTheirLightness() {
    var bytes: [UInt8] = []
    for value in 0...255 { bytes += [UInt8(value), UInt8(value), UInt8(value), 255] }
    let result = LightnessInverter.invert(RGBAImage(width: 16, height: 16, pixels: bytes))
    for value in 0...255 {
      let expected = Self.invertedGray(UInt8(value))
      let got = Array(result.pixels[value * 4..<value * 4 + 4])
      #expect(got == [expected, expected, expected, 255], "gray \(value)")
    }
    #expect(Array(result.pixels[0..<3]) == [255, 255, 255])
    #expect(Array(result.pixels[255 * 4..<255 * 4 + 3]) == [0, 0, 0])
  }

  @Test func alphaIsKeptAndClearPixelsAreZeroed() {
    let image = RGBAImage(width: 3, height: 1, pixels: [255, 255, 255, 128, 9, 9, 9, 0, 255, 255, 255, 1])
    let result = LightnessInverter.invert(image)
    #expect(result.pixels == [0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 1])
  }

  @Test func hueAndChromaSurviveForColoursThatStayInGamut() {
    // Mid-lightness colours of modest chroma mostly stay inside sRGB when L* is mirrored.
    var random = SeededRandom(seed: 0x1A)
    var checked = 0
    for _ in 0..<400 {
      let c = random.color()
      let source = ThemeRGBA(red: c.red, green: c.green, blue: c.blue)
      let lab = CIELAB(source)
      guard (35...65).contains(lab.l), hypot(lab.a, lab.b) > 10, hypot(lab.a, lab.b) < 30 else { continue }
      let result = LightnessInverter.invert(RGBAImage(width: 1, height: 1, fill: source))[0, 0]
      // A channel at 0 or 255 means the mirrored colour left sRGB and was clipped.
      guard [result.red, result.green, result.blue].allSatisfy({ (1...254).contains($0) }) else { continue }
      let inverted = CIELAB(result)
      #expect(
        abs(inverted.l - (100 - lab.l)) < 0.6, "\(source.hexString) → \(result.hexString)")
      let hue = atan2(lab.b, lab.a) * 180 / .pi
      let newHue = atan2(inverted.b, inverted.a) * 180 / .pi
      var difference = abs(hue - newHue)
      if difference > 180 { difference = 360 - difference }
      #expect(difference < 3, "\(source.hexString) → \(result.hexString)")
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test func runsOfEqualPixelsGiveEqualResults() {
    let image = RGBAImage(
      width: 4, height: 1,
      pixels: [34, 107, 170, 255, 34, 107, 170, 255, 36, 160, 73, 255, 34, 107, 170, 200])
    let result = LightnessInverter.invert(image)
    let single = LightnessInverter.invert(RGBAImage(width: 1, height: 1, pixels: [34, 107, 170, 255]))
    #expect(Array(result.pixels[0..<3]) == Array(single.pixels[0..<3]))
    #expect(Array(result.pixels[4..<7]) == Array(single.pixels[0..<3]))
    #expect(Array(result.pixels[12..<15]) == Array(single.pixels[0..<3]))
    #expect(result.pixels[15] == 200)
  }
}
