import ThemePackImaging

/// How far an image is from another of the same size, as an import judges a fit.
package struct PixelDifference: Sendable, Equatable {
  /// The largest difference of any channel, 0…255: alpha everywhere, colour where either
  /// pixel is visible (alpha > 0).
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
          if alphaA > 0 || alphaB > 0 {
            for channel in 0..<3 {
              color = max(color, abs(Int(first[index + channel]) - Int(second[index + channel])))
            }
          }
          maximum = max(maximum, alpha, color)
          if alpha > tolerance || color * max(alphaA, alphaB) > tolerance * 255 { over += 1 }
          index += 4
        }
      }
    }
    return PixelDifference(maximum: maximum, pixelsOver: over, pixelCount: image.width * image.height)
  }
}
