import ThemePackSupport

/// The colour space a PNG's pixels are in, as a build reads them, and whether they are
/// converted to sRGB when decoded for one (`PNGDecoder.decode(…, colorManaged: true)`).
///
/// Priority (PNG 3rd edition; DOMAIN.md §5, §9, §16): a `cICP` chunk first (1/13/0/1 is
/// sRGB; the other SDR code points `CICP` supports are converted through the profile they
/// describe; HDR, a matrix, narrow range, unknown code points or a damaged chunk are
/// refused); then an `sRGB` chunk means sRGB; then
/// an `iCCP` profile (sRGB when its description says so, else converted with lcms2); then
/// `gAMA`/`cHRM` (sRGB when close to it, else converted through the profile they describe);
/// no colour chunk at all is untagged, read as sRGB.
package enum PNGColorSpace: Sendable, Equatable {
  /// No colour chunk: read as sRGB.
  case untagged
  /// Declared sRGB, by the chunk named in the text ("sRGB chunk", "cICP 1/13/0/1"…).
  case srgb(String)
  /// An ICC profile other than sRGB: converted to sRGB with lcms2.
  case icc(ICCProfile)
  /// `gAMA` (gamma × 100000) and `cHRM` (eight values × 100000, or nil for sRGB's
  /// primaries and D65) other than sRGB's: converted through the profile they describe.
  case gamma(Int, chromaticities: [Int]?)
  /// An SDR `cICP` colour space other than sRGB (Display P3 12/13/0/1, BT.2020…):
  /// converted to sRGB with lcms2 through the RGB profile of its primaries and curve.
  case cicp(CICP)
  /// A colour space ThemePack does not convert (a grey or CMYK profile): the pixels are
  /// used as stored.
  case unconverted(String)

  /// Whether a colour-managed decode converts the pixels.
  package var convertsToSRGB: Bool {
    switch self {
    case .icc, .gamma, .cicp: return true
    case .untagged, .srgb, .unconverted: return false
    }
  }

  /// The space for people: "ICC 'Generic RGB Profile'", "gamma 1 (gAMA)", "sRGB chunk"…
  package var name: String {
    switch self {
    case .untagged: return "untagged"
    case .srgb(let how): return how
    case .icc(let profile): return "ICC '\(profile.name)'"
    case .gamma(let gamma, let chromaticities):
      return "gamma \(Double(gamma) / 100000) (gAMA" + (chromaticities == nil ? ")" : ", cHRM)")
    case .cicp(let cicp): return "cICP \(cicp.codePoints) (\(cicp.spaceName))"
    case .unconverted(let what): return what
    }
  }

  /// What a build does with the pixels, one phrase: "converted to sRGB (relative
  /// colorimetric)", "used as stored: already sRGB"…
  package var treatment: String {
    switch self {
    case .untagged: return "used as stored: untagged, read as sRGB"
    case .srgb: return "used as stored: already sRGB"
    case .icc(let profile): return "converted to sRGB (\(profile.intentName))"
    case .gamma, .cicp: return "converted to sRGB (relative colorimetric)"
    case .unconverted: return "used as stored: not a colour space ThemePack converts"
    }
  }

  /// sRGB's chromaticities × 100000 (white D65, red, green, blue), as `cHRM` writes them.
  package static let srgbChromaticities = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]

  /// The colour space of PNG `bytes`, their chunks read here (no pixels are decoded): what
  /// `themepack init` or a report can say of a file before building it. Throws as
  /// `of(png:metadata:)` does.
  package static func of(png bytes: [UInt8]) throws(ICCProfileError) -> PNGColorSpace {
    try of(png: bytes, metadata: PNGChunkScanner.scan(bytes))
  }

  /// The colour space of PNG `bytes` whose chunks `metadata` lists; throws when the `cICP`
  /// chunk is damaged or names a space ThemePack does not read (`CICP.of`), or the `iCCP`
  /// profile is damaged, over `ICCProfile.maxBytes`, or refused by lcms2.
  package static func of(png bytes: [UInt8], metadata: PNGMetadata) throws(ICCProfileError) -> PNGColorSpace {
    if let length = metadata.cicpLength {
      throw ICCProfileError(cicp: "chunk is \(length) bytes long, not 4")
    }
    if let fields = metadata.cicp {
      let cicp = try CICP.of(fields: fields)
      return cicp.isSRGB ? .srgb("cICP \(cicp.codePoints)") : .cicp(cicp)
    }
    if metadata.srgbIntent != nil { return .srgb("sRGB chunk") }
    if metadata.chunks.contains("iCCP"), let data = try PNGChunkScanner.inflatedICCProfile(bytes) {
      return try iccSpace(data)
    }
    let chromaticities = metadata.chromaticities.flatMap { valid($0) ? $0 : nil }
    let gamma = metadata.gamma.flatMap { $0 > 0 ? $0 : nil }
    guard gamma != nil || chromaticities != nil else { return .untagged }
    let nearSRGBGamma = abs((gamma ?? 45455) - 45455) <= 500
    let nearSRGBPrimaries =
      chromaticities.map { zip($0, srgbChromaticities).allSatisfy { abs($0 - $1) <= 100 } } ?? true
    if nearSRGBGamma && nearSRGBPrimaries { return .srgb(gamma == nil ? "cHRM of sRGB" : "gAMA of sRGB") }
    return .gamma(gamma ?? 45455, chromaticities: chromaticities)
  }

  private static func iccSpace(_ data: [UInt8]) throws(ICCProfileError) -> PNGColorSpace {
    let profile = try ICCProfile.read(data)
    if profile.description.lowercased().contains("srgb") { return .srgb("ICC '\(profile.description)'") }
    guard profile.colorSpace == "RGB " else {
      return .unconverted("ICC '\(profile.name)' (\(profile.colorSpace.filter { $0 != " " }) profile)")
    }
    return .icc(profile)
  }

  /// Whether `cHRM` values can describe primaries: eight of them, each x and y in 0…1 and
  /// every y above 0.
  private static func valid(_ values: [Int]) -> Bool {
    values.count == 8 && values.allSatisfy { (0...100_000).contains($0) }
      && stride(from: 1, to: 8, by: 2).allSatisfy { values[$0] > 0 }
  }
}
