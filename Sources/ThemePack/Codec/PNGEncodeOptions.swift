/// How the encoder compresses. Every choice is lossless; only size and time change.
///
/// The default leaves level, filter and strategy to `PNGEncoder`, which chooses them per
/// image (see `Filter.automatic`); fixing any of them fixes only that one.
public struct PNGEncodeOptions: Sendable, Equatable {
  /// The per-row filters libpng may use.
  public enum Filter: String, Sendable, CaseIterable {
    case none
    case sub
    case up
    case average
    case paeth
    /// libpng's adaptive choice among all five filters for each row.
    case adaptive
    /// Chosen per image: `none` for palette and low-bit-depth images (flat tinted art, where
    /// filters only cost time and bytes); for 8-bit gray, gray+alpha, RGB and RGBA the one
    /// filter that compresses a sample of the image's rows best, so flat art gets `none` and
    /// gradients and noise get `sub`, `up`, `average` or `paeth` as their pixels need.
    case automatic
  }

  /// How zlib's deflate looks for repeats.
  public enum Strategy: String, Sendable, CaseIterable {
    /// `Z_DEFAULT_STRATEGY`: full string matching.
    case `default`
    /// `Z_FILTERED`: string matching that favours literals, for filtered rows.
    case filtered
    /// `Z_HUFFMAN_ONLY`: entropy coding alone, no string matching: for noise, both smaller
    /// and many times faster than matching.
    case huffmanOnly
    /// `Z_RLE`: matches at distance one only.
    case rle
    /// With an automatic filter, `huffmanOnly` when it compresses the image's sample rows
    /// better than deflate at the chosen level; otherwise, and with a fixed filter, libpng's
    /// choice (`filtered` when a filter other than none is used, else `default`).
    case automatic
  }

  /// zlib level, 0 (store) to 9 (smallest), or nil to choose per image: 9 for truecolour and
  /// 8-bit gray images of at most `PNGEncoder.smallImagePixels` pixels, 7 for the rest
  /// (ImageMagick's level; 8 and 9 take two to four times longer on large truecolour images
  /// for 2–3% less, and on palette art 17% more build time for 0.03% less).
  public var compressionLevel: Int?
  public var filter: Filter
  public var strategy: Strategy
  /// Whether to write an `sRGB` chunk (the only ancillary chunk ThemePack writes).
  public var writeSRGB: Bool

  public init(
    compressionLevel: Int? = nil, filter: Filter = .automatic, strategy: Strategy = .automatic,
    writeSRGB: Bool = true
  ) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.strategy = strategy
    self.writeSRGB = writeSRGB
  }

  public static let `default` = PNGEncodeOptions()
}
