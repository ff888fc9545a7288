import ThemePackNative
import ThemePackSupport

/// Encodes RGBA8 images to PNG, losslessly, in the smallest exact colour type.
///
/// Output holds only `IHDR`, `PLTE`/`tRNS` for palette images, an optional `sRGB`,
/// `IDAT` and `IEND`: no time, text or physical-size chunks, so the same pixels and
/// options always give the same bytes.
package enum PNGEncoder {
  /// Encodes `image` in the format chosen by `PNGStorageFormat.smallest(for:)`. With a
  /// `memo`, a palette image whose packed rows were encoded before reuses their stream
  /// (same bytes, no compression).
  package static func encode(
    _ image: RGBAImage, options: PNGEncodeOptions = .default, memo: PNGImageDataMemo? = nil
  ) throws(PNGError) -> [UInt8] {
    try encode(image, as: PNGStorageFormat.smallest(for: image), options: options, memo: memo)
  }

  /// Truecolour and 8-bit gray images of at most this many pixels are compressed at level 12
  /// when the level is automatic.
  package static let smallImagePixels = 65_536

  /// Encodes `image` in a given format. The format must hold the pixels exactly (as
  /// `smallest(for:)` guarantees); pixels that do not fit are an encode error.
  package static func encode(
    _ image: RGBAImage, as format: PNGStorageFormat, options: PNGEncodeOptions = .default,
    memo: PNGImageDataMemo? = nil
  ) throws(PNGError) -> [UInt8] {
    if let level = options.compressionLevel, !PNGEncodeOptions.levels.contains(level) {
      throw PNGError(kind: .encode, file: "", reason: "compression level must be 0 to 12")
    }
    let request = try self.request(image, as: format, writeSRGB: options.writeSRGB)
    return try PNGTuner.encode(consume request, options: options, memo: memo)
  }

  /// The packed rows and format of `image`, ready for `PNGTuner`.
  package static func request(
    _ image: RGBAImage, as format: PNGStorageFormat, writeSRGB: Bool
  ) throws(PNGError) -> PNGNative.EncodeRequest {
    let (rows, rowBytes) = try pack(image, as: format)
    return PNGNative.EncodeRequest(
      width: image.width, height: image.height, colorType: format.colorType.rawValue,
      bitDepth: format.bitDepth, rowBytes: rowBytes, rows: rows,
      palette: format.palette.flatMap { [$0.red, $0.green, $0.blue] },
      paletteAlpha: Array(format.palette.prefix { $0.alpha != 255 }.map(\.alpha)),
      writeSRGB: writeSRGB)
  }

  /// Encodes `image` and writes it to `path` atomically: on any failure the file at
  /// `path`, if one exists, is left as it was.
  package static func write(
    _ image: RGBAImage, toPath path: String, options: PNGEncodeOptions = .default
  ) throws(PNGError) {
    let bytes: [UInt8]
    do {
      bytes = try encode(image, options: options)
    } catch {
      throw error.naming(path)
    }
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw PNGError(kind: .io, file: path, reason: error.reason, operation: .write)
    }
  }

  /// Packs RGBA8 pixels into rows of the target format.
  private static func pack(
    _ image: RGBAImage, as format: PNGStorageFormat
  ) throws(PNGError) -> ([UInt8], Int) {
    let width = image.width
    let pixels = image.pixels
    let count = width * image.height
    switch format.colorType {
    case .rgba:
      return (pixels, width * 4)
    case .rgb:
      var rows = [UInt8](repeating: 0, count: count * 3)
      for pixel in 0..<count {
        guard pixels[pixel * 4 + 3] == 255 else { throw notExact("a pixel is not opaque") }
        rows[pixel * 3] = pixels[pixel * 4]
        rows[pixel * 3 + 1] = pixels[pixel * 4 + 1]
        rows[pixel * 3 + 2] = pixels[pixel * 4 + 2]
      }
      return (rows, width * 3)
    case .grayAlpha:
      var rows = [UInt8](repeating: 0, count: count * 2)
      for pixel in 0..<count {
        let red = pixels[pixel * 4]
        guard red == pixels[pixel * 4 + 1], red == pixels[pixel * 4 + 2] else {
          throw notExact("a pixel is not gray")
        }
        rows[pixel * 2] = red
        rows[pixel * 2 + 1] = pixels[pixel * 4 + 3]
      }
      return (rows, width * 2)
    case .gray:
      let maximum = (1 << format.bitDepth) - 1
      return try packIndices(width: width, height: image.height, depth: format.bitDepth) {
        pixel throws(PNGError) in
        let red = pixels[pixel * 4]
        guard red == pixels[pixel * 4 + 1], red == pixels[pixel * 4 + 2],
          pixels[pixel * 4 + 3] == 255, Int(red) * maximum % 255 == 0
        else { throw notExact("a pixel does not fit \(format.bitDepth)-bit gray") }
        return Int(red) * maximum / 255
      }
    case .palette:
      guard !format.palette.isEmpty, format.palette.count <= 1 << format.bitDepth else {
        throw notExact("the palette does not fit \(format.bitDepth) bits")
      }
      var lookup: [UInt32: Int] = [:]
      for (index, entry) in format.palette.enumerated() {
        lookup[key(entry.red, entry.green, entry.blue, entry.alpha)] = index
      }
      // Flat art repeats a colour for whole runs: the last lookup saves hashing most pixels.
      var lastKey = UInt32.max
      var lastIndex = -1
      return try packIndices(width: width, height: image.height, depth: format.bitDepth) {
        pixel throws(PNGError) in
        let base = pixel * 4
        let pixelKey = key(pixels[base], pixels[base + 1], pixels[base + 2], pixels[base + 3])
        if pixelKey == lastKey, lastIndex >= 0 { return lastIndex }
        guard let index = lookup[pixelKey] else { throw notExact("a pixel is not in the palette") }
        lastKey = pixelKey
        lastIndex = index
        return index
      }
    }
  }

  private static func packIndices(
    width: Int, height: Int, depth: Int, value: (Int) throws(PNGError) -> Int
  ) throws(PNGError) -> ([UInt8], Int) {
    let rowBytes = (width * depth + 7) / 8
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    let perByte = 8 / depth
    for y in 0..<height {
      for x in 0..<width {
        let sample = try value(y * width + x)
        let byte = y * rowBytes + x / perByte
        let shift = 8 - depth * (x % perByte + 1)
        rows[byte] |= UInt8(sample << shift)
      }
    }
    return (rows, rowBytes)
  }

  private static func key(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
    UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
  }

  private static func notExact(_ reason: String) -> PNGError {
    PNGError(kind: .encode, file: "", reason: "pixels do not fit the chosen format: \(reason)")
  }
}
