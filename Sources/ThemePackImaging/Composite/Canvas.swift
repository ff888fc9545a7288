import ThemePackArchive
import ThemePackSupport

/// A picture assembled from images and filled rectangles, for contact sheets and previews.
///
/// Everything is drawn with `Compositor.sourceOver` (straight alpha, sRGB-space blending, one
/// rounding per draw, like an 8-bit UIKit context). Whatever falls outside the canvas is
/// clipped; nothing drawn out of bounds is an error.
package struct Canvas: Sendable, Equatable {
  /// The pixels so far.
  package private(set) var result: RGBAImage

  /// A `width × height` canvas (both at least 1) filled with `background`.
  package init(width: Int, height: Int, background: ThemeRGBA = .clear) {
    result = RGBAImage(width: width, height: height, fill: background.alpha == 0 ? .clear : background)
  }

  package var width: Int { result.width }
  package var height: Int { result.height }

  /// Draws `image` with its top-left corner at `(x, y)`, which may lie outside the canvas.
  package mutating func draw(_ image: RGBAImage, atX x: Int, y: Int) {
    guard
      let area = PixelRect(x: x, y: y, width: image.width, height: image.height)
        .clipped(toWidth: width, height: height)
    else { return }
    let canvasWidth = width
    image.pixels.withUnsafeBufferPointer { source in
      result.pixels.withUnsafeMutableBufferPointer { target in
        for row in area.y..<(area.y + area.height) {
          var from = ((row - y) * image.width + (area.x - x)) * 4
          var to = (row * canvasWidth + area.x) * 4
          for _ in 0..<area.width {
            let blended = Compositor.sourceOver(
              ThemeRGBA(
                red: source[from], green: source[from + 1], blue: source[from + 2],
                alpha: source[from + 3]),
              onto: ThemeRGBA(
                red: target[to], green: target[to + 1], blue: target[to + 2],
                alpha: target[to + 3]))
            target[to] = blended.red
            target[to + 1] = blended.green
            target[to + 2] = blended.blue
            target[to + 3] = blended.alpha
            from += 4
            to += 4
          }
        }
      }
    }
  }

  /// Draws a rectangle of `color` over `rect`, which may reach outside the canvas.
  package mutating func fill(_ rect: PixelRect, color: ThemeRGBA) {
    guard let area = rect.clipped(toWidth: width, height: height) else { return }
    for row in area.y..<(area.y + area.height) {
      for column in area.x..<(area.x + area.width) {
        result[column, row] = Compositor.sourceOver(color, onto: result[column, row])
      }
    }
  }
}
