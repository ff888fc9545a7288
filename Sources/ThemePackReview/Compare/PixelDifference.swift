import ThemePackImaging

/// How two renderings of one image differ, pixel by pixel, and a heat map of where.
///
/// The images are laid over each other from their top-left corners, on a canvas as wide and
/// as high as the larger of each; a pixel outside one image counts as transparent black there.
/// A pixel has changed when any of its four straight RGBA channels differs (a transparent
/// pixel whose hidden colour changed counts too: an app blending it in another way would
/// show it). The difference of a pixel is the largest of its four channels' differences.
package struct PixelDifference: Sendable, Equatable {
  /// Pixels whose RGBA differs.
  package var changedPixels: Int
  /// Pixels of the canvas.
  package var totalPixels: Int
  /// The largest channel difference of any pixel, 0 to 255.
  package var largestDifference: Int
  /// The smallest rectangle holding every changed pixel; nil when none changed.
  package var bounds: PixelRect?
  /// The smallest rectangle holding every pixel whose alpha changed (the drawing's shape,
  /// which a tint leaves alone); nil when no alpha changed.
  package var alphaBounds: PixelRect? = nil
  /// The canvas, opaque: unchanged pixels a faint grey ghost of the new image (of the old one
  /// where the new one has none) on white, changed pixels from yellow (a difference of 1) to
  /// red (255), so a one-level change still shows. Nil when not asked for, or when the
  /// canvas is over `maxCanvasPixels`.
  package var heatMap: RGBAImage?

  /// The largest canvas compared pixel by pixel: the decoder's own limit on one image. Two
  /// images of very different shapes (8192×1 against 1×8192) lay out a larger one; they are
  /// reported wholly changed, without a heat map.
  package static let maxCanvasPixels = PNGLimits.default.maxPixels

  /// Compares `old` with `new`; either may be nil (the image was added or removed), not both.
  /// `drawingHeatMap` (by default when both are there) also draws the heat map.
  package static func compare(
    _ old: RGBAImage?, _ new: RGBAImage?, drawingHeatMap: Bool? = nil
  ) -> PixelDifference {
    let width = max(old?.width ?? 1, new?.width ?? 1)
    let height = max(old?.height ?? 1, new?.height ?? 1)
    guard width * height <= maxCanvasPixels else {
      return PixelDifference(
        changedPixels: width * height, totalPixels: width * height, largestDifference: 255,
        bounds: PixelRect(x: 0, y: 0, width: width, height: height), heatMap: nil)
    }
    let drawing = drawingHeatMap ?? (old != nil && new != nil)
    var map = [UInt8](repeating: 255, count: drawing ? width * height * 4 : 0)
    var changed = 0
    var largest = 0
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    var (alphaMinX, alphaMinY, alphaMaxX, alphaMaxY) = (width, height, -1, -1)
    for y in 0..<height {
      for x in 0..<width {
        let before = pixel(old, x, y)
        let after = pixel(new, x, y)
        let index = (y * width + x) * 4
        let difference = max(
          abs(Int(before.0) - Int(after.0)), abs(Int(before.1) - Int(after.1)),
          abs(Int(before.2) - Int(after.2)), abs(Int(before.3) - Int(after.3)))
        if difference == 0 {
          guard drawing else { continue }
          let ghost = after.3 > 0 ? after : before
          let luminance = (Int(ghost.0) * 54 + Int(ghost.1) * 183 + Int(ghost.2) * 19) >> 8
          // Mix toward white: at most a quarter of the way to the pixel's own grey.
          let shade = UInt8(255 - (255 - luminance) * Int(ghost.3) / (255 * 4))
          map[index] = shade
          map[index + 1] = shade
          map[index + 2] = shade
          continue
        }
        changed += 1
        largest = max(largest, difference)
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        if before.3 != after.3 {
          (alphaMinX, alphaMinY) = (min(alphaMinX, x), min(alphaMinY, y))
          (alphaMaxX, alphaMaxY) = (max(alphaMaxX, x), max(alphaMaxY, y))
        }
        guard drawing else { continue }
        // Yellow (255, 210, 0) at the smallest difference to red (208, 0, 0) at the largest.
        let t = Double(difference - 1) / 254
        map[index] = UInt8(255 - 47 * t)
        map[index + 1] = UInt8(210 * (1 - t))
        map[index + 2] = 0
      }
    }
    let bounds =
      maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    let alphaBounds =
      alphaMaxX < 0
      ? nil
      : PixelRect(
        x: alphaMinX, y: alphaMinY, width: alphaMaxX - alphaMinX + 1, height: alphaMaxY - alphaMinY + 1)
    return PixelDifference(
      changedPixels: changed, totalPixels: width * height, largestDifference: largest, bounds: bounds,
      alphaBounds: alphaBounds, heatMap: drawing ? RGBAImage(width: width, height: height, pixels: map) : nil)
  }

  private static func pixel(_ image: RGBAImage?, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    guard let image, x < image.width, y < image.height else { return (0, 0, 0, 0) }
    let index = (y * image.width + x) * 4
    return (image.pixels[index], image.pixels[index + 1], image.pixels[index + 2], image.pixels[index + 3])
  }
}
