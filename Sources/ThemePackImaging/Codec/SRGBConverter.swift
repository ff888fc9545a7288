import ThemePackNative
import ThemePackSupport

/// Converts decoded pixels to sRGB from the colour space their file declares, with lcms2's
/// defaults: the profile's header rendering intent, lcms2's own sRGB profile, 8-bit
/// straight RGBA in and out (alpha kept).
package enum SRGBConverter {
  /// `image` in sRGB; unchanged when `space` does not convert.
  package static func convert(_ image: RGBAImage, from space: PNGColorSpace) throws(ICCProfileError)
    -> RGBAImage
  {
    let profile: [UInt8]
    switch space {
    case .untagged, .srgb, .unconverted:
      return image
    case .icc(let icc):
      profile = icc.bytes
    case .gamma(let gamma, let chromaticities):
      profile = try gammaProfile(gamma: gamma, chromaticities: chromaticities)
    }
    var pixels = image.pixels
    if case .failure(let failure) = LCMSNative.convertToSRGB(&pixels, profile: profile) {
      throw ICCProfileError(
        "lcms2 cannot convert from it" + (failure.message.isEmpty ? "" : ": " + failure.message))
    }
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// The RGB profile that `gAMA` (file gamma × 100000: encoded = linear^gamma) and `cHRM`
  /// (or sRGB's primaries and D65) describe.
  package static func gammaProfile(gamma: Int, chromaticities: [Int]?) throws(ICCProfileError) -> [UInt8] {
    let values = (chromaticities ?? PNGColorSpace.srgbChromaticities).map { Double($0) / 100000 }
    let result = LCMSNative.rgbProfile(
      gamma: 100000 / Double(gamma), white: (values[0], values[1]),
      primaries: [(values[2], values[3]), (values[4], values[5]), (values[6], values[7])])
    switch result {
    case .success(let bytes): return bytes
    case .failure(let failure):
      throw ICCProfileError(
        "gAMA/cHRM describe no usable profile" + (failure.message.isEmpty ? "" : ": " + failure.message))
    }
  }
}
