import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

/// Every tint mode equals its formula exactly, ties included: a plain reference written here
/// (DOMAIN.md §4; W3C Compositing and Blending Level 1 for `color`) on `Double` values in
/// 0…1, quantised once with `floor(x·255 + 0.5)`, against `Tinter` over random pixels. No
/// tolerance: the issue makes the formula the contract.
@Suite("Tinter equals a plain Double reference of every mode, bit for bit")
struct ExactTintTests {
  /// `floor(x·255 + 0.5)`, clamped.
  static func q(_ x: Double) -> UInt8 {
    let v = (x * 255 + 0.5).rounded(.down)
    return v <= 0 ? 0 : v >= 255 ? 255 : UInt8(v)
  }

  /// The reference for one pixel (straight RGBA8) and one tint.
  static func reference(_ p: [UInt8], tint t: ThemeRGBA, mode: TintMode) -> [UInt8] {
    let r = Double(p[0]) / 255
    let g = Double(p[1]) / 255
    let b = Double(p[2]) / 255
    let a = Double(p[3]) / 255
    let tr = Double(t.red) / 255
    let tg = Double(t.green) / 255
    let tb = Double(t.blue) / 255
    let ta = Double(t.alpha) / 255
    var out: (Double, Double, Double, Double)
    switch mode {
    case .none:
      return p
    case .template:
      out = (tr, tg, tb, a * ta)
    case .mix(let amount):
      out = (
        r * (1 - amount) + tr * amount, g * (1 - amount) + tg * amount, b * (1 - amount) + tb * amount, a
      )
    case .multiply:
      out = (r * tr, g * tg, b * tb, a)
    case .screen:
      out = (1 - (1 - r) * (1 - tr), 1 - (1 - g) * (1 - tg), 1 - (1 - b) * (1 - tb), a)
    case .color:
      // SetLum(Cs, Lum(Cb)): Cs the tint, Cb the pixel.
      let lumB = 0.3 * r + 0.59 * g + 0.11 * b
      let d = lumB - (0.3 * tr + 0.59 * tg + 0.11 * tb)
      var cr = tr + d
      var cg = tg + d
      var cb = tb + d
      // ClipColor(C).
      let l = 0.3 * cr + 0.59 * cg + 0.11 * cb
      let n = min(cr, cg, cb)
      let x = max(cr, cg, cb)
      if n < 0 {
        cr = l + (cr - l) * l / (l - n)
        cg = l + (cg - l) * l / (l - n)
        cb = l + (cb - l) * l / (l - n)
      }
      if x > 1 {
        cr = l + (cr - l) * (1 - l) / (x - l)
        cg = l + (cg - l) * (1 - l) / (x - l)
        cb = l + (cb - l) * (1 - l) / (x - l)
      }
      out = (cr, cg, cb, a)
    }
    let alpha = q(out.3)
    if alpha == 0 { return [0, 0, 0, 0] }
    return [q(out.0), q(out.1), q(out.2), alpha]
  }

  /// Random pixels (every alpha, some fully transparent) in an image of `width × height`.
  static func randomImage(seed: UInt64, width: Int, height: Int) -> RGBAImage {
    var random = SeededRandom(seed: seed)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) {
      let alpha: UInt8 = random.byte() < 16 ? 0 : random.byte()
      bytes += [random.byte(), random.byte(), random.byte(), alpha]
    }
    return RGBAImage(width: width, height: height, pixels: bytes)
  }

  static let modes: [TintMode] = [
    .template, .mix(amount: 0.5), .mix(amount: 0.35), .multiply, .screen, .color,
  ]

  /// Large images take the `color` table; 40×40 is below its threshold and runs per pixel.
  @Test(arguments: modes, [(seed: UInt64(0x5917), side: 200), (seed: 0x34, side: 40)])
  func randomPixelsAndTintsEqualTheReference(mode: TintMode, image: (seed: UInt64, side: Int)) {
    var random = SeededRandom(seed: image.seed ^ 0xC0105)
    let source = Self.randomImage(seed: image.seed, width: image.side, height: image.side)
    var tints: [ThemeRGBA] = [
      ThemeRGBA(red: 34, green: 107, blue: 170), ThemeRGBA(red: 241, green: 196, blue: 15, alpha: 128),
      ThemeRGBA(red: 128, green: 128, blue: 128), ThemeRGBA(red: 255, green: 255, blue: 255),
      ThemeRGBA(red: 0, green: 0, blue: 0),
    ]
    for _ in 0..<5 {
      tints.append(
        ThemeRGBA(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.byte()))
    }
    for tint in tints {
      let result = Tinter.tint(source, color: tint, mode: mode)
      var wrong: [String] = []
      for index in stride(from: 0, to: source.pixels.count, by: 4) {
        let pixel = Array(source.pixels[index..<(index + 4)])
        let want = Self.reference(pixel, tint: tint, mode: mode)
        let got = Array(result.pixels[index..<(index + 4)])
        if got != want { wrong.append("\(pixel) → \(got), formula \(want)") }
      }
      #expect(wrong.isEmpty, "\(mode) with \(tint): \(wrong.count) pixels differ: \(wrong.prefix(3))")
    }
  }

  /// Pixels whose exact `color` result sits on a rounding tie, found by the reference: the
  /// table must hand them to the per-pixel path rather than round them its own way.
  @Test func colorTiesFollowTheFormula() {
    let tint = ThemeRGBA(red: 241, green: 196, blue: 15)
    var bytes: [UInt8] = []
    var random = SeededRandom(seed: 0x71E)
    while bytes.count < 4 * 20_000 {
      let pixel = [random.byte(), random.byte(), random.byte(), 255]
      let sum = 30 * Int(pixel[0]) + 59 * Int(pixel[1]) + 11 * Int(pixel[2])
      let tintSum = 30 * 241 + 59 * 196 + 11 * 15
      // Unclipped channels are tint + (sum − tintSum) / 100 on the 0…255 scale: a tie when
      // the difference ends in 50.
      if ((sum - tintSum) % 100 + 100) % 100 == 50 { bytes += pixel }
    }
    let image = RGBAImage(width: 100, height: 200, pixels: bytes)
    let result = Tinter.tint(image, color: tint, mode: .color)
    for index in stride(from: 0, to: bytes.count, by: 4) {
      let pixel = Array(bytes[index..<(index + 4)])
      #expect(Array(result.pixels[index..<(index + 4)]) == Self.reference(pixel, tint: tint, mode: .color))
    }
  }
}
