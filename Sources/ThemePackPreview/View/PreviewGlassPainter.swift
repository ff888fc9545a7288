import ThemePackArchive
import ThemePackImaging

/// Draws the preview's approximation of Liquid Glass: page content (the theme's own images on
/// the system background), a box blur, and the glass tint laid over it.
package enum PreviewGlassPainter {
  /// The theme's images in `appearance`, each drawn about 28 pt high, side by side from the
  /// left with 8 pt between them, repeated until the bar is full, on `background`.
  package static func content(
    of theme: PreviewTheme, appearance: ThemeAppearance, background: ThemeRGBA, width: Int, height: Int,
    scale: Int
  ) -> RGBAImage {
    var canvas = Canvas(width: width, height: height, background: background)
    let pictures = theme.assets.compactMap { asset -> RGBAImage? in
      guard let chosen = PreviewPageBuilder.nearestScale(to: scale, in: asset.scales),
        let rendered = asset.images[chosen]
      else { return nil }
      let image = rendered.shown(in: appearance)
      guard image.width > 0, image.height > 0 else { return nil }
      let drawnHeight = min(height, 28 * scale)
      let drawnWidth = max(1, min(width, image.width * drawnHeight / image.height))
      return Resampler.resize(image, width: drawnWidth, height: drawnHeight)
    }
    guard !pictures.isEmpty else { return canvas.result }
    var x = 0
    var index = 0
    while x < width, index < 256 {
      let picture = pictures[index % pictures.count]
      canvas.draw(picture, atX: x, y: (height - picture.height) / 2)
      x += picture.width + 8 * scale
      index += 1
    }
    return canvas.result
  }

  /// How much of the system background the glass material lays over the blurred content
  /// (its frost), before the tint.
  package static let frost = 0.6

  /// `content` blurred (three box-blur passes of `radius` pixels each way, which approach a
  /// Gaussian), frosted with `background` at `frost`, and `tint` laid over it by its alpha.
  package static func glass(over content: RGBAImage, tint: ThemeRGBA, background: ThemeRGBA, radius: Int)
    -> RGBAImage
  {
    var image = content
    for _ in 0..<3 {
      image = boxBlur(image, radius: radius, horizontal: true)
      image = boxBlur(image, radius: radius, horizontal: false)
    }
    var pixels = image.pixels
    for base in stride(from: 0, to: pixels.count, by: 4) {
      let below = ThemeRGBA(
        red: pixels[base], green: pixels[base + 1], blue: pixels[base + 2], alpha: pixels[base + 3])
      var frosted = background
      frosted.alpha = UInt8((frost * 255).rounded())
      let mixed = Compositor.sourceOver(tint, onto: Compositor.sourceOver(frosted, onto: below))
      pixels[base] = mixed.red
      pixels[base + 1] = mixed.green
      pixels[base + 2] = mixed.blue
      pixels[base + 3] = mixed.alpha
    }
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// One box-blur pass along rows or columns; edge pixels repeat beyond the border.
  private static func boxBlur(_ image: RGBAImage, radius: Int, horizontal: Bool) -> RGBAImage {
    guard radius > 0 else { return image }
    let (width, height) = (image.width, image.height)
    let lines = horizontal ? height : width
    let length = horizontal ? width : height
    // Bytes from one pixel to the next along the line, and from one line to the next.
    let step = horizontal ? 4 : width * 4
    let lineStep = horizontal ? width * 4 : 4
    let span = 2 * radius + 1
    var output = image.pixels
    image.pixels.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        for line in 0..<lines {
          let start = line * lineStep
          for channel in 0..<4 {
            let first = start + channel
            func at(_ position: Int) -> Int { Int(source[first + min(length - 1, max(0, position)) * step]) }
            var sum = 0
            for position in -radius...radius { sum += at(position) }
            for position in 0..<length {
              target[first + position * step] = UInt8((sum + span / 2) / span)
              sum += at(position + radius + 1) - at(position - radius)
            }
          }
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: output)
  }
}
