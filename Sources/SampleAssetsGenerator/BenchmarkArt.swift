import Foundation
import ThemePackImaging

/// The benchmark project's images, drawn at 3x like real iOS assets (sizes in points).
///
/// Template assets are white with antialiased alpha (the tint supplies the colour);
/// backgrounds are full colour. Every image is a function of its arguments and a seed, so
/// the same call gives the same pixels.
enum BenchmarkArt {
  static let scale = SampleArt.scale

  /// A template icon `points` on a side: one of a dozen glyph families, its proportions
  /// varied by `random`.
  static func icon(points: Int, random: inout SeededRandom) -> RGBAImage {
    let size = Double(points) * scale
    var raster = Raster(width: Int(size), height: Int(size))
    raster.fill(glyph(size: size, random: &random), .white)
    return raster.image()
  }

  /// A filled rounded button background, `width × height` pt with corner `radius` pt.
  static func filledButton(width: Int, height: Int, radius: Double) -> RGBAImage {
    var raster = Raster(width: width * 3, height: height * 3)
    let (w, h) = (Double(width) * scale, Double(height) * scale)
    raster.fill(
      .roundedRect(cx: w / 2, cy: h / 2, halfWidth: w / 2, halfHeight: h / 2, radius: radius * scale),
      .white)
    return raster.image()
  }

  /// An outlined rounded button background with a faint fill: `stroke` pt wide at full
  /// strength, the inside at `fill` alpha.
  static func outlinedButton(
    width: Int, height: Int, radius: Double, stroke: Double, fill: Double
  ) -> RGBAImage {
    var raster = Raster(width: width * 3, height: height * 3)
    let (w, h) = (Double(width) * scale, Double(height) * scale)
    let line = stroke * scale
    let frame = DistanceField.roundedRect(
      cx: w / 2, cy: h / 2, halfWidth: w / 2 - line / 2, halfHeight: h / 2 - line / 2,
      radius: radius * scale)
    if fill > 0 { raster.fill(frame, Raster.Paint(1, 1, 1, fill)) }
    raster.fill(frame.stroked(width: line), .white)
    return raster.image()
  }

  /// A bar background `width × height` pt: opaque, with a 1 pt hairline at 35% along the
  /// bottom edge (nav bars) or the top edge (tab bars and toolbars).
  static func bar(width: Int, height: Int, hairlineAtTop: Bool) -> RGBAImage {
    var raster = Raster(width: width * 3, height: height * 3)
    let (w, h) = (Double(width) * scale, Double(height) * scale)
    let hairline = scale
    let bodyTop = hairlineAtTop ? hairline : 0
    let bodyHeight = h - hairline
    raster.fill(
      .roundedRect(
        cx: w / 2, cy: bodyTop + bodyHeight / 2, halfWidth: w / 2, halfHeight: bodyHeight / 2, radius: 0),
      .white)
    let lineCentre = hairlineAtTop ? hairline / 2 : h - hairline / 2
    raster.fill(
      .roundedRect(cx: w / 2, cy: lineCentre, halfWidth: w / 2, halfHeight: hairline / 2, radius: 0),
      Raster.Paint(1, 1, 1, 0.35))
    return raster.image()
  }

  /// A full-screen background, 375×812 pt: a diagonal gradient between two colours, a few
  /// soft glows, faint rings, and film grain of ±`grain` 8-bit levels per channel.
  static func background(random: inout SeededRandom, grain: Double) -> RGBAImage {
    let (width, height) = (375 * 3, 812 * 3)
    let start = randomColor(&random, lightness: 0.25...0.45)
    let end = randomColor(&random, lightness: 0.55...0.8)
    struct Glow {
      var x, y, radius, strength: Double
    }
    let glows = (0..<4).map { _ in
      Glow(
        x: random.unit(0...Double(width)), y: random.unit(0...Double(height)),
        radius: random.unit(250...700), strength: random.unit(0.12...0.3))
    }
    let seed = random.next()
    let (w, h) = (Double(width), Double(height))
    var raster = Raster(width: width, height: height)
    raster.fill(.everywhere) { x, y in
      let t = max(0, min(1, (x / w + y / h) / 2))
      var light = 0.0
      for glow in glows {
        let d2 = ((x - glow.x) * (x - glow.x) + (y - glow.y) * (y - glow.y)) / (glow.radius * glow.radius)
        light += glow.strength * max(0, 1 - d2) * max(0, 1 - d2)
      }
      let n = (SeededRandom.noise(Int(x), Int(y), seed: seed) - 0.5) * 2 * grain / 255
      func channel(_ a: Double, _ b: Double) -> Double {
        min(1, max(0, a + (b - a) * t + (1 - a - (b - a) * t) * light + n))
      }
      return Raster.Paint(
        channel(start.red, end.red), channel(start.green, end.green), channel(start.blue, end.blue))
    }
    for index in 0..<3 {
      let ring = DistanceField.circle(
        cx: random.unit(0...w), cy: random.unit(0...h), radius: random.unit(150...450)
      ).stroked(width: 6 + Double(index) * 3)
      raster.fill(ring, Raster.Paint(1, 1, 1, 0.08))
    }
    return raster.image()
  }

