/// An image a layout needs beyond the project's scales, such as Android's 1.5x and 4x
/// densities: a layout declares it (`OutputLayout.extraRenditions`), the renderer makes it
/// for every asset from the highest scale built, and the unit's cache key covers it.
///
/// The scale is a fraction (`3/2` for 1.5x), so names and keys never depend on how a
/// floating-point number prints.
package struct ExtraRendition: Sendable, Hashable, Codable, Comparable {
  package var numerator: Int
  package var denominator: Int
  /// Whether a resizable asset is drawn whole at this scale inside a nine-patch frame
  /// (Android's `.9.png`); an asset without a slice is always plain. On a rendered file
  /// (`ImageFileName.extra`) it says whether that file has the frame.
  package var ninePatch: Bool
  /// Whether only a resizable asset gets this rendition, drawn whole (unsliced, no frame):
  /// SwiftTheme's image of a resizable asset, which SwiftTheme loads without cap insets. An
  /// asset without a slice gets none. Never together with `ninePatch`.
  package var wholeOfResizable: Bool

  /// `numerator / denominator`, both positive, kept in lowest terms.
  package init(
    _ numerator: Int, _ denominator: Int = 1, ninePatch: Bool = false, wholeOfResizable: Bool = false
  ) {
    precondition(numerator > 0 && denominator > 0, "a scale must be positive")
    precondition(!(ninePatch && wholeOfResizable), "a whole drawing has no nine-patch frame")
    var (a, b) = (numerator, denominator)
    while b != 0 { (a, b) = (b, a % b) }
    self.numerator = numerator / a
    self.denominator = denominator / a
    self.ninePatch = ninePatch
    self.wholeOfResizable = wholeOfResizable
  }

  private enum CodingKeys: String, CodingKey { case numerator, denominator, ninePatch, wholeOfResizable }

  /// Decodes records cached before `wholeOfResizable` existed as false.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Int.self, forKey: .numerator),
      try container.decode(Int.self, forKey: .denominator),
      ninePatch: try container.decode(Bool.self, forKey: .ninePatch),
      wholeOfResizable: try container.decodeIfPresent(Bool.self, forKey: .wholeOfResizable) ?? false)
  }

  /// Encodes `wholeOfResizable` only when set, so the records of other renditions keep their bytes.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(numerator, forKey: .numerator)
    try container.encode(denominator, forKey: .denominator)
    try container.encode(ninePatch, forKey: .ninePatch)
    if wholeOfResizable { try container.encode(true, forKey: .wholeOfResizable) }
  }

  package var scale: Double { Double(numerator) / Double(denominator) }

  /// `2`, `1.5`, `0.75`: the scale as file names and cache keys write it.
  package var label: String {
    if denominator == 1 { return String(numerator) }
    var text = String(scale)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// The rendition as a file of an asset that has no slice: never a nine-patch.
  package var plain: ExtraRendition { ExtraRendition(numerator, denominator) }

  /// By scale, then plain, nine-patch, whole.
  package static func < (lhs: ExtraRendition, rhs: ExtraRendition) -> Bool {
    let (a, b) = (lhs.numerator * rhs.denominator, rhs.numerator * lhs.denominator)
    return a != b ? a < b : lhs.kindOrder < rhs.kindOrder
  }

  private var kindOrder: Int { ninePatch ? 1 : wholeOfResizable ? 2 : 0 }
}
