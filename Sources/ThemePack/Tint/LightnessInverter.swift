/// Darkens full-colour art for dark mode the way Android's force-dark does: invert CIELAB
/// lightness (L* → 100 − L*) and keep a* and b*, so hues survive while light becomes dark.
public enum LightnessInverter {
  /// Inverts every pixel's lightness. Colours that leave sRGB are clipped channel by channel;
  /// alpha is kept, and fully transparent pixels become 0,0,0,0. Runs of equal pixels are
  /// converted once.
  public static func invert(_ image: RGBAImage) -> RGBAImage {
    var result = image
    result.pixels.withUnsafeMutableBufferPointer { pixels in
      var lastInput: (UInt8, UInt8, UInt8)? = nil
      var lastOutput = RGBA8.clear
      var index = 0
      while index < pixels.count {
        let alpha = pixels[index + 3]
        if alpha == 0 {
          pixels[index] = 0
          pixels[index + 1] = 0
          pixels[index + 2] = 0
        } else {
          let input = (pixels[index], pixels[index + 1], pixels[index + 2])
          if lastInput == nil || lastInput! != input {
            var lab = CIELAB(RGBA8(red: input.0, green: input.1, blue: input.2))
            lab.l = 100 - lab.l
            lastOutput = lab.rgba()
            lastInput = input
          }
          pixels[index] = lastOutput.red
          pixels[index + 1] = lastOutput.green
          pixels[index + 2] = lastOutput.blue
        }
        index += 4
      }
    }
    return result
  }
}
