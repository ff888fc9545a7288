import ThemePackSupport

/// How the encoder compresses. Every choice is lossless; only size and time change.
///
/// The default leaves level, filter and strategy to `PNGEncoder`, which chooses them per
/// image (see `Filter.automatic`); fixing any of them fixes only that one.
package struct PNGEncodeOptions: Sendable, Hashable {
  /// The PNG row filters (`PNGRowFilter` applies them).
  package enum Filter: String, Sendable, CaseIterable {
    case none
    case sub
    case up
    case average
    case paeth
    /// For each row, the one of the five filters whose output has the smallest sum of
    /// bytes read as signed magnitudes (libpng's adaptive heuristic).
    case adaptive
    /// Chosen per image: `none` for palette and low-bit-depth images (flat tinted art, where
    /// filters only cost time and bytes); for 8-bit gray, gray+alpha, RGB and RGBA the one
    /// filter that compresses a sample of the image's rows best, so flat art gets `none` and
    /// gradients and noise get `sub`, `up`, `average` or `paeth` as their pixels need.
    case automatic
  }

  /// Which compressor looks for repeats, and how. `default` is libdeflate; the other
  /// three are zlib's strategies, which libdeflate does not have.
  package enum Strategy: String, Sendable, CaseIterable {
    /// libdeflate's full string matching at the level (zlib's `Z_DEFAULT_STRATEGY` does the
    /// same job two to four times slower).
    case `default`
    /// zlib's `Z_FILTERED`: string matching that favours literals, for filtered rows.
    case filtered
    /// zlib's `Z_HUFFMAN_ONLY`: entropy coding alone, no string matching: for some noise,
    /// both smaller and many times faster than matching.
    case huffmanOnly
    /// zlib's `Z_RLE`: matches at distance one only.
    case rle
    /// With an automatic filter, `huffmanOnly` when it compresses the image's sample rows
    /// better than libdeflate at the chosen level; otherwise `default`.
    case automatic
  }

  /// The compression levels: libdeflate's 0 (stored) to 12 (smallest; 10–12 search for an
  /// optimal parse and are many times slower). zlib's strategies take at most 9; a higher
  /// level counts as 9 for them.
  package static let levels = 0...12

  /// Compression level in `levels`, or nil to choose per image: 12 for truecolour and 8-bit
  /// gray images of at most `PNGEncoder.smallImagePixels` pixels, 7 for the rest (on the
  /// benchmark's large grainy backgrounds 8 and 9 took 2.4 and 3 times as long as 7 for 1%
  /// less, and on palette art 9 took three times as long for 1% less).
  package var compressionLevel: Int?
  package var filter: Filter
  package var strategy: Strategy
  /// Whether to write an `sRGB` chunk (the only ancillary chunk ThemePack writes).
  package var writeSRGB: Bool

  package init(
    compressionLevel: Int? = nil, filter: Filter = .automatic, strategy: Strategy = .automatic,
    writeSRGB: Bool = true
  ) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.strategy = strategy
    self.writeSRGB = writeSRGB
  }

  package static let `default` = PNGEncodeOptions()
}
