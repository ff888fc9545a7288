import ThemePackImaging

/// How far an image is from another of the same size, as an import judges a fit.
package struct PixelDifference: Sendable, Equatable {
  /// The largest difference of any channel, 0…255, on premultiplied pixels: alpha, and each
  /// colour channel times its alpha (so a pixel of alpha 1 differs by at most 1, as it shows).
  package var maximum: Int
  /// Pixels whose visible difference is over the tolerance: the colour difference weighted
  /// by the larger alpha (a faint edge pixel matters little), or the alpha difference.
  package var pixelsOver: Int
  /// Pixels compared.
  package var pixelCount: Int

  /// The share of pixels over the tolerance, 0…1.
  package var shareOver: Double { pixelCount == 0 ? 0 : Double(pixelsOver) / Double(pixelCount) }

  /// The difference of `image` from `reference` (same size), counting pixels over `tolerance`.
  package static func between(_ image: RGBAImage, _ reference: RGBAImage, tolerance: Int) -> PixelDifference {
    precondition(image.width == reference.width && image.height == reference.height)
    var maximum = 0
    var over = 0
    image.pixels.withUnsafeBufferPointer { first in
      reference.pixels.withUnsafeBufferPointer { second in
        var index = 0
        while index < first.count {
          let alphaA = Int(first[index + 3])
          let alphaB = Int(second[index + 3])
          let alpha = abs(alphaA - alphaB)
          var color = 0
          var shown = 0
          if alphaA > 0 || alphaB > 0 {
            for channel in 0..<3 {
              let a = Int(first[index + channel])
              let b = Int(second[index + channel])
              color = max(color, abs(a - b))
              shown = max(shown, (abs(a * alphaA - b * alphaB) + 127) / 255)
            }
          }
          maximum = max(maximum, alpha, shown)
          if alpha > tolerance || color * max(alphaA, alphaB) > tolerance * 255 { over += 1 }
          index += 4
        }
      }
    }
    return PixelDifference(maximum: maximum, pixelsOver: over, pixelCount: image.width * image.height)
  }
}
