import ThemePackArchive
import ThemePackSupport

/// The colour most of an image is painted in, for checking art against its theme colour.
package enum DominantColor {
  /// The dominant opaque colour: pixels with alpha ≥ 250 are bucketed by the top 4 bits of
  /// each channel, the fullest bucket wins (ties go to the lowest bucket, red bits highest),
  /// and the result is the rounded mean (halves up) of that bucket's pixels, with alpha 255.
  /// Nil when no pixel is that opaque.
  package static func of(_ image: RGBAImage) -> ThemeRGBA? {
    var counts = [Int](repeating: 0, count: 4096)
    var sums = [Int](repeating: 0, count: 4096 * 3)
    image.pixels.withUnsafeBufferPointer { pixels in
      var index = 0
      while index < pixels.count {
        if pixels[index + 3] >= 250 {
          let red = Int(pixels[index])
          let green = Int(pixels[index + 1])
          let blue = Int(pixels[index + 2])
          let key = (red >> 4) << 8 | (green >> 4) << 4 | blue >> 4
          counts[key] += 1
          sums[key * 3] += red
          sums[key * 3 + 1] += green
          sums[key * 3 + 2] += blue
        }
        index += 4
      }
    }
    var bestKey = 0
    for key in 1..<4096 where counts[key] > counts[bestKey] {
      bestKey = key
    }
    let count = counts[bestKey]
    guard count > 0 else { return nil }
    func mean(_ sum: Int) -> UInt8 { UInt8((2 * sum + count) / (2 * count)) }
    return ThemeRGBA(
      red: mean(sums[bestKey * 3]), green: mean(sums[bestKey * 3 + 1]),
      blue: mean(sums[bestKey * 3 + 2]))
  }
}
