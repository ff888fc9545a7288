/// How the encoder compresses. Every choice is lossless; only size and time change.
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
    /// `none` for palette and low-bit-depth images (where filters rarely help), else `adaptive`.
    case automatic
  }

  /// zlib level, 0 (store) to 9 (smallest).
  public var compressionLevel: Int
  public var filter: Filter
  /// Whether to write an `sRGB` chunk (the only ancillary chunk ThemePack writes).
  public var writeSRGB: Bool

  public init(compressionLevel: Int = 6, filter: Filter = .automatic, writeSRGB: Bool = true) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.writeSRGB = writeSRGB
  }

  public static let `default` = PNGEncodeOptions()
}
