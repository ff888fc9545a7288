import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("Resampler: area averaging in premultiplied linear light")
struct ResamplerTests {
  struct Resize: CustomTestStringConvertible, Sendable {
    let width: Int
    let height: Int
    let toWidth: Int
    let toHeight: Int
    var testDescription: String { "\(width)x\(height) -> \(toWidth)x\(toHeight)" }
  }

  static let resizes = [
    Resize(width: 9, height: 9, toWidth: 6, toHeight: 6),  // 3 -> 2
    Resize(width: 9, height: 9, toWidth: 3, toHeight: 3),  // 3 -> 1
    Resize(width: 100, height: 31, toWidth: 67, toHeight: 21),  // odd sizes, 3 -> 2
    Resize(width: 100, height: 31, toWidth: 33, toHeight: 10),  // odd sizes, 3 -> 1
    Resize(width: 7, height: 5, toWidth: 5, toHeight: 3),
    Resize(width: 3, height: 3, toWidth: 1, toHeight: 1),
    Resize(width: 1, height: 1, toWidth: 1, toHeight: 1),
    Resize(width: 4, height: 4, toWidth: 7, toHeight: 9),  // enlarging
    Resize(width: 13, height: 1, toWidth: 4, toHeight: 1),
  ]

  static let flatColors = [
    ThemeRGBA(red: 34, green: 107, blue: 170),
    ThemeRGBA(red: 0, green: 0, blue: 0),
    ThemeRGBA(red: 255, green: 255, blue: 255),
    ThemeRGBA(red: 241, green: 196, blue: 15, alpha: 128),
    ThemeRGBA(red: 10, green: 200, blue: 90, alpha: 1),
    ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 77),
    ThemeRGBA(red: 1, green: 2, blue: 254, alpha: 254),
  ]

  @Test(arguments: flatColors, resizes)
  func flatColorStaysExact(color: ThemeRGBA, resize: Resize) {
    let image = RGBAImage(width: resize.width, height: resize.height, fill: color)
    let result = Resampler.resize(image, width: resize.toWidth, height: resize.toHeight)
    #expect(result == RGBAImage(width: resize.toWidth, height: resize.toHeight, fill: color))
  }

  @Test(arguments: resizes)
  func sizeIsExact(resize: Resize) {
    let image = Self.noise(width: resize.width, height: resize.height, seed: 7)
    let result = Resampler.resize(image, width: resize.toWidth, height: resize.toHeight)
    #expect(result.width == resize.toWidth)
    #expect(result.height == resize.toHeight)
    #expect(result.pixels.count == resize.toWidth * resize.toHeight * 4)
  }

  @Test func threeByThreeToOneAveragesAllNineInLinearLight() {
    let colors = [
      ThemeRGBA(red: 255, green: 0, blue: 0), ThemeRGBA(red: 0, green: 255, blue: 0),
      ThemeRGBA(red: 0, green: 0, blue: 255), ThemeRGBA(red: 200, green: 100, blue: 50, alpha: 128),
      ThemeRGBA(red: 9, green: 9, blue: 9, alpha: 0), ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 30),
      ThemeRGBA(red: 17, green: 34, blue: 51, alpha: 255),
      ThemeRGBA(red: 90, green: 180, blue: 45, alpha: 64),
      ThemeRGBA(red: 128, green: 128, blue: 128, alpha: 200),
    ]
    let image = Self.image(width: 3, height: 3, colors)
    let expected = ReferenceSRGB.average(colors.map { ($0, 1.0 / 9) })
    #expect(Resampler.resize(image, width: 1, height: 1)[0, 0] == expected)
  }

  @Test func threeByOneToTwoSplitsTheMiddlePixel() {
    // Output pixel 0 covers source [0, 1.5): all of pixel 0 (2/3) and half of pixel 1 (1/3);
    // output pixel 1 covers [1.5, 3): half of pixel 1 (1/3) and all of pixel 2 (2/3).
    let a = ThemeRGBA(red: 250, green: 20, blue: 40)
    let b = ThemeRGBA(red: 30, green: 60, blue: 200, alpha: 100)
    let c = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    let result = Resampler.resize(Self.image(width: 3, height: 1, [a, b, c]), width: 2, height: 1)
    #expect(result[0, 0] == ReferenceSRGB.average([(a, 2.0 / 3), (b, 1.0 / 3)]))
    #expect(result[1, 0] == ReferenceSRGB.average([(b, 1.0 / 3), (c, 2.0 / 3)]))
    // Transparent black contributes nothing to colour: b keeps its own rgb at alpha 100 / 3.
    #expect(result[1, 0].red == b.red && result[1, 0].alpha == ReferenceSRGB.quantize(100.0 / 765))
  }

  @Test func blackAndWhiteAverageToLinearMiddleGray() {
    // Half black, half white is 0.5 in linear light: sRGB code 188, not 128.
    let image = Self.image(
      width: 2, height: 1, [ThemeRGBA(red: 0, green: 0, blue: 0), ThemeRGBA(red: 255, green: 255, blue: 255)])
    let expected = ReferenceSRGB.code(0.5)
    #expect(expected == 188)
    #expect(Resampler.resize(image, width: 1, height: 1)[0, 0] == ThemeRGBA(red: 188, green: 188, blue: 188))
  }

  @Test(arguments: [(20, 20), (10, 10), (17, 13), (30, 10)])
  func onePixelAntialiasedEdgeSurvives(toWidth: Int, toHeight: Int) {
    // An opaque black bar whose right edge is one pixel at half alpha, on transparency.
    var image = RGBAImage(width: 30, height: 30, fill: .clear)
    for y in 0..<30 {
      for x in 0..<14 { image[x, y] = ThemeRGBA(red: 0, green: 0, blue: 0) }
      image[14, y] = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 128)
    }
    let result = Resampler.resize(image, width: toWidth, height: toHeight)
    for y in 0..<toHeight {
      let alphas = (0..<toWidth).map { result[$0, y].alpha }
      #expect(alphas.first == 255)
      #expect(alphas.last == 0)
      #expect(alphas.contains { $0 > 0 && $0 < 255 }, "row \(y): \(alphas)")
    }
  }

  @Test func oneThirdCoveredPixelKeepsOneThirdAlpha() {
    // A one-pixel opaque line at @3x covers a third of an @1x pixel.
    var image = RGBAImage(width: 9, height: 3, fill: .clear)
    for y in 0..<3 { image[4, y] = ThemeRGBA(red: 40, green: 80, blue: 120) }
    let result = Resampler.resize(image, width: 3, height: 1)
    #expect(result[0, 0] == .clear)
    #expect(result[1, 0] == ThemeRGBA(red: 40, green: 80, blue: 120, alpha: ReferenceSRGB.quantize(1.0 / 3)))
    #expect(result[2, 0] == .clear)
  }

  @Test(
    arguments: [
      ThemeRGBA(red: 255, green: 255, blue: 255), ThemeRGBA(red: 200, green: 30, blue: 30),
      ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 90),
    ], [60, 30, 17, 45])
  func discOnTransparencyHasNoFringe(color: ThemeRGBA, size: Int) {
    let disc = Self.disc(size: 90, color: color)
    let result = Resampler.resize(disc, width: size, height: size)
    var partial = 0
    for y in 0..<size {
      for x in 0..<size {
        let pixel = result[x, y]
        if pixel.alpha == 0 {
          #expect(pixel == .clear)
        } else {
          #expect(pixel.red == color.red && pixel.green == color.green && pixel.blue == color.blue)
          if pixel.alpha < color.alpha { partial += 1 }
        }
      }
    }
    #expect(partial > 0)
  }

  @Test func transparentPixelsComeOutWithZeroRGB() {
    var image = RGBAImage(width: 6, height: 6, fill: ThemeRGBA(red: 255, green: 0, blue: 0, alpha: 0))
    image[0, 0] = ThemeRGBA(red: 10, green: 20, blue: 30)
    for (width, height) in [(6, 6), (4, 4), (2, 2), (9, 9)] {
      let result = Resampler.resize(image, width: width, height: height)
      for y in 0..<height {
        for x in 0..<width where result[x, y].alpha == 0 {
          #expect(result[x, y] == .clear, "\(width)x\(height) at \(x),\(y)")
        }
      }
    }
  }

  @Test func sameSizeKeepsEveryVisiblePixel() {
    let image = Self.noise(width: 11, height: 7, seed: 3)
    let result = Resampler.resize(image, width: 11, height: 7)
    for y in 0..<7 {
      for x in 0..<11 {
        #expect(result[x, y] == (image[x, y].alpha == 0 ? .clear : image[x, y]))
      }
    }
  }

  /// The source pixels destination pixel `i` covers on an axis of `n` → `m`, with their share.
  static func coverage(_ i: Int, source n: Int, destination m: Int) -> [(Int, Double)] {
    let low = Double(i) * Double(n) / Double(m)
    let high = Double(i + 1) * Double(n) / Double(m)
    return (Int(low.rounded(.down))..<Int(high.rounded(.up))).compactMap { j in
      let share = (min(high, Double(j + 1)) - max(low, Double(j))) / (high - low)
      return share > 1e-12 ? (j, share) : nil
    }
  }

  /// Every shape, tall ones included (the resampler streams rows through a small ring), agrees
  /// with the textbook average computed in Double to within one code.
  @Test(
    arguments: resizes + [
      Resize(width: 12, height: 97, toWidth: 8, toHeight: 65),
      Resize(width: 5, height: 61, toWidth: 3, toHeight: 7),
      Resize(width: 3, height: 11, toWidth: 5, toHeight: 29),
    ])
  func noiseMatchesTheTextbookAverageWithinOneCode(resize: Resize) {
    let image = Self.noise(width: resize.width, height: resize.height, seed: 23)
    let result = Resampler.resize(image, width: resize.toWidth, height: resize.toHeight)
    for y in 0..<resize.toHeight {
      let rows = Self.coverage(y, source: resize.height, destination: resize.toHeight)
      for x in 0..<resize.toWidth {
        let columns = Self.coverage(x, source: resize.width, destination: resize.toWidth)
        var taps = [(ThemeRGBA, Double)]()
        for (row, rowShare) in rows {
          for (column, columnShare) in columns { taps.append((image[column, row], rowShare * columnShare)) }
        }
        let expected = ReferenceSRGB.average(taps)
        let got = result[x, y]
        let channels = [
          (got.red, expected.red), (got.green, expected.green), (got.blue, expected.blue),
          (got.alpha, expected.alpha),
        ]
        let close = channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= 1 }
        #expect(close || expected.alpha <= 1, "pixel \(x),\(y): \(got) vs \(expected)")
      }
    }
  }

  @Test func downscaleOfNoiseMatchesTheTextbookAverage() {
    // 6x3 -> 4x2: weights per axis are 1 and 1/2 of 1.5 source pixels.
    let image = Self.noise(width: 6, height: 3, seed: 11)
    let result = Resampler.resize(image, width: 4, height: 2)
    let columnWeights: [[(Int, Double)]] = [
      [(0, 2.0 / 3), (1, 1.0 / 3)], [(1, 1.0 / 3), (2, 2.0 / 3)],
      [(3, 2.0 / 3), (4, 1.0 / 3)], [(4, 1.0 / 3), (5, 2.0 / 3)],
    ]
    let rowWeights: [[(Int, Double)]] = [[(0, 2.0 / 3), (1, 1.0 / 3)], [(1, 1.0 / 3), (2, 2.0 / 3)]]
    for y in 0..<2 {
      for x in 0..<4 {
        var taps = [(ThemeRGBA, Double)]()
        for (row, rowWeight) in rowWeights[y] {
          for (column, columnWeight) in columnWeights[x] {
            taps.append((image[column, row], rowWeight * columnWeight))
          }
        }
        #expect(result[x, y] == ReferenceSRGB.average(taps), "pixel \(x),\(y)")
      }
    }
  }

  @Test(arguments: [
    (44.0, 3, 132), (44.0, 1, 44), (22.5, 2, 45), (10.4, 1, 10), (0.5, 1, 1), (33.5, 1, 34),
    (1.0 / 3, 3, 1), (0.0, 2, 0),
  ])
  func pixelSizeRoundsPointsTimesScale(points: Double, scale: Int, pixels: Int) {
    #expect(Resampler.pixelSize(points: points, scale: scale) == pixels)
  }

  @Test func pointSizeDividesByScale() {
    #expect(Resampler.pointSize(pixels: 132, scale: 3) == 44)
    #expect(Resampler.pointSize(pixels: 45, scale: 2) == 22.5)
  }

  @Test(arguments: [
    (100, 31, 3, 2, 67, 21), (100, 31, 3, 1, 33, 10), (2, 2, 3, 1, 1, 1), (30, 30, 2, 3, 45, 45),
  ])
  func resizeBetweenScales(
    width: Int, height: Int, from: Int, to: Int, expectedWidth: Int, expectedHeight: Int
  ) {
    let image = RGBAImage(width: width, height: height, fill: ThemeRGBA(red: 1, green: 2, blue: 3))
    let result = Resampler.resize(image, fromScale: from, toScale: to)
    #expect(result.width == expectedWidth && result.height == expectedHeight)
  }

  @Test func encodingTableMatchesTheCurve() {
    var linears = (0...20_000).map { Float($0) / 20_000 }
    linears += (0...255).map { Float(ReferenceSRGB.linear(UInt8($0))) }
    for value in linears {
      #expect(SRGBTransfer.encodeByte(value) == ReferenceSRGB.code(Double(value)), "\(value)")
    }
  }

  // MARK: - Fixtures

  static func image(width: Int, height: Int, _ colors: [ThemeRGBA]) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: .clear)
    for (index, color) in colors.enumerated() { image[index % width, index / width] = color }
    return image
  }

  /// Deterministic pseudo-random pixels, some transparent.
  static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    var bytes = [UInt8]()
    for _ in 0..<(width * height * 4) {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      bytes.append(UInt8(truncatingIfNeeded: state >> 24))
    }
    return RGBAImage(width: width, height: height, pixels: bytes)
  }

  /// A `color` disc of radius 0.45·size, antialiased by 4×4 supersampling, on transparency.
  static func disc(size: Int, color: ThemeRGBA) -> RGBAImage {
    var image = RGBAImage(width: size, height: size, fill: .clear)
    let center = Double(size) / 2
    let radius = Double(size) * 0.45
    for y in 0..<size {
      for x in 0..<size {
        var inside = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let dx = Double(x) + (Double(sx) + 0.5) / 4 - center
            let dy = Double(y) + (Double(sy) + 0.5) / 4 - center
            if dx * dx + dy * dy <= radius * radius { inside += 1 }
          }
        }
        if inside > 0 {
          let alpha = UInt8((Double(color.alpha) * Double(inside) / 16).rounded())
          image[x, y] = ThemeRGBA(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        }
      }
    }
    return image
  }
}
