import CLCMS2
import CPNGTestWriter

/// lcms2 called directly, as the tests' oracle for colour management: it writes the test
/// profiles (`cmsCreateRGBProfile` + `cmsSaveProfileToMem`) and converts pixels the way the
/// issue says a build must (`cmsDoTransform` to lcms2's sRGB, the profile's header intent,
/// RGBA8, default flags). It shares no code with ThemePack's own gate.
public enum LCMSOracle {
  /// A CIE xy chromaticity.
  public typealias XY = (x: Double, y: Double)

  public static let d65: XY = (0.3127, 0.3290)

  /// Apple's "Generic RGB Profile" as far as a matrix/TRC profile describes it: gamma 1.8,
  /// its own primaries, D65 white.
  public static func genericRGBLike() -> [UInt8] {
    profile(
      gamma: 1.8, white: d65, primaries: [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)],
      description: "Generic RGB Profile")
  }

  /// Display P3: P3 primaries, D65 white, the sRGB transfer curve.
  public static func displayP3() -> [UInt8] {
    profile(
      curve: .srgb, white: d65, primaries: [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)],
      description: "Display P3")
  }

  /// The transfer curve of a test profile.
  public enum Curve: Sendable {
    case gamma(Double)
    /// IEC 61966-2-1 (lcms2 parametric type 4).
    case srgb
    /// An lcms2 parametric curve: its type and parameters.
    case parametric(Int32, [Double])
  }

  /// An RGB display profile's bytes; `intent` goes into the header.
  public static func profile(
    gamma: Double, white: XY, primaries: [XY], description: String, intent: UInt32 = 0
  ) -> [UInt8] {
    profile(
      curve: .gamma(gamma), white: white, primaries: primaries, description: description, intent: intent)
  }

  public static func profile(
    curve: Curve, white: XY, primaries: [XY], description: String, intent: UInt32 = 0
  ) -> [UInt8] {
    let tone: OpaquePointer
    switch curve {
    case .gamma(let gamma): tone = cmsBuildGamma(nil, gamma)!
    case .srgb:
      let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
      tone = cmsBuildParametricToneCurve(nil, 4, parameters)!
    case .parametric(let type, let parameters): tone = cmsBuildParametricToneCurve(nil, type, parameters)!
    }
    defer { cmsFreeToneCurve(tone) }
    var whitePoint = cmsCIExyY(x: white.x, y: white.y, Y: 1)
    var xyY = cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: primaries[0].x, y: primaries[0].y, Y: 1),
      Green: cmsCIExyY(x: primaries[1].x, y: primaries[1].y, Y: 1),
      Blue: cmsCIExyY(x: primaries[2].x, y: primaries[2].y, Y: 1))
    var curves: [OpaquePointer?] = [tone, tone, tone]
    let handle = cmsCreateRGBProfile(&whitePoint, &xyY, &curves)!
    defer { cmsCloseProfile(handle) }
    let text = cmsMLUalloc(nil, 1)!
    defer { cmsMLUfree(text) }
    cmsMLUsetASCII(text, "en", "US", description)
    cmsWriteTag(handle, cmsSigProfileDescriptionTag, UnsafeRawPointer(text))
    cmsSetHeaderRenderingIntent(handle, intent)
    var size: UInt32 = 0
    cmsSaveProfileToMem(handle, nil, &size)
    var bytes = [UInt8](repeating: 0, count: Int(size))
    cmsSaveProfileToMem(handle, &bytes, &size)
    return bytes
  }

  /// A grey display profile (D65 white, gamma 2.2), as bytes: a space the build does not
  /// convert.
  public static func gray() -> [UInt8] {
    let tone = cmsBuildGamma(nil, 2.2)!
    defer { cmsFreeToneCurve(tone) }
    var white = cmsCIExyY(x: d65.x, y: d65.y, Y: 1)
    let handle = cmsCreateGrayProfile(&white, tone)!
    defer { cmsCloseProfile(handle) }
    var size: UInt32 = 0
    cmsSaveProfileToMem(handle, nil, &size)
    var bytes = [UInt8](repeating: 0, count: Int(size))
    cmsSaveProfileToMem(handle, &bytes, &size)
    return bytes
  }

  /// lcms2's own sRGB profile, as bytes.
  public static func srgb() -> [UInt8] {
    let handle = cmsCreate_sRGBProfile()!
    defer { cmsCloseProfile(handle) }
    var size: UInt32 = 0
    cmsSaveProfileToMem(handle, nil, &size)
    var bytes = [UInt8](repeating: 0, count: Int(size))
    cmsSaveProfileToMem(handle, &bytes, &size)
    return bytes
  }

  /// RGBA8 `pixels` converted from `profile` to sRGB by lcms2 (alpha as given).
  public static func toSRGB(_ pixels: [UInt8], profile: [UInt8]) -> [UInt8] {
    let input = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, UInt32($0.count)) }!
    defer { cmsCloseProfile(input) }
    let output = cmsCreate_sRGBProfile()!
    defer { cmsCloseProfile(output) }
    let transform = cmsCreateTransform(
      input, CLCMS2_TYPE_RGBA_8, output, CLCMS2_TYPE_RGBA_8, cmsGetHeaderRenderingIntent(input), 0)!
    defer { cmsDeleteTransform(transform) }
    var result = pixels
    pixels.withUnsafeBufferPointer { from in
      result.withUnsafeMutableBufferPointer { to in
        cmsDoTransform(transform, from.baseAddress, to.baseAddress, UInt32(pixels.count / 4))
      }
    }
    return result
  }

  /// 16-bit RGBA `samples` converted from `profile` to 8-bit sRGB by lcms2 in one transform
  /// (`TYPE_RGBA_16` in, `TYPE_RGBA_8` out); alpha is `round(v / 257)`.
  public static func toSRGB(sixteenBit samples: [UInt16], profile: [UInt8]) -> [UInt8] {
    let input = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, UInt32($0.count)) }!
    defer { cmsCloseProfile(input) }
    let output = cmsCreate_sRGBProfile()!
    defer { cmsCloseProfile(output) }
    let transform = cmsCreateTransform(
      input, CLCMS2_TYPE_RGBA_16, output, CLCMS2_TYPE_RGBA_8, cmsGetHeaderRenderingIntent(input), 0)!
    defer { cmsDeleteTransform(transform) }
    var result = [UInt8](repeating: 0, count: samples.count)
    samples.withUnsafeBufferPointer { from in
      result.withUnsafeMutableBufferPointer { to in
        cmsDoTransform(transform, from.baseAddress, to.baseAddress, UInt32(samples.count / 4))
      }
    }
    for index in stride(from: 3, to: samples.count, by: 4) {
      result[index] = UInt8((Double(samples[index]) / 257).rounded())
    }
    return result
  }

  /// `iCCP` chunk data for `profile`: the name, NUL, method 0, the zlib stream.
  public static func iccpData(_ profile: [UInt8], name: String = "ICC Profile") -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    let status = profile.withUnsafeBufferPointer {
      CPNGTestWriter_deflate($0.baseAddress, $0.count, &output, &size)
    }
    defer { CPNGTestWriter_free(output) }
    precondition(status == 0, "zlib could not compress")
    return Array(name.utf8) + [0, 0] + Array(UnsafeBufferPointer(start: output!, count: size))
  }

  /// The largest difference of any channel between two equally long pixel buffers.
  public static func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }
}
