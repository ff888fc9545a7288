import ThemePackArchive
import ThemePackImaging

/// One asset every source theme has, after deciding whether a master reproduces it.
package struct FittedAsset: Sendable {
  package var name: String
  /// The scale of the files compared (each theme's highest).
  package var scale: Int
  package var width: Int
  package var height: Int
  /// The master and tint, or nil when the asset stays per theme.
  package var fit: AssetFit?
  /// The fit's explanation, or why no master reproduces the files.
  package var reason: String
  /// Per theme (in theme order), the colour its file is painted in.
  package var painted: [ThemeRGBA?]
  /// Whether every theme's file is opaque and one colour (within 2 levels).
  package var isFlat: Bool
  /// Whether the source draws it as a template (an asset catalog's rendering intent).
  package var isTemplateIntent = false
  /// Masters of the lower scales every theme has a file of, fitted with the same tint, so
  /// the build uses them instead of resampling (`fit.master` is the one at `scale`).
  package var lowerMasters: [Int: RGBAImage] = [:]
  /// Themes (by index) whose highest-scale file overrides the master, used as drawn.
  package var overrides: Set<Int> = []
  /// Per theme (in theme order), the colour of its own the master is tinted with instead of
  /// the theme colour (a one-colour icon not drawn in the theme colour), and that colour's
  /// name in every theme's `colors` (given by the planner); nil: the theme colour.
  package var ownColors: [ThemeRGBA]?
  package var ownColorName: String?

  /// Fits `name` across `themes` (each has a file of it).
  package static func fitting(_ name: String, in themes: [SourceTheme]) -> FittedAsset {
    let files = themes.compactMap { $0.highest(name) }
    let first = files[0]
    let painted = files.map { PaintedColor.of($0.image) }
    var result = FittedAsset(
      name: name, scale: first.scale, width: first.image.width, height: first.image.height, fit: nil,
      reason: "", painted: painted, isFlat: false)
    let colors = painted.compactMap { $0 }
    if !files.allSatisfy({ $0.scale == first.scale }) {
      result.reason = "drawn at different scales in different themes"
    } else if !files.allSatisfy({
      $0.image.width == first.image.width && $0.image.height == first.image.height
    }) {
      result.reason = "its size differs between themes"
    } else if colors.count != files.count {
      result.reason = "a theme's file is fully transparent"
    } else if let fit = AssetFitter.fit(files.map(\.image), colors: colors) {
      result.fit = fit
      result.reason = fit.explanation
      result.isFlat = zip(files, colors).allSatisfy { isFlat($0.image, $1) }
      for scale in lowerScales(name, below: first.scale, in: themes) {
        let images = themes.compactMap { $0.images[name]?[scale]?.image }
        if let lower = AssetFitter.fit(images, colors: colors), lower.tint == fit.tint {
          result.lowerMasters[scale] = lower.master
        }
      }
    } else if files.count == 1 {
      result.reason = "a picture of more than one colour and no other theme to share it: kept as drawn"
    } else {
      result.reason =
        "no master and tint reproduces every theme's file (over \(Int(AssetFitter.allowedShare * 100))% "
        + "of a file's pixels off by more than \(AssetFitter.tolerance) levels)"
    }
    return result
  }

  /// `name` as a template whatever its colours (the source renders it as one): the master is
  /// the themes' median alpha, when every theme's file has the same size.
  package static func template(_ name: String, in themes: [SourceTheme]) -> FittedAsset {
    var result = fitting(name, in: themes)
    let images = themes.compactMap { $0.highest(name)?.image }
    result.isTemplateIntent = true
    guard let master = AssetFitter.templateMaster(images) else { return result }
    result.fit = AssetFit(tint: .template, master: master)
    result.reason = "rendered as a template in the source (only its alpha counts)"
    result.lowerMasters = [:]
    for scale in lowerScales(name, below: result.scale, in: themes) {
      result.lowerMasters[scale] = AssetFitter.templateMaster(
        themes.compactMap { $0.images[name]?[scale]?.image })
    }
    return result
  }

  /// The scales below `scale` every theme has a file of `name` at.
  package static func lowerScales(_ name: String, below scale: Int, in themes: [SourceTheme]) -> [Int] {
    (1..<max(scale, 1)).filter { lower in themes.allSatisfy { $0.images[name]?[lower] != nil } }
  }

  /// Whether `image` is opaque and every pixel within 2 levels of `color`.
  package static func isFlat(_ image: RGBAImage, _ color: ThemeRGBA) -> Bool {
    var index = 0
    while index < image.pixels.count {
      guard image.pixels[index + 3] == 255,
        abs(Int(image.pixels[index]) - Int(color.red)) <= 2,
        abs(Int(image.pixels[index + 1]) - Int(color.green)) <= 2,
        abs(Int(image.pixels[index + 2]) - Int(color.blue)) <= 2
      else { return false }
      index += 4
    }
    return true
  }

  /// `asset` (no master fits) as a template master with overrides: when most themes' files
  /// are one shape drawn exactly in their theme colour (`colors`, in theme order), the master
  /// is that shape and every other theme's highest-scale file overrides it, used as drawn (as
  /// a build writes a theme's override). Nil when fewer than two themes, or not most, agree.
  package static func templateWithOverrides(
    _ asset: FittedAsset, in themes: [SourceTheme], colors: [ThemeRGBA]
  ) -> FittedAsset? {
    let files = themes.compactMap { $0.highest(asset.name) }
    guard files.count == colors.count, files.allSatisfy({ $0.scale == asset.scale }) else { return nil }
    var groups: [[UInt8]: [Int]] = [:]
    for (index, file) in files.enumerated() where isTemplate(file.image, colors[index]) {
      groups[alpha(of: file.image), default: []].append(index)
    }
    guard let group = groups.values.max(by: { ($0.count, $1[0]) < ($1.count, $0[0]) }),
      group.count >= 2, group.count * 2 > themes.count,
      let master = AssetFitter.templateMaster(group.map { files[$0].image })
    else { return nil }
    var result = asset
    result.fit = AssetFit(tint: .template, master: master)
    result.overrides = Set(themes.indices).subtracting(group)
    result.reason =
      "one shape in the theme colour in \(group.count) themes; "
      + "\(result.overrides.map { themes[$0].name }.sorted().joined(separator: ", ")) override it"
    let members = group.map { themes[$0] }
    for scale in lowerScales(asset.name, below: asset.scale, in: members) {
      result.lowerMasters[scale] = AssetFitter.templateMaster(
        members.compactMap { $0.images[asset.name]?[scale]?.image })
    }
    return result
  }

  /// Whether every visible pixel of `image` is exactly `color`.
  package static func isTemplate(_ image: RGBAImage, _ color: ThemeRGBA) -> Bool {
    stride(from: 0, to: image.pixels.count, by: 4).allSatisfy { index in
      image.pixels[index + 3] == 0
        || (image.pixels[index] == color.red && image.pixels[index + 1] == color.green
          && image.pixels[index + 2] == color.blue)
    }
  }

  /// The alpha channel of `image`.
  private static func alpha(of image: RGBAImage) -> [UInt8] {
    stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
  }
}
