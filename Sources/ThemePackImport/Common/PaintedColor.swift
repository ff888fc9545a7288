import ThemePackArchive
import ThemePackImaging

/// The colour a hand-painted image is painted in.
package enum PaintedColor {
  /// `DominantColor.of(image)` (the fullest bucket of opaque pixels), else, for art with
  /// no opaque pixel, the alpha-weighted mean colour of its visible pixels; nil for a fully
  /// transparent image.
  package static func of(_ image: RGBAImage) -> ThemeRGBA? {
    if let dominant = DominantColor.of(image) { return dominant }
    var sums = [0, 0, 0]
    var weight = 0
    var index = 0
    while index < image.pixels.count {
      let alpha = Int(image.pixels[index + 3])
      for channel in 0..<3 { sums[channel] += Int(image.pixels[index + channel]) * alpha }
      weight += alpha
      index += 4
    }
    guard weight > 0 else { return nil }
    func mean(_ sum: Int) -> UInt8 { UInt8((2 * sum + weight) / (2 * weight)) }
    return ThemeRGBA(red: mean(sums[0]), green: mean(sums[1]), blue: mean(sums[2]))
  }
}
