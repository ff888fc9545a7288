import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

/// Expected pixels are computed here from DOMAIN.md §4 in floating point on 0…1 values, with
/// `q(x) = clamp(floor(x·255 + 0.5), 0, 255)`. Where the exact value sits on a rounding tie,
/// a different but equally correct evaluation order may land on either side, so ±1 is allowed
/// there and only there.
@Suite("Tinter applies each mode exactly as documented")
struct TinterTests {
  typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

  /// Every alpha, every channel value, and random pixels.
  static func structuredImage() -> RGBAImage {
    var bytes: [UInt8] = []
    for value in 0...255 {
      let v = UInt8(value)
      bytes += [v, 255 - v, v / 3, v]  // alpha sweeps 0…255
      bytes += [v, v, v, 255]
      bytes += [255 - v, v, v &* 7, 1]
    }
    var random = SeededRandom(seed: 0x7157)
    for _ in 0..<(256 * 5) {
      let alpha: UInt8 = [0, 1, 128, 254, 255, random.byte()][Int(random.byte() % 6)]
      bytes += [random.byte(), random.byte(), random.byte(), alpha]
    }
    return RGBAImage(width: 256, height: bytes.count / 4 / 256, pixels: bytes)
  }

  static let tints: [ThemeRGBA] = [
    ThemeRGBA(red: 34, green: 107, blue: 170),
    ThemeRGBA(red: 255, green: 255, blue: 255),
    ThemeRGBA(red: 0, green: 0, blue: 0),
    ThemeRGBA(red: 241, green: 196, blue: 15, alpha: 128),
    ThemeRGBA(red: 142, green: 68, blue: 173, alpha: 0),
    ThemeRGBA(red: 255, green: 0, blue: 0, alpha: 1),
  ]

