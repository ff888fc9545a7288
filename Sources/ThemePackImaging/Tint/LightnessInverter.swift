import ThemePackArchive
import ThemePackSupport

/// Darkens full-colour art for dark mode the way Android's force-dark does: invert CIELAB
/// lightness (L* → 100 − L*) and keep a* and b*, so hues survive while light becomes dark.
package enum LightnessInverter {
  /// Inverts every pixel's lightness. Colours that leave sRGB are clipped channel by channel;
  /// alpha is kept, and fully transparent pixels become 0,0,0,0. Each distinct colour is
  /// converted about once (a small direct-mapped cache sized to the image).
  package static func invert(_ image: RGBAImage) -> RGBAImage {
    var result = image
    var slots = 1
    while slots < 65536 && slots < image.width * image.height { slots <<= 1 }
    // Keys hold 0xRRGGBB; UInt32.max marks an empty slot.
    var keys = [UInt32](repeating: .max, count: slots)
    var values = [ThemeRGBA](repeating: .clear, count: slots)
    let mask = UInt32(slots - 1)
    result.pixels.withUnsafeMutableBufferPointer { pixels in
      var index = 0
      while index < pixels.count {
        if pixels[index + 3] == 0 {
          pixels[index] = 0
          pixels[index + 1] = 0
          pixels[index + 2] = 0
        } else {
          let key = UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2])
          let slot = Int((key &* 2_654_435_761) >> 8 & mask)
          let output: ThemeRGBA
          if keys[slot] == key {
            output = values[slot]
          } else {
            var lab = CIELAB(ThemeRGBA(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2]))
            lab.l = 100 - lab.l
            output = lab.rgba()
            keys[slot] = key
            values[slot] = output
          }
          pixels[index] = output.red
          pixels[index + 1] = output.green
          pixels[index + 2] = output.blue
        }
        index += 4
      }
    }
    return result
  }
}
