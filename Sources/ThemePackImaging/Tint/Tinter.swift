import ThemePackArchive
import ThemePackSupport

/// Applies a theme colour to an image, per `TintMode`.
///
/// Every mode is `TintFormula` on straight (non-premultiplied) sRGB-encoded values in 0…1, in
/// `Double`, quantised once with `q(x) = clamp(floor(x·255 + 0.5), 0, 255)`: the pixels are
/// exactly the formula's, ties included. Every pixel whose resulting alpha is 0 is written as
/// 0,0,0,0 so invisible pixels never carry stray colour. `template`, `mix`, `multiply` and
/// `screen` change each channel on its own, so they run through 256-entry tables of the formula built
/// once per call; `color` depends on the pixel's luminosity only, so large images run through
/// a table of its 25501 possible values (see `ColorBlendTable`). No allocation per pixel.
package enum Tinter {
  package static func tint(_ image: RGBAImage, color: ThemeRGBA, mode: TintMode) -> RGBAImage {
    switch mode {
    case .none:
      return image
    case .template:
      let tintAlpha = TintFormula.unit(color.alpha)
      let alphaTable = (0...255).map {
        SRGB.quantize(TintFormula.templateAlpha(TintFormula.unit(UInt8($0)), tintAlpha: tintAlpha))
      }
      return mapTemplate(image, color: color, alphaTable: alphaTable)
    case .mix(let amount):
      let p = amount.isNaN ? 0 : min(max(amount, 0), 1)
      func table(_ tint: UInt8) -> [UInt8] {
        let tint = TintFormula.unit(tint)
        return (0...255).map {
          SRGB.quantize(TintFormula.mix(TintFormula.unit(UInt8($0)), tint: tint, amount: p))
        }
      }
      return mapChannels(image, tables: table(color.red) + table(color.green) + table(color.blue))
    case .multiply:
      func table(_ tint: UInt8) -> [UInt8] {
        let tint = TintFormula.unit(tint)
        return (0...255).map { SRGB.quantize(TintFormula.multiply(TintFormula.unit(UInt8($0)), tint: tint)) }
      }
      return mapChannels(image, tables: table(color.red) + table(color.green) + table(color.blue))
    case .screen:
      func table(_ tint: UInt8) -> [UInt8] {
        let tint = TintFormula.unit(tint)
        return (0...255).map { SRGB.quantize(TintFormula.screen(TintFormula.unit(UInt8($0)), tint: tint)) }
      }
      return mapChannels(image, tables: table(color.red) + table(color.green) + table(color.blue))
    case .color:
      return blendColor(image, tint: color)
    }
  }

  private static func mapTemplate(_ image: RGBAImage, color: ThemeRGBA, alphaTable: [UInt8]) -> RGBAImage {
    var result = image
    alphaTable.withUnsafeBufferPointer { table in
      result.pixels.withUnsafeMutableBufferPointer { pixels in
        var index = 0
        while index < pixels.count {
          let alpha = table[Int(pixels[index + 3])]
          if alpha == 0 {
            pixels[index] = 0
            pixels[index + 1] = 0
            pixels[index + 2] = 0
          } else {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
          }
          pixels[index + 3] = alpha
          index += 4
        }
      }
    }
    return result
  }

  /// Maps red, green and blue through `tables` (three 256-entry tables, one after the other),
  /// keeping alpha.
  private static func mapChannels(_ image: RGBAImage, tables: [UInt8]) -> RGBAImage {
    var result = image
    tables.withUnsafeBufferPointer { table in
      result.pixels.withUnsafeMutableBufferPointer { pixels in
        var index = 0
        while index < pixels.count {
          if pixels[index + 3] == 0 {
            pixels[index] = 0
            pixels[index + 1] = 0
            pixels[index + 2] = 0
          } else {
            pixels[index] = table[Int(pixels[index])]
            pixels[index + 1] = table[256 + Int(pixels[index + 1])]
            pixels[index + 2] = table[512 + Int(pixels[index + 2])]
          }
          index += 4
        }
      }
    }
    return result
  }

  /// W3C compositing "color" blend, `SetLum(tint, Lum(pixel))`, per pixel or through
  /// `ColorBlendTable` for images large enough to pay for it.
  private static func blendColor(_ image: RGBAImage, tint: ThemeRGBA) -> RGBAImage {
    let table = ColorBlendTable(tint: tint, build: image.width * image.height > ColorBlendTable.sums / 2)
    var result = image
    result.pixels.withUnsafeMutableBufferPointer { pixels in
      var index = 0
      while index < pixels.count {
        if pixels[index + 3] == 0 {
          pixels[index] = 0
          pixels[index + 1] = 0
          pixels[index + 2] = 0
        } else {
          (pixels[index], pixels[index + 1], pixels[index + 2]) = table.blend(
            pixels[index], pixels[index + 1], pixels[index + 2])
        }
        index += 4
      }
    }
    return result
  }
}
