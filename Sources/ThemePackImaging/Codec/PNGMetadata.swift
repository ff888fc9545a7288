import ThemePackSupport

/// Colour and layout chunks of a PNG file, as stored. `PNGColorSpace` decides from them how a
/// build reads the pixels.
public struct PNGMetadata: Sendable, Equatable, Codable {
  /// The `pHYs` chunk: pixels per unit on each axis.
  public struct PhysicalPixels: Sendable, Equatable, Codable {
    public var x: Int
    public var y: Int
    /// Whether the unit is the metre (otherwise only the aspect ratio is known).
    public var perMetre: Bool

    public init(x: Int, y: Int, perMetre: Bool) {
      self.x = x
      self.y = y
      self.perMetre = perMetre
    }
  }

  /// Every chunk type in file order (`IHDR`, `iCCP`, `IDAT`…; repeated chunks once per run).
  public var chunks: [String] = []
  /// The `sRGB` rendering intent (0–3), when present.
  public var srgbIntent: Int?
  /// The `gAMA` value as stored (gamma × 100000), when present.
  public var gamma: Int?
  /// The `cHRM` values as stored (× 100000): white x, y, red x, y, green x, y, blue x, y.
  public var chromaticities: [Int]?
  /// The `iCCP` profile name, when present (e.g. "Generic RGB Profile").
  public var iccProfileName: String?
  /// The `iCCP` compressed profile size in bytes, when present.
  public var iccProfileBytes: Int?
  /// The `cICP` fields: colour primaries, transfer function, matrix, full-range flag.
  public var cicp: [Int]?
  /// The `pHYs` chunk, when present.
  public var physicalPixels: PhysicalPixels?
  /// Whether the file is Xcode-"crushed" (`CgBI` chunk).
  public var isCrushed: Bool = false

  public init() {}

  /// Whether the file declares a colour space other than plain sRGB, following the
  /// chunk priority cICP > iCCP > sRGB > gAMA: cICP primaries other than BT.709 or a
  /// transfer other than sRGB's; any ICC profile; a `gAMA` far from sRGB's 1/2.2.
  public var declaresNonSRGB: Bool {
    if let cicp, cicp.count >= 2 { return cicp[0] != 1 || cicp[1] != 13 }
    if iccProfileName != nil { return true }
    if srgbIntent != nil { return false }
    if let gamma, abs(gamma - 45455) > 500 { return true }
    return false
  }

  /// A short name for the declared colour space ("sRGB", "ICC 'Display P3'", "gamma 1.0"…),
  /// or nil when no colour chunk is present.
  public var colorSpaceName: String? {
    if let cicp, cicp.count >= 2 { return "cICP \(cicp.map(String.init).joined(separator: "/"))" }
    if let iccProfileName { return "ICC '\(iccProfileName)'" }
    if srgbIntent != nil { return "sRGB" }
    if let gamma { return "gamma \(Double(gamma) / 100000)" }
    return nil
  }
}
