import ThemePackArchive
import ThemePackImaging

/// Decides from the pixels of every theme's file whether one master and a tint reproduce
/// them all, and makes that master.
///
/// Each file is judged against its own painted colour (`PaintedColor`), so a theme whose
/// files drift from its theme colour still fits; the drift is reported separately. A model
/// fits when, in every theme's file, at most `allowedShare` of the pixels differ by more than
/// `tolerance` (colour weighted by alpha, or alpha) from what the master gives with that
/// colour; of the models that fit, the closest wins (fewest pixels over, then the smallest
/// largest difference; a tie goes to the simpler). The models: `template` (every visible
/// pixel is the painted colour: the master is the median alpha of the themes) and the
/// two-tone models, where each pixel is a mix of
/// the painted colour `C` and a fixed colour by a share `t` the themes have in common:
/// white details (`screen` of a gray master `t`: `C·(1−t) + white·t`) and black details
/// (`multiply` of a gray master `1−t`: `C·(1−t)`). `t` is the median over the themes of
/// each file's least-squares estimate. None fits: nil (the asset stays per theme).
package enum AssetFitter {
  /// Channel levels (of 255) a pixel may differ by and still count as reproduced.
  package static let tolerance = 16
  /// The share of pixels of one file allowed over `tolerance`: hand-painted edges.
  package static let allowedShare = 0.02

  /// The fit of `images` (one per theme, all the same size) painted in `colors`, or nil.
  /// Two-tone models need at least two themes (one file alone fits anything).
  package static func fit(_ images: [RGBAImage], colors: [ThemeRGBA]) -> AssetFit? {
    guard let first = images.first, images.count == colors.count,
      images.allSatisfy({ $0.width == first.width && $0.height == first.height })
    else { return nil }
    let alpha = medianAlpha(images)
    func master(_ levels: [Double]?) -> RGBAImage {
      gray(width: first.width, height: first.height, alpha: alpha, levels: levels)
    }
    var candidates = [AssetFit(tint: .template, master: master(nil))]
    if images.count >= 2 {
      candidates.append(AssetFit(tint: .screen, master: master(levels(images, colors, white: true))))
      candidates.append(AssetFit(tint: .multiply, master: master(levels(images, colors, white: false))))
    }
    // The closest fit wins; on a tie the simpler, earlier one (a template before a two-tone).
    let scored = candidates.compactMap { fit in score(fit, images, colors).map { (fit, $0) } }
    return scored.min { ($0.1.pixelsOver, $0.1.maximum) < ($1.1.pixelsOver, $1.1.maximum) }?.0
  }

  /// A template master of `images` (the median alpha), nil when their sizes differ.
  package static func templateMaster(_ images: [RGBAImage]) -> RGBAImage? {
    guard let first = images.first,
      images.allSatisfy({ $0.width == first.width && $0.height == first.height })
    else { return nil }
    return gray(width: first.width, height: first.height, alpha: medianAlpha(images), levels: nil)
  }

  /// The worst difference over the themes when `fit` reproduces them all, else nil.
  private static func score(_ fit: AssetFit, _ images: [RGBAImage], _ colors: [ThemeRGBA]) -> PixelDifference?
  {
    var worst = PixelDifference(maximum: 0, pixelsOver: 0, pixelCount: 0)
    for (image, color) in zip(images, colors) {
      let made = Tinter.tint(fit.master, color: color, mode: fit.tint)
      let difference = PixelDifference.between(made, image, tolerance: tolerance)
      guard difference.shareOver <= allowedShare else { return nil }
      if (difference.pixelsOver, difference.maximum) > (worst.pixelsOver, worst.maximum) {
        worst = difference
      }
    }
    return worst
  }

  /// Per pixel, the median alpha of the themes' files.
  private static func medianAlpha(_ images: [RGBAImage]) -> [UInt8] {
    let count = images[0].width * images[0].height
    var result = [UInt8](repeating: 0, count: count)
    var values = [UInt8](repeating: 0, count: images.count)
    for pixel in 0..<count {
      for (index, image) in images.enumerated() { values[index] = image.pixels[pixel * 4 + 3] }
      values.sort()
      result[pixel] = values[values.count / 2]
    }
    return result
  }

  /// Per pixel, the master's gray level (0…1): the median over the themes of the share `t`
  /// of the fixed colour, estimated per file by least squares over the three channels; `t`
  /// for white details (screen), `1 − t` for black (multiply). A file whose painted colour is
  /// too close to the fixed colour to tell says nothing.
  private static func levels(_ images: [RGBAImage], _ colors: [ThemeRGBA], white: Bool) -> [Double] {
    let count = images[0].width * images[0].height
    let fixed: Double = white ? 255 : 0
    let usable = zip(images, colors).filter { _, color in
      let away = [color.red, color.green, color.blue].map { fixed - Double($0) }
      return away.reduce(0) { $0 + $1 * $1 } >= 3 * 16 * 16
    }
    guard !usable.isEmpty else { return [Double](repeating: 0, count: count) }
    var result = [Double](repeating: 0, count: count)
    var values = [Double](repeating: 0, count: usable.count)
    for pixel in 0..<count {
      for (index, (image, color)) in usable.enumerated() {
        var numerator = 0.0
        var denominator = 0.0
        for (channel, base) in [color.red, color.green, color.blue].enumerated() {
          let away = fixed - Double(base)
          numerator += (Double(image.pixels[pixel * 4 + channel]) - Double(base)) * away
          denominator += away * away
        }
        let share = min(max(numerator / denominator, 0), 1)
        values[index] = white ? share : 1 - share
      }
      values.sort()
      result[pixel] =
        values.count % 2 == 1
        ? values[values.count / 2] : (values[values.count / 2 - 1] + values[values.count / 2]) / 2
    }
    return result
  }

  /// A master of `alpha` whose gray is `levels` (0…1), or white for a template (nil).
  /// Invisible pixels are 0,0,0,0.
  private static func gray(width: Int, height: Int, alpha: [UInt8], levels: [Double]?) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: alpha.count * 4)
    for pixel in 0..<alpha.count where alpha[pixel] > 0 {
      let level = levels.map { SRGB.quantize($0[pixel]) } ?? 255
      pixels[pixel * 4] = level
      pixels[pixel * 4 + 1] = level
      pixels[pixel * 4 + 2] = level
      pixels[pixel * 4 + 3] = alpha[pixel]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