  /// A saturated colour of random hue with HSL lightness in `lightness`.
  static func randomColor(_ random: inout SeededRandom, lightness: ClosedRange<Double>) -> Raster.Paint {
    hsl(hue: random.unit(0...360), saturation: random.unit(0.45...0.8), lightness: random.unit(lightness))
  }

  /// HSL (hue in degrees) to sRGB.
  static func hsl(hue: Double, saturation: Double, lightness: Double) -> Raster.Paint {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let h = (hue.truncatingRemainder(dividingBy: 360)) / 60
    let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = lightness - chroma / 2
    return Raster.Paint(r + m, g + m, b + m)
  }

  /// One glyph filling a `size`-pixel square with about a tenth of it as margin.
  private static func glyph(size s: Double, random: inout SeededRandom) -> DistanceField {
    let c = s / 2
    let line = s * random.unit(0.07...0.11)
    let r = s * 0.4
    switch random.integer(0...11) {
    case 0:  // ring with a dot
      return DistanceField.circle(cx: c, cy: c, radius: r - line / 2).stroked(width: line)
        .union(.circle(cx: c, cy: c, radius: r * random.unit(0.2...0.4)))
    case 1:  // plus
      return DistanceField.capsule(x1: c, y1: c - r, x2: c, y2: c + r, radius: line / 2)
        .union(.capsule(x1: c - r, y1: c, x2: c + r, y2: c, radius: line / 2))
    case 2:  // chevron, like the sample's button arrow
      let k = s / 48
      let arrow = SampleArt.chevron(x: c / k, y: c / k)
      return DistanceField { x, y in arrow.distance(x / k, y / k) * k }
    case 3:  // check mark
      return DistanceField.capsule(x1: c - r, y1: c, x2: c - r * 0.3, y2: c + r * 0.6, radius: line / 2)
        .union(.capsule(x1: c - r * 0.3, y1: c + r * 0.6, x2: c + r, y2: c - r * 0.6, radius: line / 2))
    case 4:  // grid of four rounded squares
      let half = r * random.unit(0.38...0.45)
      let corner = half * random.unit(0.2...0.6)
      var field = DistanceField.roundedRect(
        cx: c - r / 2, cy: c - r / 2, halfWidth: half, halfHeight: half, radius: corner)
      for (dx, dy) in [(1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
        field = field.union(
          .roundedRect(
            cx: c + dx * r / 2, cy: c + dy * r / 2, halfWidth: half, halfHeight: half, radius: corner))
      }
      return field
    case 5:  // list: three bars of different lengths
      var field = DistanceField.circle(cx: -s, cy: -s, radius: 0)
      for row in 0..<3 {
        let y = c + Double(row - 1) * r * 0.7
        let length = r * random.unit(1.2...2)
        field = field.union(.capsule(x1: c - r, y1: y, x2: c - r + length, y2: y, radius: line / 2))
      }
      return field
    case 6:  // the sample's bus
      let k = s / 72
      let bus = SampleArt.busGlyph()
      return DistanceField { x, y in bus.distance(x / k, y / k) * k }
    case 7:  // asterisk
      var field = DistanceField.circle(cx: -s, cy: -s, radius: 0)
      let arms = random.integer(3...4)
      for arm in 0..<arms {
        let angle = Double.pi * Double(arm) / Double(arms)
        let (dx, dy) = (cos(angle) * r, sin(angle) * r)
        field = field.union(.capsule(x1: c - dx, y1: c - dy, x2: c + dx, y2: c + dy, radius: line / 2))
      }
      return field
    case 8:  // magnifier
      let lens = r * 0.6
      return DistanceField.circle(cx: c - r * 0.2, cy: c - r * 0.2, radius: lens).stroked(width: line)
        .union(.capsule(x1: c + r * 0.25, y1: c + r * 0.25, x2: c + r, y2: c + r, radius: line * 0.6))
    case 9:  // bell
      let body = DistanceField.roundedRect(
        cx: c, cy: c, halfWidth: r * 0.65, halfHeight: r * 0.7, radius: r * 0.6)
      let rim = DistanceField.capsule(
        x1: c - r * 0.85, y1: c + r * 0.6, x2: c + r * 0.85, y2: c + r * 0.6, radius: line / 2)
      return body.union(rim).union(.circle(cx: c, cy: c + r * 0.92, radius: line * 0.8))
    case 10:  // card with a cut-out line, like a message
      let card = DistanceField.roundedRect(
        cx: c, cy: c, halfWidth: r, halfHeight: r * 0.72, radius: r * random.unit(0.15...0.35))
      return card.subtracting(.capsule(x1: c - r * 0.6, y1: c, x2: c + r * 0.6, y2: c, radius: line / 2))
    default:  // heart-like: two discs over a rotated square
      let lobe = r * 0.52
      let square = DistanceField { x, y in
        let u = ((x - c) + (y - c - r * 0.05)) / 2.0.squareRoot()
        let v = ((x - c) - (y - c - r * 0.05)) / 2.0.squareRoot()
        return max(abs(u), abs(v)) - lobe
      }
      return square.union(.circle(cx: c - lobe * 0.7, cy: c - lobe * 0.45, radius: lobe))
        .union(.circle(cx: c + lobe * 0.7, cy: c - lobe * 0.45, radius: lobe))
    }
  }
}
