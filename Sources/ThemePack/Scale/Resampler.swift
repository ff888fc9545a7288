/// Resizes images with exact area averaging in premultiplied linear light.
///
/// Every output pixel is the average of the source area it covers, with fractional coverage
/// at its borders (a box filter whose weights come from `ResampleWeights`). The average is taken
/// over premultiplied colour in linear light: sRGB codes are decoded through a 256-entry table,
/// multiplied by alpha, filtered horizontally then vertically in `Float`, divided by the
/// resulting alpha and encoded with the exact inverse curve and one rounding. Consequences a
/// caller can rely on:
/// - a flat colour, opaque or translucent, comes out as exactly the same 8-bit colour;
/// - transparent pixels do not darken their neighbours (no dark fringe around light shapes);
/// - partly covered pixels keep intermediate alpha, so antialiased edges stay antialiased;
/// - a pixel whose alpha rounds to 0 comes out as `RGBA8.clear` (rgb 0);
/// - the output has exactly the requested size; the same input always gives the same bytes.
///
/// Enlarging works too (each output pixel then covers part of one or two source pixels), but
/// the filter is meant for making @2x and @1x from an @3x master.
public enum Resampler {
  /// Resizes `image` to `width × height` pixels (both at least 1).
  public static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    precondition(width > 0 && height > 0, "target size must be at least 1x1")
    if width == image.width && height == image.height {
      return clearingTransparent(image)
    }
    let horizontal = ResampleWeights(source: image.width, destination: width)
    let vertical = ResampleWeights(source: image.height, destination: height)
    let intermediate = filterRows(image, weights: horizontal, width: width)
    return filterColumns(
      intermediate, weights: vertical, width: width, height: height)
  }

  /// Resizes `image`, drawn at `fromScale` (3 for @3x), to its size at `toScale`: each side
  /// becomes `pixelSize(points: pointSize(pixels: side, scale: fromScale), scale: toScale)`,
  /// at least 1 pixel.
  public static func resize(_ image: RGBAImage, fromScale: Int, toScale: Int) -> RGBAImage {
    precondition(fromScale > 0 && toScale > 0, "scales must be positive")
    let width = pixelSize(points: pointSize(pixels: image.width, scale: fromScale), scale: toScale)
    let height = pixelSize(
      points: pointSize(pixels: image.height, scale: fromScale), scale: toScale)
    return resize(image, width: max(1, width), height: max(1, height))
  }

  /// The pixel length of `points` at `scale`: `round(points × scale)`, halves rounded away
  /// from zero (so 33.5 pt at 1× is 34 px).
  public static func pixelSize(points: Double, scale: Int) -> Int {
    Int((points * Double(scale)).rounded())
  }

  /// The point length of `pixels` at `scale`: `pixels / scale`.
  public static func pointSize(pixels: Int, scale: Int) -> Double {
    Double(pixels) / Double(scale)
  }

  /// A copy of `image` with rgb set to 0 wherever alpha is 0.
  static func clearingTransparent(_ image: RGBAImage) -> RGBAImage {
    var copy = image
    copy.pixels.withUnsafeMutableBufferPointer { pixels in
      var index = 0
      while index < pixels.count {
        if pixels[index + 3] == 0 {
          pixels[index] = 0
          pixels[index + 1] = 0
          pixels[index + 2] = 0
        }
        index += 4
      }
    }
    return copy
  }

  /// Decodes each source row to premultiplied linear light and filters it to `width` pixels.
  /// Returns `image.height` rows of `width × 4` floats.
  private static func filterRows(
    _ image: RGBAImage, weights: ResampleWeights, width: Int
  ) -> [Float] {
    let sourceWidth = image.width
    var output = [Float](repeating: 0, count: image.height * width * 4)
    var row = [Float](repeating: 0, count: sourceWidth * 4)
    let alphaTable: [Float] = (0...255).map { Float($0) / 255 }
    SRGBTransfer.decodeTable.withUnsafeBufferPointer { decode in
      alphaTable.withUnsafeBufferPointer { alphaOf in
        image.pixels.withUnsafeBufferPointer { pixels in
          row.withUnsafeMutableBufferPointer { row in
            output.withUnsafeMutableBufferPointer { output in
              weights.first.withUnsafeBufferPointer { first in
                weights.offsets.withUnsafeBufferPointer { offsets in
                  weights.weights.withUnsafeBufferPointer { taps in
                    for y in 0..<image.height {
                      var source = y * sourceWidth * 4
                      var index = 0
                      while index < sourceWidth * 4 {
                        let alpha = alphaOf[Int(pixels[source + 3])]
                        row[index] = decode[Int(pixels[source])] * alpha
                        row[index + 1] = decode[Int(pixels[source + 1])] * alpha
                        row[index + 2] = decode[Int(pixels[source + 2])] * alpha
                        row[index + 3] = alpha
                        source += 4
                        index += 4
                      }
                      var target = y * width * 4
                      for x in 0..<width {
                        var red: Float = 0
                        var green: Float = 0
                        var blue: Float = 0
                        var alpha: Float = 0
                        var at = first[x] * 4
                        for tap in offsets[x]..<offsets[x + 1] {
                          let weight = taps[tap]
                          red += weight * row[at]
                          green += weight * row[at + 1]
                          blue += weight * row[at + 2]
                          alpha += weight * row[at + 3]
                          at += 4
                        }
                        output[target] = red
                        output[target + 1] = green
                        output[target + 2] = blue
                        output[target + 3] = alpha
                        target += 4
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return output
  }

  /// Filters the rows of `intermediate` vertically to `height` rows, then un-premultiplies and
  /// encodes each pixel.
  private static func filterColumns(
    _ intermediate: [Float], weights: ResampleWeights, width: Int, height: Int
  ) -> RGBAImage {
    let rowLength = width * 4
    var pixels = [UInt8](repeating: 0, count: height * rowLength)
    var sum = [Float](repeating: 0, count: rowLength)
    let thresholds = SRGBTransfer.thresholds
    let bucketStart = SRGBTransfer.bucketStart
    thresholds.withUnsafeBufferPointer { table in
      bucketStart.withUnsafeBufferPointer { buckets in
        intermediate.withUnsafeBufferPointer { rows in
          sum.withUnsafeMutableBufferPointer { sum in
            pixels.withUnsafeMutableBufferPointer { pixels in
              for y in 0..<height {
                for index in 0..<rowLength { sum[index] = 0 }
                var source = weights.first[y] * rowLength
                for tap in weights.offsets[y]..<weights.offsets[y + 1] {
                  let weight = weights.weights[tap]
                  for index in 0..<rowLength {
                    sum[index] += weight * rows[source + index]
                  }
                  source += rowLength
                }
                var target = y * rowLength
                var index = 0
                while index < rowLength {
                  let alpha = sum[index + 3]
                  let alphaCode = min(255, max(0, (alpha * 255 + 0.5).rounded(.down)))
                  if alphaCode > 0 {
                    pixels[target] = SRGBTransfer.encodeByte(
                      sum[index] / alpha, table: table, buckets: buckets)
                    pixels[target + 1] = SRGBTransfer.encodeByte(
                      sum[index + 1] / alpha, table: table, buckets: buckets)
                    pixels[target + 2] = SRGBTransfer.encodeByte(
                      sum[index + 2] / alpha, table: table, buckets: buckets)
                    pixels[target + 3] = UInt8(alphaCode)
                  }
                  target += 4
                  index += 4
                }
              }
            }
          }
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
