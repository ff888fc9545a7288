import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// The benchmark project (`SampleAssetsGenerator --benchmark DIR`): many themes of many
/// assets, sized like a real iOS app's, that lints clean and is byte-identical on every run.
///
/// The assets, in this order until `assetCount` is reached: `backgroundCount` full-screen
/// backgrounds (375×812 pt, full colour, not tinted), three bars with caps (nav bar, large
/// nav bar, tab bar), six button and field backgrounds with 9-part slices, one per-theme
/// preview card drawn in each theme's colour, and template icons of 24 to 60 pt for the rest.
/// Masters are @3x files in `Base/`; each theme folder holds `theme.json` and its preview.
struct BenchmarkProject {
  var themeCount = 24
  var assetCount = 40
  var backgroundCount = 2
  /// Film grain of the backgrounds, in 8-bit levels either way.
  var grain = 3.0
  var seed: UInt64 = 0x7E4E_9ACC

  /// The fewest assets: every kind but icons once, and one icon.
  static let minimumAssetCount = 11

  enum Kind {
    case background(index: Int)
    case bar(width: Int, height: Int, hairlineAtTop: Bool)
    case filledButton(width: Int, height: Int, radius: Double, caps: Int)
    case outlinedButton(width: Int, height: Int, radius: Double, caps: Int, stroke: Double, fill: Double)
    case preview
    case icon(points: Int)
  }

  /// The asset names and kinds, in config order.
  var assets: [(name: String, kind: Kind)] {
    var list: [(String, Kind)] = (0..<backgroundCount).map { ("background\($0 + 1)", .background(index: $0)) }
    list += [
      ("navBar", .bar(width: 375, height: 44, hairlineAtTop: false)),
      ("navBarLarge", .bar(width: 375, height: 96, hairlineAtTop: false)),
      ("tabBar", .bar(width: 375, height: 49, hairlineAtTop: true)),
      ("buttonPrimary", .filledButton(width: 160, height: 44, radius: 8, caps: 12)),
      ("buttonSmall", .filledButton(width: 80, height: 32, radius: 6, caps: 8)),
      ("buttonPill", .filledButton(width: 120, height: 40, radius: 12, caps: 14)),
      ("buttonSecondary", .outlinedButton(width: 160, height: 44, radius: 8, caps: 12, stroke: 1.5, fill: 0)),
      ("textField", .outlinedButton(width: 343, height: 44, radius: 6, caps: 8, stroke: 1, fill: 0.08)),
      (
        "cardBackground",
        .outlinedButton(width: 343, height: 120, radius: 12, caps: 16, stroke: 1, fill: 0.15)
      ),
      ("themePreview", .preview),
    ]
    let iconSizes = [24, 28, 30, 32, 36, 40, 44, 48, 60]
    var index = 0
    while list.count < assetCount {
      list.append((String(format: "icon%02d", index + 1), .icon(points: iconSizes[index % iconSizes.count])))
      index += 1
    }
    return Array(list.prefix(assetCount))
  }

  /// Theme names and colours: hues spread round the circle, saturation and lightness varied.
  var themes: [(name: String, color: Raster.Paint)] {
    var random = SeededRandom(seed: seed ^ 0x7BE3E5)
    return (0..<themeCount).map { index in
      let hue = (Double(index) * 360 / Double(themeCount) + random.unit(0...10))
      let color = BenchmarkArt.hsl(
        hue: hue, saturation: random.unit(0.5...0.8), lightness: random.unit(0.32...0.5))
      return (String(format: "theme%02d", index + 1), color)
    }
  }

