import ThemePackArchive
import ThemePackImaging

/// A theme's app icon drawn in the three looks an `.appiconset` holds, at one size.
package struct AppIconLooks: Sendable, Equatable {
  /// The any (light) look: the artwork over the background colour, opaque (the App Store
  /// refuses alpha in it).
  package var any: RGBAImage
  /// The dark look: a drawn dark master, else the glyph (foreground and glyph layers) in the
  /// theme's dark colour on transparency; the system draws the dark background.
  package var dark: RGBAImage
  /// The tinted look: a drawn tinted master, else the dark look's grayscale silhouette,
  /// which the system tints.
  package var tinted: RGBAImage
  /// The colour under the artwork in the any look.
  package var background: ThemeRGBA

  /// `image` as a grayscale silhouette: each pixel's luma, stretched so the brightest pixel
  /// is white (a dim glyph stays legible once tinted), alpha kept.
  package static func silhouette(of image: RGBAImage) -> RGBAImage {
    var result = image
    var brightest = 1.0
    var lumas = [Double](repeating: 0, count: image.width * image.height)
    for index in lumas.indices {
      let offset = index * 4
      let luma =
        0.2126 * Double(image.pixels[offset]) + 0.7152 * Double(image.pixels[offset + 1]) + 0.0722
        * Double(image.pixels[offset + 2])
      lumas[index] = luma
      if image.pixels[offset + 3] > 0 { brightest = max(brightest, luma) }
    }
    for index in lumas.indices {
      let offset = index * 4
      let gray =
        image.pixels[offset + 3] == 0 ? 0 : UInt8(min(255, (lumas[index] * 255 / brightest).rounded()))
      result.pixels[offset] = gray
      result.pixels[offset + 1] = gray
      result.pixels[offset + 2] = gray
    }
    return result
  }

  /// `image` with every pixel's alpha set to 255 (the colour under a clear pixel is black).
  package static func opaque(_ image: RGBAImage) -> RGBAImage {
    var result = image
    var index = 3
    while index < result.pixels.count {
      result.pixels[index] = 255
      index += 4
    }
    return result
  }
}
