/// Applies a theme colour to an image, per `TintMode`.
///
/// The maths is on straight (non-premultiplied) sRGB-encoded values in floating point,
/// quantised once with `q(x) = clamp(floor(x·255 + 0.5), 0, 255)`; every pixel whose resulting
/// alpha is 0 is written as 0,0,0,0 so invisible pixels never carry stray colour. `template`,
/// `mix`, `multiply` and `screen` change each channel on its own, so they run through 256-entry tables
/// built once per call; `color` depends on the pixel's luminosity only, so large images run
/// through a table of its 25501 possible values. No allocation happens per pixel.
public enum Tinter {
  public static func tint(_ image: RGBAImage, color: RGBA8, mode: TintMode) -> RGBAImage {
    switch mode {
    case .none:
      return image
    case .template:
      let alphaTable = (0...255).map { quantize255(Double($0 * Int(color.alpha)) / 255) }
      return mapTemplate(image, color: color, alphaTable: alphaTable)
    case .mix(let amount):
      let p = amount.isNaN ? 0 : min(max(amount, 0), 1)
      func table(_ tint: UInt8) -> [UInt8] {
        (0...255).map { quantize255(Double($0) * (1 - p) + Double(tint) * p) }
      }
      return mapChannels(image, tables: table(color.red) + table(color.green) + table(color.blue))
    case .multiply:
      func table(_ tint: UInt8) -> [UInt8] {
        (0...255).map { quantize255(Double($0 * Int(tint)) / 255) }
      }
      return mapChannels(image, tables: table(color.red) + table(color.green) + table(color.blue))
    case .screen:
      func table(_ tint: UInt8) -> [UInt8] {
        (0...255).map { quantize255(255 - Double((255 - $0) * (255 - Int(tint))) / 255) }
      }
      return mapChannels(image, tables: table(color.red) + table(color.green) + table(color.blue))
    case .color:
      return blendColor(image, tint: color)
    }
  }

  /// `q` for a value already scaled to 0…255.
  @inline(__always)
  static func quantize255(_ value: Double) -> UInt8 {
    let rounded = (value + 0.5).rounded(.down)
    if !(rounded > 0) { return 0 }
    if rounded >= 255 { return 255 }
    return UInt8(rounded)
  }

  private static func mapTemplate(_ image: RGBAImage, color: RGBA8, alphaTable: [UInt8]) -> RGBAImage {
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

  /// W3C compositing "color" blend: `SetLum(tint, Lum(pixel))` with `Lum = 0.3R + 0.59G + 0.11B`
  /// and `ClipColor`, on the 0…255 scale. The result depends on the pixel only through
  /// `30R + 59G + 11B` (0…25500), so large images go through a table of those 25501 sums.
  private static func blendColor(_ image: RGBAImage, tint: RGBA8) -> RGBAImage {
    let tintRed = Double(tint.red)
    let tintGreen = Double(tint.green)
    let tintBlue = Double(tint.blue)
    let tintLum = 0.3 * tintRed + 0.59 * tintGreen + 0.11 * tintBlue

    func blend(weightedSum: Int) -> (UInt8, UInt8, UInt8) {
      let lum = Double(weightedSum) / 100
      let shift = lum - tintLum
      var red = tintRed + shift
      var green = tintGreen + shift
      var blue = tintBlue + shift
      let lowest = min(red, green, blue)
      let highest = max(red, green, blue)
      if lowest < 0 {
        let scale = lum / (lum - lowest)
        red = lum + (red - lum) * scale
        green = lum + (green - lum) * scale
        blue = lum + (blue - lum) * scale
      }
      if highest > 255 {
        let scale = (255 - lum) / (highest - lum)
        red = lum + (red - lum) * scale
        green = lum + (green - lum) * scale
        blue = lum + (blue - lum) * scale
      }
      return (quantize255(red), quantize255(green), quantize255(blue))
    }

    let sums = 25501
    let useTable = image.width * image.height > sums / 2
    var table: [UInt8] = []
    if useTable {
      table.reserveCapacity(sums * 3)
      for sum in 0..<sums {
        let (red, green, blue) = blend(weightedSum: sum)
        table.append(red)
        table.append(green)
        table.append(blue)
      }
    }
    var result = image
    table.withUnsafeBufferPointer { table in
      result.pixels.withUnsafeMutableBufferPointer { pixels in
        var index = 0
        while index < pixels.count {
          if pixels[index + 3] == 0 {
            pixels[index] = 0
            pixels[index + 1] = 0
            pixels[index + 2] = 0
          } else {
            let sum = 30 * Int(pixels[index]) + 59 * Int(pixels[index + 1]) + 11 * Int(pixels[index + 2])
            if useTable {
              pixels[index] = table[sum * 3]
              pixels[index + 1] = table[sum * 3 + 1]
              pixels[index + 2] = table[sum * 3 + 2]
            } else {
              (pixels[index], pixels[index + 1], pixels[index + 2]) = blend(weightedSum: sum)
            }
          }
          index += 4
        }
      }
    }
    return result
  }
}