  /// Writes the project into `folder` (created when missing; files already there are
  /// replaced, others left alone), reporting each file to `log`.
  func write(to folder: String, log: (String) -> Void) throws {
    let assets = assets
    let themes = themes
    try write(JSONWriter(style: .standard).bytes(config(assets)), to: folder + "/themepack.json", log: log)
    for (offset, asset) in assets.enumerated() {
      var random = SeededRandom(seed: seed &+ UInt64(offset) &* 0x9E37)
      let image: RGBAImage
      switch asset.kind {
      case .background:
        image = BenchmarkArt.background(random: &random, grain: grain)
      case .bar(let width, let height, let top):
        image = BenchmarkArt.bar(width: width, height: height, hairlineAtTop: top)
      case .filledButton(let width, let height, let radius, _):
        image = BenchmarkArt.filledButton(width: width, height: height, radius: radius)
      case .outlinedButton(let width, let height, let radius, _, let stroke, let fill):
        image = BenchmarkArt.outlinedButton(
          width: width, height: height, radius: radius, stroke: stroke, fill: fill)
      case .icon(let points):
        image = BenchmarkArt.icon(points: points, random: &random)
      case .preview:
        continue
      }
      try write(image, to: "\(folder)/Base/\(asset.name)@3x.png", log: log)
    }
    let hasPreview = assets.contains { if case .preview = $0.kind { true } else { false } }
    for theme in themes {
      let settings: JSONValue = .object([
        "version": .string("1.0.0"),
        "color": .string(Self.hex(theme.color)),
        "colors": .object(["onColor": .string(Self.hex(onColor(for: theme.color)))]),
      ])
      let themeFolder = "\(folder)/Themes/\(theme.name)"
      try write(JSONWriter(style: .standard).bytes(settings), to: themeFolder + "/theme.json", log: log)
      if hasPreview {
        let preview = SampleArt.themePreview(color: theme.color, onColor: onColor(for: theme.color))
        try write(preview, to: themeFolder + "/themePreview@3x.png", log: log)
      }
    }
  }

  private func config(_ assets: [(name: String, kind: Kind)]) -> JSONValue {
    func slice(top: Int, left: Int, bottom: Int, right: Int, center: String) -> JSONValue {
      .object([
        "capInsets": .object([
          "top": .number(Double(top)), "left": .number(Double(left)),
          "bottom": .number(Double(bottom)), "right": .number(Double(right)),
        ]),
        "center": .string(center),
      ])
    }
    var entries: [String: JSONValue] = [:]
    for asset in assets {
      var entry: [String: JSONValue] = ["source": .string("master"), "tint": .string("template")]
      switch asset.kind {
      case .background:
        entry["tint"] = .string("none")
        entry["dark"] = .string("same")
      case .bar(_, _, let top):
        entry["slice"] = slice(top: top ? 1 : 0, left: 0, bottom: top ? 0 : 1, right: 1, center: "tile")
        entry["dark"] = .string("retint")
      case .filledButton(_, _, _, let caps), .outlinedButton(_, _, _, let caps, _, _):
        entry["slice"] = slice(top: caps, left: caps, bottom: caps, right: caps, center: "stretch")
        entry["dark"] = .string("retint")
      case .preview:
        entry = [
          "source": .string("perTheme"), "tint": .string("none"), "dark": .string("same"),
          "themeColored": .bool(true),
        ]
      case .icon:
        entry["dark"] = .string("retint")
      }
      entries[asset.name] = .object(entry)
    }
    return .object([
      "packageName": .string("com.example.benchmark.themes"),
      "scales": .array([.number(1), .number(2), .number(3)]),
      "dark": .object(["background": .string("#1C1C1E"), "minimumContrast": .number(3)]),
      "assets": .object(entries),
    ])
  }

  /// White on dark colours, near-black on light ones (the better WCAG contrast).
  func onColor(for color: Raster.Paint) -> Raster.Paint {
    let rgba = Self.rgba(color)
    let white = ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 255)
    let ink = ThemeRGBA(red: 44, green: 62, blue: 80, alpha: 255)
    return WCAGContrast.ratio(rgba, white) >= WCAGContrast.ratio(rgba, ink)
      ? .white : Raster.Paint(bytes: 44, 62, 80)
  }

  private static func rgba(_ paint: Raster.Paint) -> ThemeRGBA {
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255 + 0.5).rounded(.down)))) }
    return ThemeRGBA(red: byte(paint.red), green: byte(paint.green), blue: byte(paint.blue), alpha: 255)
  }

  /// `#RRGGBB`, quantised the way `Raster` quantises.
  static func hex(_ paint: Raster.Paint) -> String {
    rgba(paint).hexString
  }

  func write(_ bytes: [UInt8], to path: String, log: (String) -> Void) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try AtomicFile.write(bytes, to: path)
    log("wrote \(path)")
  }

  private func write(_ image: RGBAImage, to path: String, log: (String) -> Void) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try PNGEncoder.write(image, toPath: path, options: PNGEncodeOptions(compressionLevel: 9))
    log("wrote \(path) (\(image.width)×\(image.height) px)")
  }
}