  /// Compares every pixel; `expected` gives each output channel's unrounded value (0…1) and
  /// the expected alpha.
  static func check(
    _ image: RGBAImage, _ result: RGBAImage, exactOnly: Bool = false,
    expected: (Pixel) -> (rgb: (Double, Double, Double), alpha: Int)
  ) {
    #expect(result.width == image.width && result.height == image.height)
    var problems: [String] = []
    for index in stride(from: 0, to: image.pixels.count, by: 4) {
      let source = (
        image.pixels[index], image.pixels[index + 1], image.pixels[index + 2], image.pixels[index + 3]
      )
      let want = expected(source)
      let got = Array(result.pixels[index..<index + 4])
      if Int(got[3]) != want.alpha {
        problems.append("alpha of \(source): \(got[3]) ≠ \(want.alpha)")
        continue
      }
      let channels = [want.rgb.0, want.rgb.1, want.rgb.2]
      for channel in 0..<3 {
        let wanted = want.alpha == 0 ? 0 : ReferenceColorMath.q(channels[channel])
        let difference = abs(Int(got[channel]) - wanted)
        let allowed = !exactOnly && want.alpha != 0 && ReferenceColorMath.nearTie(channels[channel]) ? 1 : 0
        if difference > allowed {
          problems.append("channel \(channel) of \(source): \(got[channel]) ≠ \(wanted)")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.count) wrong: \(problems.prefix(5))")
  }

  @Test(arguments: tints)
  func templateTakesTheTintAndMultipliesAlpha(tint: ThemeRGBA) {
    let image = Self.structuredImage()
    let result = Tinter.tint(image, color: tint, mode: .template)
    Self.check(image, result, exactOnly: true) { pixel in
      let alpha = ReferenceColorMath.q(Double(pixel.3) / 255 * (Double(tint.alpha) / 255))
      return ((Double(tint.red) / 255, Double(tint.green) / 255, Double(tint.blue) / 255), alpha)
    }
  }

  @Test(arguments: tints, [0.0, 0.25, 0.5, 0.35, 0.8, 1.0])
  func mixBlendsByTheAmountAndKeepsAlpha(tint: ThemeRGBA, amount: Double) {
    let image = Self.structuredImage()
    let result = Tinter.tint(image, color: tint, mode: .mix(amount: amount))
    Self.check(image, result) { pixel in
      func mix(_ value: UInt8, _ tint: UInt8) -> Double {
        Double(value) / 255 * (1 - amount) + Double(tint) / 255 * amount
      }
      return ((mix(pixel.0, tint.red), mix(pixel.1, tint.green), mix(pixel.2, tint.blue)), Int(pixel.3))
    }
  }

  @Test(arguments: tints)
  func multiplyMultipliesEachChannelAndKeepsAlpha(tint: ThemeRGBA) {
    let image = Self.structuredImage()
    let result = Tinter.tint(image, color: tint, mode: .multiply)
    Self.check(image, result) { pixel in
      func multiply(_ value: UInt8, _ tint: UInt8) -> Double { Double(value) / 255 * (Double(tint) / 255) }
      return (
        (multiply(pixel.0, tint.red), multiply(pixel.1, tint.green), multiply(pixel.2, tint.blue)),
        Int(pixel.3)
      )
    }
  }

  @Test(arguments: tints)
  func screenIsTheDualOfMultiplyAndKeepsAlpha(tint: ThemeRGBA) {
    let image = Self.structuredImage()
    let result = Tinter.tint(image, color: tint, mode: .screen)
    Self.check(image, result) { pixel in
      func screen(_ value: UInt8, _ tint: UInt8) -> Double {
        1 - (1 - Double(value) / 255) * (1 - Double(tint) / 255)
      }
      return (
        (screen(pixel.0, tint.red), screen(pixel.1, tint.green), screen(pixel.2, tint.blue)), Int(pixel.3)
      )
    }
  }

  /// A gray master under `screen` gives the theme colour with white details: black keeps the
  /// colour, white stays white, a gray `t` mixes them by `t`.
  @Test func screenOfAGrayMasterMixesTheColourWithWhite() {
    let master = RGBAImage(
      width: 3, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 102, 102, 102, 255])
    let color = ThemeRGBA(red: 34, green: 107, blue: 170)
    let result = Tinter.tint(master, color: color, mode: .screen)
    #expect(Array(result.pixels[0..<4]) == [34, 107, 170, 255])
    #expect(Array(result.pixels[4..<8]) == [255, 255, 255, 255])
    // 34 + 0.4 · (255 − 34) = 122.4, 107 + 0.4 · 148 = 166.2, 170 + 0.4 · 85 = 204
    #expect(Array(result.pixels[8..<12]) == [122, 166, 204, 255])
  }

  /// W3C Compositing and Blending Level 1, "color": SetLum(Cs, Lum(Cb)) with ClipColor.
  static func w3cColor(backdrop: (Double, Double, Double), source: (Double, Double, Double)) -> (
    Double, Double, Double
  ) {
    func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
      let l = lum(c)
      let n = min(c.0, c.1, c.2)
      let x = max(c.0, c.1, c.2)
      var result = c
      if n < 0 {
        result = (
          l + (result.0 - l) * l / (l - n), l + (result.1 - l) * l / (l - n), l + (result.2 - l) * l / (l - n)
        )
      }
      if x > 1 {
        result = (
          l + (result.0 - l) * (1 - l) / (x - l), l + (result.1 - l) * (1 - l) / (x - l),
          l + (result.2 - l) * (1 - l) / (x - l)
        )
      }
      return result
    }
    func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
      let d = l - lum(c)
      return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }
    return setLum(source, lum(backdrop))
  }

  @Test(arguments: tints)
  func colorKeepsTheArtsLuminosityWithTheTintsHue(tint: ThemeRGBA) {
    let image = Self.structuredImage()
    let result = Tinter.tint(image, color: tint, mode: .color)
    // The clip steps divide by small differences, so allow for evaluation-order noise a
    // little wider than a tie.
    Self.check(image, result) { pixel in
      let backdrop = (Double(pixel.0) / 255, Double(pixel.1) / 255, Double(pixel.2) / 255)
      let source = (Double(tint.red) / 255, Double(tint.green) / 255, Double(tint.blue) / 255)
      return (Self.w3cColor(backdrop: backdrop, source: source), Int(pixel.3))
    }
  }

  /// Large images take the colour blend from a table; it must give the same pixels.
  @Test func colorOnALargeImageMatchesTheFormulaAndSmallImages() {
    var random = SeededRandom(seed: 0xB1)
    var bytes: [UInt8] = []
    for _ in 0..<(160 * 160) {
      bytes += [random.byte(), random.byte(), random.byte(), random.byte() | 1]
    }
    let image = RGBAImage(width: 160, height: 160, pixels: bytes)
    let tint = ThemeRGBA(red: 241, green: 196, blue: 15)
    let result = Tinter.tint(image, color: tint, mode: .color)
    Self.check(image, result) { pixel in
      let backdrop = (Double(pixel.0) / 255, Double(pixel.1) / 255, Double(pixel.2) / 255)
      let source = (Double(tint.red) / 255, Double(tint.green) / 255, Double(tint.blue) / 255)
      return (Self.w3cColor(backdrop: backdrop, source: source), Int(pixel.3))
    }
    for index in stride(from: 0, to: bytes.count, by: 4 * 97) {
      let single = RGBAImage(width: 1, height: 1, pixels: Array(bytes[index..<index + 4]))
      #expect(
        Tinter.tint(single, color: tint, mode: .color).pixels == Array(result.pixels[index..<index + 4]))
    }
  }

  @Test func colorOfAGrayTintIsTheArtsLuminosityAsGray() {
    let image = RGBAImage(width: 3, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 77])
    let result = Tinter.tint(image, color: ThemeRGBA(red: 128, green: 128, blue: 128), mode: .color)
    // Lum of red is 0.3 → 76.5 → 77; green 0.59 → 150.45 → 150; blue 0.11 → 28.05 → 28.
    #expect(result.pixels == [77, 77, 77, 255, 150, 150, 150, 255, 28, 28, 28, 77])
  }

  @Test func noneLeavesTheImageAlone() {
    let image = Self.structuredImage()
    #expect(Tinter.tint(image, color: ThemeRGBA(red: 1, green: 2, blue: 3), mode: .none) == image)
  }

  @Test(arguments: [TintMode.template, .mix(amount: 0.5), .multiply, .screen, .color])
  func transparentPixelsBecomeTransparentBlack(mode: TintMode) {
    let image = RGBAImage(width: 2, height: 1, pixels: [200, 100, 50, 0, 200, 100, 50, 255])
    let result = Tinter.tint(image, color: ThemeRGBA(red: 34, green: 107, blue: 170), mode: mode)
    #expect(Array(result.pixels[0..<4]) == [0, 0, 0, 0])
    #expect(result.pixels[7] == 255)
  }

  @Test func templateWithAClearTintClearsEverything() {
    let image = Self.structuredImage()
    let result = Tinter.tint(image, color: ThemeRGBA(red: 9, green: 9, blue: 9, alpha: 0), mode: .template)
    #expect(result.pixels.allSatisfy { $0 == 0 })
  }

  @Test func mixAmountsOutsideTheRangeAreClamped() {
    let image = RGBAImage(width: 1, height: 1, pixels: [10, 20, 30, 255])
    let tint = ThemeRGBA(red: 200, green: 100, blue: 0)
    #expect(Tinter.tint(image, color: tint, mode: .mix(amount: 3)).pixels == [200, 100, 0, 255])
    #expect(Tinter.tint(image, color: tint, mode: .mix(amount: -1)).pixels == [10, 20, 30, 255])
    #expect(Tinter.tint(image, color: tint, mode: .mix(amount: .nan)).pixels == [10, 20, 30, 255])
  }
}
