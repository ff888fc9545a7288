import Foundation

/// The vector benchmark's icons: SVG documents `points` on a side (width, height and viewBox
/// in points), black on transparent like a template icon (the tint supplies the colour), drawn
/// from one of eight families — stroked polylines with round caps, closed cubic blobs,
/// rings, even-odd stars, framed quadratic waves, arc gauges, rotated groups and
/// smooth-curve badges — with their proportions varied by `random`.
///
/// The text is a function of the arguments and the generator's state: every number is written
/// with at most two decimals by `number(_:)` (so libm's last bits never reach the file), and
/// the same call gives the same bytes.
enum VectorIconArt {
  /// How many families `icon(points:family:random:)` draws.
  static let familyCount = 8

  static func icon(points: Int, family: Int, random: inout SeededRandom) -> String {
    let size = Double(points)
    let body: String
    switch family % familyCount {
    case 0: body = polyline(size: size, random: &random)
    case 1: body = blob(size: size, random: &random)
    case 2: body = ring(size: size, random: &random)
    case 3: body = star(size: size, random: &random)
    case 4: body = wave(size: size, random: &random)
    case 5: body = gauge(size: size, random: &random)
    case 6: body = group(size: size, random: &random)
    default: body = badge(size: size, random: &random)
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(points)" height="\(points)" viewBox="0 0 \(points) \(points)">
      \(body)
      </svg>

      """
  }

  /// A zigzag or chevron run as one stroked path, round caps and joins.
  private static func polyline(size: Double, random: inout SeededRandom) -> String {
    let count = random.integer(3...6)
    let margin = size * 0.15
    var data = "M\(number(margin)) \(number(size * random.unit(0.3...0.7)))"
    for index in 1...count {
      let x = margin + (size - 2 * margin) * Double(index) / Double(count)
      let y = size * (index % 2 == 0 ? random.unit(0.55...0.85) : random.unit(0.15...0.45))
      data += " L\(number(x)) \(number(y))"
    }
    let width = size * random.unit(0.06...0.12)
    return """
        <path d="\(data)" fill="none" stroke="#000" stroke-width="\(number(width))" \
      stroke-linecap="round" stroke-linejoin="round"/>
      """
  }

  /// A closed blob of cubic curves through points round the centre, with a hole.
  private static func blob(size: Double, random: inout SeededRandom) -> String {
    let count = random.integer(4...7)
    let centre = size / 2
    var corners: [(Double, Double)] = []
    for index in 0..<count {
      let angle = Double(index) / Double(count) * 2 * Double.pi + random.unit(-0.2...0.2)
      let radius = size * random.unit(0.3...0.46)
      corners.append((centre + radius * cos(angle), centre + radius * sin(angle)))
    }
    var data = "M\(number(corners[0].0)) \(number(corners[0].1))"
    for index in 0..<count {
      let (x0, y0) = corners[index]
      let (x1, y1) = corners[(index + 1) % count]
      let bend = random.unit(0.2...0.45)
      // Control points pushed out from the centre, so the edges bulge.
      let c1 = (x0 + (x1 - x0) * bend + (x0 - centre) * bend, y0 + (y1 - y0) * bend + (y0 - centre) * bend)
      let c2 = (x1 - (x1 - x0) * bend + (x1 - centre) * bend, y1 - (y1 - y0) * bend + (y1 - centre) * bend)
      data += " C\(number(c1.0)) \(number(c1.1)) \(number(c2.0)) \(number(c2.1)) \(number(x1)) \(number(y1))"
    }
    let hole = size * random.unit(0.08...0.14)
    data += " Z M\(number(centre - hole)) \(number(centre)) a\(number(hole)) \(number(hole)) 0 1 0 "
    data += "\(number(2 * hole)) 0 a\(number(hole)) \(number(hole)) 0 1 0 \(number(-2 * hole)) 0 Z"
    return "  <path d=\"\(data)\" fill=\"#000\" fill-rule=\"evenodd\"/>"
  }

  /// A stroked ring with a dot inside and a half-transparent tick.
  private static func ring(size: Double, random: inout SeededRandom) -> String {
    let centre = number(size / 2)
    let stroke = size * random.unit(0.07...0.12)
    let radius = size / 2 - stroke / 2 - size * random.unit(0.04...0.1)
    let dot = size * random.unit(0.08...0.16)
    let angle = random.unit(0...(2 * Double.pi))
    let tip = (size / 2 + radius * 0.7 * cos(angle), size / 2 + radius * 0.7 * sin(angle))
    return """
        <circle cx="\(centre)" cy="\(centre)" r="\(number(radius))" fill="none" stroke="#000" \
      stroke-width="\(number(stroke))"/>
        <circle cx="\(centre)" cy="\(centre)" r="\(number(dot))" fill="#000"/>
        <line x1="\(centre)" y1="\(centre)" x2="\(number(tip.0))" y2="\(number(tip.1))" stroke="#000" \
      stroke-opacity="0.6" stroke-width="\(number(stroke * 0.6))" stroke-linecap="round"/>
      """
  }

  /// A star of 5 to 9 points as one polygon, drawn even-odd so it overlaps itself with holes.
  private static func star(size: Double, random: inout SeededRandom) -> String {
    let spikes = random.integer(5...9)
    var step = random.integer(2...((spikes - 1) / 2))
    // A step sharing a factor with the spikes traces a smaller polygon twice, which even-odd
    // would cancel out: step down to one that visits every point.
    while greatestCommonDivisor(spikes, step) != 1 { step -= 1 }
    let centre = size / 2
    let radius = size * random.unit(0.38...0.47)
    let turn = random.unit(0...1)
    let corners = (0..<spikes).map { index -> String in
      let angle = (Double(index * step) / Double(spikes) + turn) * 2 * Double.pi
      return "\(number(centre + radius * cos(angle))),\(number(centre + radius * sin(angle)))"
    }
    return "  <polygon points=\"\(corners.joined(separator: " "))\" fill=\"#000\" fill-rule=\"evenodd\"/>"
  }

  /// A rounded frame with a quadratic wave across it (`Q` then smooth `T` segments).
  private static func wave(size: Double, random: inout SeededRandom) -> String {
    let inset = size * random.unit(0.06...0.12)
    let frame = size * random.unit(0.05...0.08)
    let segments = random.integer(2...4)
    let span = (size - 2 * inset - 2 * frame) / Double(segments)
    let middle = size / 2
    let height = size * random.unit(0.12...0.24)
    var data = "M\(number(inset + frame)) \(number(middle))"
    data += " q\(number(span / 2)) \(number(-height)) \(number(span)) 0"
    for _ in 1..<segments { data += " t\(number(span)) 0" }
    let side = number(size - 2 * inset)
    return """
        <rect x="\(number(inset))" y="\(number(inset))" width="\(side)" height="\(side)" \
      rx="\(number(size * random.unit(0.1...0.25)))" fill="none" stroke="#000" stroke-width="\(number(frame))"/>
        <path d="\(data)" fill="none" stroke="#000" stroke-width="\(number(frame * 1.2))" stroke-linecap="round"/>
      """
  }

  /// An open arc of 200° to 300° with a needle: elliptical-arc `A` commands.
  private static func gauge(size: Double, random: inout SeededRandom) -> String {
    let centre = size / 2
    let radius = size * random.unit(0.32...0.42)
    let sweep = random.unit(200...300) * Double.pi / 180
    let start = Double.pi / 2 + (2 * Double.pi - sweep) / 2
    let end = start + sweep
    let from = (centre + radius * cos(start), centre + radius * sin(start))
    let to = (centre + radius * cos(end), centre + radius * sin(end))
    let needle = start + sweep * random.unit(0.1...0.9)
    let width = size * random.unit(0.08...0.13)
    return """
        <path d="M\(number(from.0)) \(number(from.1)) A\(number(radius)) \(number(radius)) 0 1 1 \
      \(number(to.0)) \(number(to.1))" fill="none" stroke="#000" stroke-width="\(number(width))" \
      stroke-linecap="butt"/>
        <path d="M\(number(centre)) \(number(centre)) L\(number(centre + radius * 0.8 * cos(needle))) \
      \(number(centre + radius * 0.8 * sin(needle)))" stroke="#000" stroke-width="\(number(width * 0.7))" \
      stroke-linecap="round"/>
        <circle cx="\(number(centre))" cy="\(number(centre))" r="\(number(width))" fill="#000"/>
      """
  }

  /// Rounded bars in a group rotated about the centre, at mixed opacities.
  private static func group(size: Double, random: inout SeededRandom) -> String {
    let count = random.integer(2...4)
    let centre = number(size / 2)
    let thickness = size * random.unit(0.1...0.16)
    var bars: [String] = []
    for index in 0..<count {
      let length = size * random.unit(0.45...0.8)
      let y = size * (0.2 + 0.6 * Double(index) / Double(max(count - 1, 1))) - thickness / 2
      let opacity = index == 0 ? "1" : number(random.unit(0.45...0.95))
      bars.append(
        "    <rect x=\"\(number((size - length) / 2))\" y=\"\(number(y))\" width=\"\(number(length))\" "
          + "height=\"\(number(thickness))\" rx=\"\(number(thickness / 2))\" fill-opacity=\"\(opacity)\"/>")
    }
    return """
        <g transform="rotate(\(number(random.unit(-40...40))) \(centre) \(centre))" fill="#000">
      \(bars.joined(separator: "\n"))
        </g>
      """
  }

  /// A shield-like badge of smooth cubic segments (`S`) with a stroked check mark cut out.
  private static func badge(size: Double, random: inout SeededRandom) -> String {
    let left = size * random.unit(0.12...0.2)
    let right = size - left
    let top = size * random.unit(0.08...0.14)
    let shoulder = size * random.unit(0.4...0.55)
    let bottom = size * random.unit(0.86...0.94)
    let middle = size / 2
    let data =
      "M\(number(middle)) \(number(top)) C\(number(middle + size * 0.12)) \(number(top + size * 0.06)) "
      + "\(number(right)) \(number(top + size * 0.04)) \(number(right)) \(number(top + size * 0.1)) "
      + "L\(number(right)) \(number(shoulder)) S\(number(middle + size * 0.2)) \(number(bottom - size * 0.04)) "
      + "\(number(middle)) \(number(bottom)) S\(number(left)) \(number(shoulder + size * 0.1)) "
      + "\(number(left)) \(number(shoulder)) L\(number(left)) \(number(top + size * 0.1)) "
      + "C\(number(left)) \(number(top + size * 0.04)) \(number(middle - size * 0.12)) "
      + "\(number(top + size * 0.06)) \(number(middle)) \(number(top)) Z"
    let check =
      "M\(number(size * 0.34)) \(number(size * 0.5)) l\(number(size * 0.11)) \(number(size * 0.11)) "
      + "l\(number(size * random.unit(0.16...0.22))) \(number(-size * random.unit(0.2...0.26)))"
    return """
        <mask id="cut"><rect width="\(number(size))" height="\(number(size))" fill="#fff"/>
          <path d="\(check)" fill="none" stroke="#000" stroke-width="\(number(size * 0.08))" \
      stroke-linecap="round" stroke-linejoin="round"/></mask>
        <path d="\(data)" fill="#000" mask="url(#cut)"/>
      """
  }

  private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    b == 0 ? a : greatestCommonDivisor(b, a % b)
  }

  /// `value` with at most two decimals, no trailing zeros, never "-0".
  static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
