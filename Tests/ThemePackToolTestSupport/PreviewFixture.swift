import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview

/// Preview inputs drawn in code: a few themes of template-tinted shapes, a sliced navigation
/// bar, an original-colour logo with a dark variant, an odd-sized asset, a missing asset and
/// findings, like a small real project.
package enum PreviewFixture {
  package static let scales = [1, 2, 3]

  /// A shape in points: whether the point `(x, y)` of a `width × height` pt canvas is inside.
  package typealias Shape = @Sendable (_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool

  /// Coverage of `shape` at `scale`, 4×4 samples per pixel, as the alpha of `color`.
  package static func draw(
    _ shape: Shape, width: Double, height: Double, scale: Int, color: ThemeRGBA
  ) -> RGBAImage {
    let pixelWidth = Int((width * Double(scale)).rounded())
    let pixelHeight = Int((height * Double(scale)).rounded())
    var image = RGBAImage(width: pixelWidth, height: pixelHeight, fill: .clear)
    for py in 0..<pixelHeight {
      for px in 0..<pixelWidth {
        var inside = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let x = (Double(px) + (Double(sx) + 0.5) / 4) / Double(scale)
            let y = (Double(py) + (Double(sy) + 0.5) / 4) / Double(scale)
            if shape(x, y, width, height) { inside += 1 }
          }
        }
        if inside > 0 {
          image[px, py] = ThemeRGBA(
            red: color.red, green: color.green, blue: color.blue,
            alpha: UInt8((inside * 255 + 8) / 16))
        }
      }
    }
    return image
  }

  package static let magnifier: Shape = { x, y, width, _ in
    let radius = width * 0.32
    let dx = x - width * 0.42
    let dy = y - width * 0.42
    let distance = (dx * dx + dy * dy).squareRoot()
    let ring = abs(distance - radius) < width * 0.08
    let along = (x + y) / 2 - width * 0.72
    let handle = along > 0 && along < width * 0.2 && abs(x - y) < width * 0.14
    return ring || handle
  }

  package static let roundedSquare: Shape = { x, y, width, height in
    let radius = width * 0.22
    let cx = min(max(x, radius), width - radius)
    let cy = min(max(y, radius), height - radius)
    return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
  }

  package static let star: Shape = { x, y, width, height in
    let dx = x - width / 2
    let dy = y - height / 2
    let angle = atan2(dy, dx)
    let distance = (dx * dx + dy * dy).squareRoot()
    let spike = 0.5 + 0.5 * cos(5 * angle)
    return distance < width * (0.2 + 0.26 * spike)
  }

  /// A navigation bar master in `color`: a 1 pt darker hairline at the bottom and 8 pt caps
  /// with a light notch, so a wrong cap inset shows.
  package static func navigationBar(
    width: Double, height: Double, scale: Int, color: ThemeRGBA
  ) -> RGBAImage {
    let pixelWidth = Int((width * Double(scale)).rounded())
    let pixelHeight = Int((height * Double(scale)).rounded())
    var image = RGBAImage(width: pixelWidth, height: pixelHeight, fill: color)
    let hairline = ThemeRGBA(
      red: color.red / 2, green: color.green / 2, blue: color.blue / 2, alpha: 255)
    for x in 0..<pixelWidth {
      for y in (pixelHeight - scale)..<pixelHeight { image[x, y] = hairline }
    }
    let notch = ThemeRGBA(
      red: UInt8(min(255, Int(color.red) + 60)), green: UInt8(min(255, Int(color.green) + 60)),
      blue: UInt8(min(255, Int(color.blue) + 60)))
    for y in (2 * scale)..<(pixelHeight - 3 * scale) {
      for x in (2 * scale)..<(4 * scale) {
        image[x, y] = notch
        image[pixelWidth - 1 - x, y] = notch
      }
    }
    return image
  }

  package struct ThemeSpec {
    package var name: String
    package var color: ThemeRGBA
    package var darkColor: ThemeRGBA
    package var isHypothetical = false
    package var searchSize: Double = 24
    package var skip: Set<String> = []
    package var findings: [PreviewFinding] = []
  }

  package static let themes: [ThemeSpec] = [
    ThemeSpec(
      name: "blue", color: ThemeRGBA(red: 34, green: 107, blue: 170),
      darkColor: ThemeRGBA(red: 122, green: 178, blue: 235),
      findings: [
        PreviewFinding(
          asset: "choseBtn", severity: .warning, ruleID: "color-drift",
          message: "dominant colour #2A6FB0 is 6.1 away from the theme colour #226BAA")
      ]),
    ThemeSpec(
      name: "sunFlower", color: ThemeRGBA(red: 241, green: 196, blue: 15),
      darkColor: ThemeRGBA(red: 241, green: 196, blue: 15), skip: ["choseBtn"],
      findings: [
        PreviewFinding(
          asset: "choseBtn", severity: .error, ruleID: "missing-asset",
          message: "'choseBtn' has no file in theme 'sunFlower'"),
        PreviewFinding(
          severity: .warning, ruleID: "dark-contrast",
          message: "the light colour is used in dark mode unchanged"),
      ]),
    ThemeSpec(
      name: "wisteria", color: ThemeRGBA(red: 142, green: 68, blue: 173),
      darkColor: ThemeRGBA(red: 201, green: 150, blue: 224), searchSize: 26,
      findings: [
        PreviewFinding(
          asset: "searchBtn", severity: .error, ruleID: "inconsistent-size",
          message: "'searchBtn' is 26×26 pt here and 24×24 pt in 2 other themes")
      ]),
    ThemeSpec(
      name: "try-FF3B30", color: ThemeRGBA(red: 255, green: 59, blue: 48),
      darkColor: ThemeRGBA(red: 255, green: 120, blue: 110), isHypothetical: true),
  ]

  package static let navigationBarSpec = SliceSpec(
    insets: SliceInsets(top: 0, left: 8, bottom: 0, right: 8), center: .stretch)

  package static func navigationBarAsset(color: ThemeRGBA, darkColor: ThemeRGBA) throws -> PreviewAsset {
    var images: [Int: PreviewImages] = [:]
    var insets: [Int: SlicePixelInsets] = [:]
    var master: RGBAImage?
    for scale in scales {
      let light = navigationBar(width: 40, height: 44, scale: scale, color: color)
      let dark = navigationBar(width: 40, height: 44, scale: scale, color: darkColor)
      let slicedLight = try Slicer.slice(light, spec: navigationBarSpec, scale: scale)
      let slicedDark = try Slicer.slice(dark, spec: navigationBarSpec, scale: scale)
      images[scale] = PreviewImages(light: slicedLight.image)
      images[scale]?[.dark] = slicedDark.image
      insets[scale] = slicedLight.pixelInsets
      master = light
    }
    return PreviewAsset(
      name: "navBar", pointWidth: 40, pointHeight: 44, rendering: .original, images: images,
      slice: PreviewSlice(pixelInsets: insets, center: .stretch), master: master)
  }

  package static func iconAsset(
    name: String, shape: Shape, size: Double, color: ThemeRGBA, darkColor: ThemeRGBA
  ) -> PreviewAsset {
    var images: [Int: PreviewImages] = [:]
    for scale in scales {
      let dark = draw(shape, width: size, height: size, scale: scale, color: darkColor)
      images[scale] = PreviewImages(light: draw(shape, width: size, height: size, scale: scale, color: color))
      images[scale]?[.dark] = dark
    }
    return PreviewAsset(
      name: name, pointWidth: size, pointHeight: size, rendering: .template, images: images)
  }

  package static func logoAsset() -> PreviewAsset {
    var images: [Int: PreviewImages] = [:]
    let ink = ThemeRGBA(red: 40, green: 40, blue: 48)
    let paper = ThemeRGBA(red: 236, green: 236, blue: 240)
    for scale in scales {
      var light = draw(roundedSquare, width: 60, height: 20, scale: scale, color: ink)
      var dark = draw(roundedSquare, width: 60, height: 20, scale: scale, color: paper)
      let mark = draw(
        star, width: 20, height: 20, scale: scale, color: ThemeRGBA(red: 255, green: 149, blue: 0))
      for y in 0..<mark.height {
        for x in 0..<mark.width where mark[x, y].alpha > 0 {
          light[x + 2 * scale, y] = mark[x, y]
          dark[x + 2 * scale, y] = mark[x, y]
        }
      }
      images[scale] = PreviewImages(light: light)
      images[scale]?[.dark] = dark
    }
    return PreviewAsset(
      name: "logo", pointWidth: 60, pointHeight: 20, rendering: .original, images: images)
  }

  /// The whole sample project.
  package static func input() throws -> PreviewInput {
    var themes: [PreviewTheme] = []
    for spec in Self.themes {
      var assets = [
        try navigationBarAsset(color: spec.color, darkColor: spec.darkColor),
        iconAsset(
          name: "searchBtn", shape: magnifier, size: spec.searchSize, color: spec.color,
          darkColor: spec.darkColor),
        iconAsset(
          name: "choseBtn", shape: roundedSquare, size: 30, color: spec.color,
          darkColor: spec.darkColor),
        iconAsset(
          name: "favorite", shape: star, size: 22, color: spec.color, darkColor: spec.darkColor),
        logoAsset(),
        iconAsset(
          name: "dot", shape: roundedSquare, size: 6, color: spec.color, darkColor: spec.darkColor),
      ]
      assets.removeAll { spec.skip.contains($0.name) }
      themes.append(
        PreviewTheme(
          name: spec.name, isHypothetical: spec.isHypothetical, color: spec.color,
          darkColor: spec.darkColor, assets: assets, findings: spec.findings))
    }
    return PreviewInput(
      title: "com.example.ibus.themes", scales: scales, themes: themes,
      navigationBar: PreviewNavigationBar(asset: "navBar"),
      findings: [
        PreviewFinding(
          severity: .warning, ruleID: "junk-file", message: "'Assets/Themes/.DS_Store' is ignored")
      ])
  }
}
