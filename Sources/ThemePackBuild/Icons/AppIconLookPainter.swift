import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackProject

/// Draws an app icon's iOS 26 looks for the page from the looks the build draws
/// (`AppIconLooks`, already resampled to the tile's size): masked to the Home Screen's
/// rounded square, transparent outside it so the page's wallpaper shows around (and, in the
/// clear look, through) the icon.
///
/// Default and dark are the build's any and dark images (the dark glyph over the system's
/// dark gradient, `AppIconDarkRule.gradient`). Clear and tinted are approximations: iOS makes
/// them from the tinted look's luminance with its own glass and lighting; here the luminance
/// is frosted white glass (clear) or coloured with `tint` (tinted), lighter on the light
/// wallpaper and darker on the dark one.
package enum AppIconLookPainter {
  /// The tint the tinted look is shown in (the user picks it on a device): a warm amber.
  package static let tint = ThemeRGBA(red: 0xF2, green: 0xA3, blue: 0x3A)
  /// The share of the side the rounded square's corner radius takes (iOS: about 22.5%).
  package static let cornerShare = 0.225

  /// `look` of `looks` (all three at the same square size) for a wallpaper that is dark or not.
  package static func paint(_ looks: AppIconLooks, _ look: AppIconLook, darkWallpaper: Bool) -> RGBAImage {
    let side = looks.any.width
    let picture: RGBAImage
    switch look {
    case .default:
      picture = looks.any
    case .dark:
      var canvas = Canvas(width: side, height: side)
      canvas.draw(
        gradient(side: side, AppIconDarkRule.gradient.top, AppIconDarkRule.gradient.bottom), atX: 0, y: 0)
      canvas.draw(looks.dark, atX: 0, y: 0)
      picture = canvas.result
    case .clear:
      var canvas = Canvas(
        width: side, height: side,
        background: darkWallpaper
          ? ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 110)
          : ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 90))
      canvas.draw(
        luminance(of: looks.tinted, color: ThemeRGBA(red: 255, green: 255, blue: 255), strength: 0.92),
        atX: 0,
        y: 0)
      picture = canvas.result
    case .tinted:
      let tile =
        darkWallpaper
        ? gradient(
          side: side, ThemeRGBA(red: 0x1A, green: 0x1A, blue: 0x1A), ThemeRGBA(red: 0, green: 0, blue: 0))
        : RGBAImage(
          width: side, height: side, fill: mix(tint, ThemeRGBA(red: 255, green: 255, blue: 255), 0.82))
      var canvas = Canvas(width: side, height: side)
      canvas.draw(tile, atX: 0, y: 0)
      let glyph = darkWallpaper ? tint : mix(tint, ThemeRGBA(red: 0, green: 0, blue: 0), 0.45)
      canvas.draw(luminance(of: looks.tinted, color: glyph, strength: 1), atX: 0, y: 0)
      picture = canvas.result
    }
    return masked(picture)
  }

  /// `color` with each pixel's alpha its luminance in `silhouette` (times its alpha and `strength`).
  package static func luminance(of silhouette: RGBAImage, color: ThemeRGBA, strength: Double) -> RGBAImage {
    var result = RGBAImage(width: silhouette.width, height: silhouette.height, fill: .clear)
    for index in stride(from: 0, to: silhouette.pixels.count, by: 4) {
      let gray = Double(silhouette.pixels[index]) / 255
      let alpha = Double(silhouette.pixels[index + 3]) / 255 * gray * strength
      result.pixels[index] = color.red
      result.pixels[index + 1] = color.green
      result.pixels[index + 2] = color.blue
      result.pixels[index + 3] = UInt8((alpha * 255).rounded())
    }
    return result
  }

  /// A `side` square fading from `top` to `bottom`.
  package static func gradient(side: Int, _ top: ThemeRGBA, _ bottom: ThemeRGBA) -> RGBAImage {
    var result = RGBAImage(width: side, height: side, fill: top)
    for row in 0..<side {
      let color = mix(top, bottom, side > 1 ? Double(row) / Double(side - 1) : 0)
      for column in 0..<side { result[column, row] = color }
    }
    return result
  }

  /// `from` moved `share` (0…1) of the way to `to`, channel by channel.
  package static func mix(_ from: ThemeRGBA, _ to: ThemeRGBA, _ share: Double) -> ThemeRGBA {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * share).rounded())
    }
    return ThemeRGBA(
      red: channel(from.red, to.red), green: channel(from.green, to.green), blue: channel(from.blue, to.blue),
      alpha: channel(from.alpha, to.alpha))
  }

  /// `image` cut to the rounded square: each pixel's alpha times the share of it inside
  /// (4 × 4 samples), so the edge is smooth and the corners are clear.
  package static func masked(_ image: RGBAImage) -> RGBAImage {
    var result = image
    let side = Double(image.width)
    let radius = side * cornerShare
    for row in 0..<image.height {
      for column in 0..<image.width {
        var inside = 0
        for sample in 0..<16 {
          let x = Double(column) + (Double(sample % 4) + 0.5) / 4
          let y = Double(row) + (Double(sample / 4) + 0.5) / 4
          let dx = max(0, max(radius - x, x - (side - radius)))
          let dy = max(0, max(radius - y, y - (Double(image.height) - radius)))
          if dx * dx + dy * dy <= radius * radius { inside += 1 }
        }
        let offset = (row * image.width + column) * 4 + 3
        result.pixels[offset] = UInt8((Double(image.pixels[offset]) * Double(inside) / 16).rounded())
      }
    }
    return result
  }
}
