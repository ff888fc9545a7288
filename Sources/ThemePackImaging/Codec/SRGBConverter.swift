import ThemePackNative
import ThemePackSupport

/// Converts decoded pixels to sRGB from the colour space their file declares, with lcms2's
/// defaults: the profile's header rendering intent, lcms2's own sRGB profile, straight RGBA
/// in (8 or 16 bits) and RGBA8 out (alpha kept).
package enum SRGBConverter {
  /// The ICC profile the pixels of `space` are converted from, or nil when they are used as
  /// stored.
  package static func profile(of space: PNGColorSpace) throws(ICCProfileError) -> [UInt8]? {
    switch space {
    case .untagged, .srgb, .unconverted: return nil
    case .icc(let icc): return icc.bytes
    case .gamma(let gamma, let chromaticities):
      return try gammaProfile(gamma: gamma, chromaticities: chromaticities)
    case .cicp(let cicp): return try cicp.profile()
    }
  }

  /// `image` in sRGB; unchanged when `space` does not convert.
  package static func convert(_ image: RGBAImage, from space: PNGColorSpace) throws(ICCProfileError)
    -> RGBAImage
  {
    guard let profile = try profile(of: space) else { return image }
    return try convert(image, fromProfile: profile)
  }

  /// `image` converted from `profile` to sRGB.
  package static func convert(_ image: RGBAImage, fromProfile profile: [UInt8]) throws(ICCProfileError)
    -> RGBAImage
  {
    var pixels = image.pixels
    if case .failure(let failure) = LCMSNative.convertToSRGB(&pixels, profile: profile) {
      throw error(failure)
    }
    return RGBAImage(width: image.width, height: image.height, pixels: pixels)
  }

  /// RGBA8 sRGB pixels of 16-bit RGBA `samples` (native-endian) in `profile`: converted at
  /// full depth, then reduced (`LCMSNative.convertToSRGB(sixteenBit:profile:)`).
  package static func convert(sixteenBit samples: UnsafeBufferPointer<UInt16>, fromProfile profile: [UInt8])
    -> Result<[UInt8], ICCProfileError>
  {
    LCMSNative.convertToSRGB(sixteenBit: samples, profile: profile).mapError(error)
  }

  private static func error(_ failure: LCMSNative.Failure) -> ICCProfileError {
    ICCProfileError("lcms2 cannot convert from it" + (failure.message.isEmpty ? "" : ": " + failure.message))
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
