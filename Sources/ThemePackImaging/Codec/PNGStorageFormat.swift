import ThemePackArchive
import ThemePackSupport

/// The smallest PNG colour type and bit depth that hold an image's pixels exactly.
///
/// Candidates are compared by bits per pixel: palette (1, 2, 4 or 8 bits, when at most
/// 256 distinct RGBA values occur), gray (1, 2, 4 or 8 bits, when opaque and gray and
/// every value fits the depth), gray+alpha (16), RGB (24, when opaque), RGBA (32). On a
/// tie gray wins over palette, since it needs no `PLTE` chunk.
package struct PNGStorageFormat: Sendable, Equatable {
  package var colorType: PNGColorType
  package var bitDepth: Int
  /// For palette images: the entries, translucent ones first (so `tRNS` stays short),
  /// each group sorted by value so the same pixels always give the same palette.
  package var palette: [ThemeRGBA]

  package init(colorType: PNGColorType, bitDepth: Int, palette: [ThemeRGBA] = []) {
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.palette = palette
  }

  /// Analyses `image` and returns its smallest exact format.
  package static func smallest(for image: RGBAImage) -> PNGStorageFormat {
    let pixels = image.pixels
    var opaque = true
    var gray = true
    var colors = Set<UInt32>()
    var tooManyColors = false
    var previous: UInt32? = nil
    var index = 0
    while index < pixels.count {
      let red = pixels[index]
      let green = pixels[index + 1]
      let blue = pixels[index + 2]
      let alpha = pixels[index + 3]
      if alpha != 255 { opaque = false }
      if red != green || green != blue { gray = false }
      if !tooManyColors {
        let color = UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
        if color != previous {
          colors.insert(color)
          previous = color
          if colors.count > 256 { tooManyColors = true }
        }
      } else if !opaque && !gray {
        break  // RGBA: nothing left to learn
      }
      index += 4
    }

    var best = PNGStorageFormat(colorType: opaque ? .rgb : .rgba, bitDepth: 8)
    var bestBits = opaque ? 24 : 32
    if gray {
      if opaque {
        let depth = grayDepth(pixels)
        if depth <= bestBits {
          best = PNGStorageFormat(colorType: .gray, bitDepth: depth)
          bestBits = depth
        }
      } else if 16 < bestBits {
        best = PNGStorageFormat(colorType: .grayAlpha, bitDepth: 8)
        bestBits = 16
      }
    }
    if !tooManyColors {
      let depth = colors.count <= 2 ? 1 : colors.count <= 4 ? 2 : colors.count <= 16 ? 4 : 8
      if depth < bestBits {
        let entries = colors.map {
          ThemeRGBA(
            red: UInt8($0 >> 24), green: UInt8(($0 >> 16) & 0xFF), blue: UInt8(($0 >> 8) & 0xFF),
            alpha: UInt8($0 & 0xFF))
        }
        let translucent = entries.filter { $0.alpha != 255 }.sorted()
        let solid = entries.filter { $0.alpha == 255 }.sorted()
        best = PNGStorageFormat(colorType: .palette, bitDepth: depth, palette: translucent + solid)
      }
    }
    return best
  }

  /// The smallest gray depth holding every value exactly (values are multiples of
  /// 255 / (2^depth − 1)).
  private static func grayDepth(_ pixels: [UInt8]) -> Int {
    var fits1 = true
    var fits2 = true
    var fits4 = true
    var index = 0
    while index < pixels.count && (fits4 || fits2 || fits1) {
      let value = pixels[index]
      if value % 17 != 0 { fits4 = false }
      if value % 85 != 0 { fits2 = false }
      if value != 0 && value != 255 { fits1 = false }
      index += 4
    }
    return fits1 ? 1 : fits2 ? 2 : fits4 ? 4 : 8
  }
}
