import ThemePackSupport

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
/// - a pixel whose alpha rounds to 0 comes out as `ThemeRGBA.clear` (rgb 0);
/// - the output has exactly the requested size; the same input always gives the same bytes.
///
/// Enlarging works too (each output pixel then covers part of one or two source pixels), but
/// the filter is meant for making @2x and @1x from an @3x master.
package enum Resampler {
  /// Resizes `image` to `width × height` pixels (both at least 1).
  package static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    precondition(width > 0 && height > 0, "target size must be at least 1x1")
    if width == image.width && height == image.height {
      return clearingTransparent(image)
    }
    let horizontal = ResampleWeights(source: image.width, destination: width)
    let vertical = ResampleWeights(source: image.height, destination: height)
    return resample(image, horizontal: horizontal, vertical: vertical, width: width, height: height)
  }

  /// Resizes `image`, drawn at `fromScale` (3 for @3x), to its size at `toScale`: each side
  /// becomes `pixelSize(points: pointSize(pixels: side, scale: fromScale), scale: toScale)`,
  /// at least 1 pixel.
  package static func resize(_ image: RGBAImage, fromScale: Int, toScale: Int) -> RGBAImage {
    precondition(fromScale > 0 && toScale > 0, "scales must be positive")
    let width = pixelSize(points: pointSize(pixels: image.width, scale: fromScale), scale: toScale)
    let height = pixelSize(
      points: pointSize(pixels: image.height, scale: fromScale), scale: toScale)
    return resize(image, width: max(1, width), height: max(1, height))
  }

  /// The pixel length of `points` at `scale`: `round(points × scale)`, halves rounded away
  /// from zero (so 33.5 pt at 1× is 34 px).
  package static func pixelSize(points: Double, scale: Int) -> Int {
    Int((points * Double(scale)).rounded())
  }

  /// The point length of `pixels` at `scale`: `pixels / scale`.
  package static func pointSize(pixels: Int, scale: Int) -> Double {
    Double(pixels) / Double(scale)
  }

  /// A copy of `image` with rgb set to 0 wherever alpha is 0.
  package static func clearingTransparent(_ image: RGBAImage) -> RGBAImage {
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

  /// Filters horizontally then vertically, streaming: each source row is decoded to
  /// premultiplied linear light and filtered to `width` pixels once, into a ring that holds
  /// only the rows one output row needs, so memory follows a few rows rather than a
  /// `Float` copy of the image (which, for a full-screen @3x master, was 29 MB at @2x).
  private static func resample(
    _ image: RGBAImage, horizontal: ResampleWeights, vertical: ResampleWeights, width: Int, height: Int
  ) -> RGBAImage {
    let sourceWidth = image.width
    let rowLength = width * 4
    var ringRows = 1
    for y in 0..<height { ringRows = max(ringRows, vertical.offsets[y + 1] - vertical.offsets[y]) }
    var ring = [Float](repeating: 0, count: ringRows * rowLength)
    var row = [Float](repeating: 0, count: sourceWidth * 4)
    var sum = [Float](repeating: 0, count: rowLength)
    var pixels = [UInt8](repeating: 0, count: height * rowLength)
    let alphaTable: [Float] = (0...255).map { Float($0) / 255 }
    let thresholds = SRGBTransfer.thresholds
    let bucketStart = SRGBTransfer.bucketStart
    var nextSourceRow = 0

    SRGBTransfer.decodeTable.withUnsafeBufferPointer { decode in
      alphaTable.withUnsafeBufferPointer { alphaOf in
        image.pixels.withUnsafeBufferPointer { source in
          row.withUnsafeMutableBufferPointer { row in
            ring.withUnsafeMutableBufferPointer { ring in
              sum.withUnsafeMutableBufferPointer { sum in
                pixels.withUnsafeMutableBufferPointer { pixels in
                  thresholds.withUnsafeBufferPointer { table in
                    bucketStart.withUnsafeBufferPointer { buckets in
                      horizontal.first.withUnsafeBufferPointer { first in
                        horizontal.offsets.withUnsafeBufferPointer { offsets in
                          horizontal.weights.withUnsafeBufferPointer { taps in
                            for y in 0..<height {
                              let firstRow = vertical.first[y]
                              let tapCount = vertical.offsets[y + 1] - vertical.offsets[y]
                              // Rows arrive in order: `first` never decreases, so the ring
                              // still holds every row this output row needs.
                              while nextSourceRow < firstRow + tapCount {
                                premultiplyRow(
                                  nextSourceRow, of: source, width: sourceWidth, decode: decode,
                                  alphaOf: alphaOf, into: row)
                                filterRow(
                                  row, width: width, first: first, offsets: offsets, taps: taps,
                                  into: ring, at: (nextSourceRow % ringRows) * rowLength)
                                nextSourceRow += 1
                              }
                              sumRows(
                                for: y, vertical: vertical, ring: ring, ringRows: ringRows,
                                rowLength: rowLength, into: sum)
                              unpremultiplyRow(
                                sum, into: pixels, at: y * rowLength, table: table, buckets: buckets)
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
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Decodes source row `y` (`width` pixels of sRGB codes) into premultiplied linear light.
  @inline(__always)
  private static func premultiplyRow(
    _ y: Int, of source: UnsafeBufferPointer<UInt8>, width sourceWidth: Int,
    decode: UnsafeBufferPointer<Float>, alphaOf: UnsafeBufferPointer<Float>,
    into row: UnsafeMutableBufferPointer<Float>
  ) {
    var at = y * sourceWidth * 4
    var index = 0
    while index < sourceWidth * 4 {
      let alpha = alphaOf[Int(source[at + 3])]
      row[index] = decode[Int(source[at])] * alpha
      row[index + 1] = decode[Int(source[at + 1])] * alpha
      row[index + 2] = decode[Int(source[at + 2])] * alpha
      row[index + 3] = alpha
      at += 4
      index += 4
    }
  }

  /// Filters one premultiplied row to `width` pixels with the horizontal weights, writing
  /// them into `ring` from `start`.
  @inline(__always)
  private static func filterRow(
    _ row: UnsafeMutableBufferPointer<Float>, width: Int, first: UnsafeBufferPointer<Int>,
    offsets: UnsafeBufferPointer<Int>, taps: UnsafeBufferPointer<Float>,
    into ring: UnsafeMutableBufferPointer<Float>, at start: Int
  ) {
    var target = start
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
      ring[target] = red
      ring[target + 1] = green
      ring[target + 2] = blue
      ring[target + 3] = alpha
      target += 4
    }
  }

  /// Sums the filtered rows output row `y` covers, weighted vertically, into `sum`.
  @inline(__always)
  private static func sumRows(
    for y: Int, vertical: ResampleWeights, ring: UnsafeMutableBufferPointer<Float>, ringRows: Int,
    rowLength: Int, into sum: UnsafeMutableBufferPointer<Float>
  ) {
    for index in 0..<rowLength { sum[index] = 0 }
    var sourceRow = vertical.first[y]
    for tap in vertical.offsets[y]..<vertical.offsets[y + 1] {
      let weight = vertical.weights[tap]
      let slot = (sourceRow % ringRows) * rowLength
      for index in 0..<rowLength {
        sum[index] += weight * ring[slot + index]
      }
      sourceRow += 1
    }
  }

  /// Divides a summed row by its alpha and encodes it to sRGB codes in `pixels` from `start`;
  /// pixels whose alpha rounds to 0 are left as they are (0,0,0,0).
  @inline(__always)
  private static func unpremultiplyRow(
    _ sum: UnsafeMutableBufferPointer<Float>, into pixels: UnsafeMutableBufferPointer<UInt8>,
    at start: Int, table: UnsafeBufferPointer<Double>, buckets: UnsafeBufferPointer<UInt8>
  ) {
    var target = start
    var index = 0
    while index < sum.count {
      let alpha = sum[index + 3]
      let alphaCode = min(255, max(0, (alpha * 255 + 0.5).rounded(.down)))
      if alphaCode > 0 {
        pixels[target] = SRGBTransfer.encodeByte(sum[index] / alpha, table: table, buckets: buckets)
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
