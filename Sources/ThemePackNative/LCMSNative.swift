internal import CLCMS2

/// The one gate to lcms2 (Little CMS): reading ICC profiles, converting RGBA8 or RGBA16 pixels
/// to sRGB, and writing the RGB profile a PNG's `gAMA`/`cHRM` or `cICP` chunks describe.
///
/// Every call runs in its own lcms context whose error handler keeps lcms's last message, so
/// a refusal carries lcms's own text and calls on different threads never share state.
package enum LCMSNative {
  /// lcms refused a profile or a transform; `message` is its own text (possibly empty).
  package struct Failure: Error {
    package var message: String
  }

  /// What lcms reads from a profile's header and tags.
  package struct ProfileInfo {
    /// The `desc` tag in English (or the profile's first language), "" when absent.
    package var description: String
    /// The header's colour space signature as four characters ("RGB ", "GRAY").
    package var colorSpace: String
    /// The header's device class as four characters ("mntr", "link"…).
    package var deviceClass: String
    /// The header's rendering intent (0 perceptual, 1 relative, 2 saturation, 3 absolute).
    package var intent: Int
  }

  /// lcms's version, such as 2140 for 2.14. The corresponding C function is
  /// `cmsGetEncodedCMMversion`.
  package static var version: Int { Int(cmsGetEncodedCMMversion()) }

  /// Reads `profile`'s header and description. The corresponding C functions are
  /// `cmsOpenProfileFromMemTHR` and `cmsGetProfileInfoASCII`.
  package static func info(ofProfile profile: [UInt8]) -> Result<ProfileInfo, Failure> {
    withContext { context, lastMessage in
      guard let handle = open(profile, context) else {
        return .failure(Failure(message: lastMessage()))
      }
      defer { cmsCloseProfile(handle) }
      var text = [CChar](repeating: 0, count: 256)
      let length = cmsGetProfileInfoASCII(handle, cmsInfoDescription, "en", "US", &text, UInt32(text.count))
      let description =
        length == 0 ? "" : String(decoding: text.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
      return .success(
        ProfileInfo(
          description: description, colorSpace: signature(cmsGetColorSpace(handle).rawValue),
          deviceClass: signature(cmsGetDeviceClass(handle).rawValue),
          intent: Int(cmsGetHeaderRenderingIntent(handle))))
    }
  }

  /// Converts straight RGBA8 `pixels` from `profile` to lcms's built-in sRGB in place, with
  /// the profile's header rendering intent and lcms's default flags; alpha is kept. The
  /// corresponding C functions are `cmsCreateTransformTHR` and `cmsDoTransform`.
  package static func convertToSRGB(_ pixels: inout [UInt8], profile: [UInt8]) -> Result<Void, Failure> {
    withTransform(from: profile, format: CLCMS2_TYPE_RGBA_8) { transform in
      let source = pixels
      let count = UInt32(pixels.count / 4)
      source.withUnsafeBufferPointer { from in
        pixels.withUnsafeMutableBufferPointer { to in
          cmsDoTransform(transform, from.baseAddress, to.baseAddress, count)
        }
      }
    }
  }

  /// Straight RGBA8 converted from 16-bit `samples` (native-endian RGBA16, four a pixel) in
  /// `profile` to lcms's built-in sRGB, as `convertToSRGB` does for 8 bits: the colours at
  /// full depth, each output level `round(v / 257)` of lcms's 16-bit result; alpha reduced as
  /// libpng's `png_set_scale_16` does, `(v × 255 + 32895) >> 16`.
  package static func convertToSRGB(
    sixteenBit samples: UnsafeBufferPointer<UInt16>, profile: [UInt8]
  ) -> Result<[UInt8], Failure> {
    var pixels = [UInt8](repeating: 0, count: samples.count)
    let result = withTransform(from: profile, format: CLCMS2_TYPE_RGBA_16) { transform in
      pixels.withUnsafeMutableBufferPointer { to in
        cmsDoTransform(transform, samples.baseAddress, to.baseAddress, UInt32(samples.count / 4))
      }
    }
    if case .failure(let failure) = result { return .failure(failure) }
    for index in stride(from: 3, to: samples.count, by: 4) {
      pixels[index] = UInt8((Int(samples[index]) * 255 + 32895) >> 16)
    }
    return .success(pixels)
  }

  /// Runs `body` with a transform from `profile` in `format` to sRGB RGBA8 (the profile's
  /// header intent, lcms's default flags).
  private static func withTransform(
    from profile: [UInt8], format: cmsUInt32Number, _ body: (cmsHTRANSFORM) -> Void
  ) -> Result<Void, Failure> {
    withContext { context, lastMessage in
      guard let input = open(profile, context) else { return .failure(Failure(message: lastMessage())) }
      defer { cmsCloseProfile(input) }
      guard let output = cmsCreate_sRGBProfileTHR(context) else {
        return .failure(Failure(message: lastMessage()))
      }
      defer { cmsCloseProfile(output) }
      let intent = cmsGetHeaderRenderingIntent(input)
      guard
        let transform = cmsCreateTransformTHR(context, input, format, output, CLCMS2_TYPE_RGBA_8, intent, 0)
      else { return .failure(Failure(message: lastMessage())) }
      defer { cmsDeleteTransform(transform) }
      body(transform)
      return .success(())
    }
  }

  /// A tone curve from encoded values to linear light, as lcms2's parametric curves state it.
  package struct ToneCurve: Sendable, Equatable {
    /// lcms2's parametric type: 1 is `Y = X^g`, 4 is `Y = (aX + b)^g` for `X ≥ d`, else `cX`.
    package var type: Int32
    /// The parameters in lcms2's order (type 1: g; type 4: g, a, b, c, d).
    package var parameters: [Double]

    package init(type: Int32, parameters: [Double]) {
      self.type = type
      self.parameters = parameters
    }

    /// A pure power law, `Y = X^gamma`.
    package static func gamma(_ gamma: Double) -> ToneCurve { ToneCurve(type: 1, parameters: [gamma]) }
  }

  /// The bytes of an RGB display profile with one power-law curve (`gamma`, the exponent
  /// from encoded to linear), white point and primaries as CIE xy. The corresponding C
  /// functions are `cmsCreateRGBProfileTHR` and `cmsSaveProfileToMem`.
  package static func rgbProfile(
    gamma: Double, white: (x: Double, y: Double), primaries: [(x: Double, y: Double)]
  ) -> Result<[UInt8], Failure> {
    rgbProfile(curve: .gamma(gamma), white: white, primaries: primaries)
  }

  /// The bytes of an RGB display profile with one parametric `curve` for all three channels,
  /// white point and primaries as CIE xy; its header intent is relative colorimetric. The
  /// corresponding C functions are `cmsBuildParametricToneCurve`, `cmsCreateRGBProfileTHR`
  /// and `cmsSaveProfileToMem`.
  package static func rgbProfile(
    curve: ToneCurve, white: (x: Double, y: Double), primaries: [(x: Double, y: Double)]
  ) -> Result<[UInt8], Failure> {
    withContext { context, lastMessage in
      guard primaries.count == 3,
        let tone = cmsBuildParametricToneCurve(context, curve.type, curve.parameters)
      else { return .failure(Failure(message: lastMessage())) }
      defer { cmsFreeToneCurve(tone) }
      var whitePoint = cmsCIExyY(x: white.x, y: white.y, Y: 1)
      var xyY = cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: primaries[0].x, y: primaries[0].y, Y: 1),
        Green: cmsCIExyY(x: primaries[1].x, y: primaries[1].y, Y: 1),
        Blue: cmsCIExyY(x: primaries[2].x, y: primaries[2].y, Y: 1))
      var curves: [OpaquePointer?] = [tone, tone, tone]
      guard let handle = cmsCreateRGBProfileTHR(context, &whitePoint, &xyY, &curves) else {
        return .failure(Failure(message: lastMessage()))
      }
      defer { cmsCloseProfile(handle) }
      // Matrix/TRC: every intent is colorimetric; say relative, as designers' exports do.
      cmsSetHeaderRenderingIntent(handle, UInt32(INTENT_RELATIVE_COLORIMETRIC))
      var size: UInt32 = 0
      guard cmsSaveProfileToMem(handle, nil, &size) != 0, size > 0 else {
        return .failure(Failure(message: lastMessage()))
      }
      var bytes = [UInt8](repeating: 0, count: Int(size))
      guard cmsSaveProfileToMem(handle, &bytes, &size) != 0 else {
        return .failure(Failure(message: lastMessage()))
      }
      return .success(Array(bytes.prefix(Int(size))))
    }
  }

  /// lcms's last error message in one context.
  private final class MessageBox {
    var text = ""
  }

  /// Runs `body` in a fresh lcms context whose errors land in a `MessageBox`.
  private static func withContext<Value>(
    _ body: (cmsContext?, () -> String) -> Result<Value, Failure>
  ) -> Result<Value, Failure> {
    let box = MessageBox()
    let unmanaged = Unmanaged.passRetained(box)
    defer { unmanaged.release() }
    guard let context = cmsCreateContext(nil, unmanaged.toOpaque()) else {
      return .failure(Failure(message: "cannot create a colour management context"))
    }
    defer { cmsDeleteContext(context) }
    cmsSetLogErrorHandlerTHR(context) { context, _, text in
      guard let user = cmsGetContextUserData(context), let text else { return }
      Unmanaged<MessageBox>.fromOpaque(user).takeUnretainedValue().text = String(cString: text)
    }
    return body(context) { box.text }
  }

  private static func open(_ profile: [UInt8], _ context: cmsContext?) -> cmsHPROFILE? {
    guard let size = UInt32(exactly: profile.count) else { return nil }
    return profile.withUnsafeBytes { cmsOpenProfileFromMemTHR(context, $0.baseAddress, size) }
  }

  /// Four characters of a big-endian signature.
  private static func signature(_ value: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    return String(decoding: bytes.map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
  }
}
