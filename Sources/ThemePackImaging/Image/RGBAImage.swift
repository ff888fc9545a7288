import ThemePackArchive
import ThemePackSupport

/// A decoded image: straight (non-premultiplied) RGBA8, sRGB-encoded, rows top to bottom.
///
/// Every stage of the pipeline works on this one representation; the codec converts
/// every PNG colour type and bit depth to it and back.
package struct RGBAImage: Sendable, Equatable {
  /// Width in pixels, at least 1.
  package let width: Int
  /// Height in pixels, at least 1.
  package let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row by row.
  package var pixels: [UInt8]

  /// Wraps existing pixel bytes. The caller must pass exactly `width × height × 4` bytes.
  package init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0, "image must be at least 1x1")
    precondition(pixels.count == width * height * 4, "pixel buffer size does not match")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one colour.
  package init(width: Int, height: Int, fill: ThemeRGBA) {
    precondition(width > 0 && height > 0, "image must be at least 1x1")
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = fill.red
      pixels[index + 1] = fill.green
      pixels[index + 2] = fill.blue
      pixels[index + 3] = fill.alpha
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// The pixel at column `x`, row `y` (both zero-based, must be in range).
  package subscript(x: Int, y: Int) -> ThemeRGBA {
    get {
      let index = (y * width + x) * 4
      return ThemeRGBA(
        red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
        alpha: pixels[index + 3])
    }
    set {
      let index = (y * width + x) * 4
      pixels[index] = newValue.red
      pixels[index + 1] = newValue.green
      pixels[index + 2] = newValue.blue
      pixels[index + 3] = newValue.alpha
    }
  }

  /// Whether every pixel has alpha 255.
  package var isOpaque: Bool {
    var index = 3
    while index < pixels.count {
      if pixels[index] != 255 { return false }
      index += 4
    }
    return true
  }
}
