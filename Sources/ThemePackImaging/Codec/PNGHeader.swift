import ThemePackSupport

/// The stored format of a PNG file (its IHDR), before normalisation to RGBA8.
public struct PNGHeader: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var colorType: PNGColorType
  public var bitDepth: Int
  public var interlaced: Bool
  /// Whether a `tRNS` chunk gives transparency to a colour type without alpha.
  public var hasTransparencyChunk: Bool

  public init(
    width: Int, height: Int, colorType: PNGColorType, bitDepth: Int, interlaced: Bool,
    hasTransparencyChunk: Bool
  ) {
    self.width = width
    self.height = height
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.interlaced = interlaced
    self.hasTransparencyChunk = hasTransparencyChunk
  }
}
