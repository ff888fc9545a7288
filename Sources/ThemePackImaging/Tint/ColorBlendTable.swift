import ThemePackArchive
import ThemePackSupport

/// The W3C "color" blend of one tint, exact and fast: `TintFormula.color` of the pixel's
/// luminosity, quantised once.
///
/// The result depends on the pixel only through `Lum = 0.3R + 0.59G + 0.11B`, that is through
/// the integer `30R + 59G + 11B` (0…25500), so the table holds one quantised result per sum.
/// In `Double`, pixels with the same sum can still differ in their last bits of `Lum`; that
/// changes the rounding only where the exact result sits on a tie (`x·255` within a hair of
/// `k + ½`, which happens for about one sum in a hundred). Such sums are marked, and their
/// pixels are computed one by one from their own channels, so every pixel equals the formula.
package struct ColorBlendTable {
  /// How many weighted sums there are: 0…25500.
  package static let sums = 25501
  /// How far from a tie (on the 0…255 scale) a tabled result must be. The bits that differ
  /// between pixels of one sum move `x·255` by about 1e-13; anything nearer than this is
  /// computed per pixel.
  private static let tieMargin = 1e-7

  private let tint: TintFormula.Color
  /// Three quantised channels per sum, then a fourth byte: 1 when the sum is near a tie.
  private let entries: [UInt8]

  /// Builds the table when `build` is true; otherwise every pixel is computed on its own.
  package init(tint: ThemeRGBA, build: Bool) {
    self.tint = (TintFormula.unit(tint.red), TintFormula.unit(tint.green), TintFormula.unit(tint.blue))
    guard build else {
      entries = []
      return
    }
    var entries = [UInt8](repeating: 0, count: Self.sums * 4)
    for sum in 0..<Self.sums {
      let blended = TintFormula.color(luminosity: Double(sum) / 25500, tint: self.tint)
      let channels = [blended.red, blended.green, blended.blue]
      var nearTie = false
      for (offset, channel) in channels.enumerated() {
        entries[sum * 4 + offset] = SRGB.quantize(channel)
        let scaled = channel * 255
        if scaled > 0, scaled < 255, abs(scaled - scaled.rounded(.down) - 0.5) < Self.tieMargin {
          nearTie = true
        }
      }
      entries[sum * 4 + 3] = nearTie ? 1 : 0
    }
    self.entries = entries
  }

  /// The blended red, green and blue of one pixel.
  @inline(__always)
  package func blend(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (UInt8, UInt8, UInt8) {
    if !entries.isEmpty {
      let slot = (30 * Int(red) + 59 * Int(green) + 11 * Int(blue)) * 4
      if entries[slot + 3] == 0 { return (entries[slot], entries[slot + 1], entries[slot + 2]) }
    }
    let pixel: TintFormula.Color = (TintFormula.unit(red), TintFormula.unit(green), TintFormula.unit(blue))
    let blended = TintFormula.color(luminosity: TintFormula.lum(pixel), tint: tint)
    return (SRGB.quantize(blended.red), SRGB.quantize(blended.green), SRGB.quantize(blended.blue))
  }
}
