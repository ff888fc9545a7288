import ThemePackSupport

/// Colour and layout chunks of a PNG file, as stored. `PNGColorSpace` decides from them how a
/// build reads the pixels.
package struct PNGMetadata: Sendable, Equatable, Codable {
  /// The `pHYs` chunk: pixels per unit on each axis.
  package struct PhysicalPixels: Sendable, Equatable, Codable {
    package var x: Int
    package var y: Int
    /// Whether the unit is the metre (otherwise only the aspect ratio is known).
    package var perMetre: Bool

    package init(x: Int, y: Int, perMetre: Bool) {
      self.x = x
      self.y = y
      self.perMetre = perMetre
    }
  }

  /// Every chunk type in file order (`IHDR`, `iCCP`, `IDAT`…; repeated chunks once per run).
  package var chunks: [String] = []
  /// The `sRGB` rendering intent (0–3), when present.
  package var srgbIntent: Int?
  /// The `gAMA` value as stored (gamma × 100000), when present.
  package var gamma: Int?
  /// The `cHRM` values as stored (× 100000): white x, y, red x, y, green x, y, blue x, y.
  package var chromaticities: [Int]?
  /// The `iCCP` profile name, when present (e.g. "Generic RGB Profile").
  package var iccProfileName: String?
  /// The `iCCP` compressed profile size in bytes, when present.
  package var iccProfileBytes: Int?
  /// The `cICP` fields: colour primaries, transfer function, matrix, full-range flag (of the
  /// first `cICP` chunk before `IDAT`, when it is 4 bytes long).
  package var cicp: [Int]?
  /// The length of that `cICP` chunk when it is not 4 bytes (damaged; `cicp` is then nil).
  package var cicpLength: Int?
  /// The `pHYs` chunk, when present.
  package var physicalPixels: PhysicalPixels?
  /// Whether the file is Xcode-"crushed" (`CgBI` chunk).
  package var isCrushed: Bool = false

  package init() {}

  /// Whether the file declares a colour space other than plain sRGB, following the
  /// chunk priority cICP > iCCP > sRGB > gAMA: cICP other than 1/13/0/1 (or a damaged one);
  /// any ICC profile; a `gAMA` far from sRGB's 1/2.2.
  package var declaresNonSRGB: Bool {
    if cicpLength != nil { return true }
    if let cicp { return cicp != [1, 13, 0, 1] }
    if iccProfileName != nil { return true }
    if srgbIntent != nil { return false }
    if let gamma, abs(gamma - 45455) > 500 { return true }
    return false
  }

  /// A short name for the declared colour space ("cICP 12/13/0/1", "ICC 'Display P3'",
  /// "sRGB", "gamma 1.0"…), or nil when no colour chunk is present.
  package var colorSpaceName: String? {
    if let cicpLength { return "cICP (damaged: \(cicpLength) bytes)" }
    if let cicp { return "cICP \(cicp.map(String.init).joined(separator: "/"))" }
    if let iccProfileName { return "ICC '\(iccProfileName)'" }
    if srgbIntent != nil { return "sRGB" }
    if let gamma { return "gamma \(Double(gamma) / 100000)" }
    return nil
  }
}
