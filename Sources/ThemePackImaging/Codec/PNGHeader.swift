import ThemePackSupport

/// The stored format of a PNG file (its IHDR), before normalisation to RGBA8.
package struct PNGHeader: Sendable, Equatable {
  package var width: Int
  package var height: Int
  package var colorType: PNGColorType
  package var bitDepth: Int
  package var interlaced: Bool
  /// Whether a `tRNS` chunk gives transparency to a colour type without alpha.
  package var hasTransparencyChunk: Bool

  package init(
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
