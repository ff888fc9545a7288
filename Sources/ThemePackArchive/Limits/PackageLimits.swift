/// Caps that keep a hostile package from exhausting memory, disk or time.
///
/// The defaults are sized for theme packages: a few thousand PNG files of at most a few
/// megabytes each. Declared sizes are checked before any byte is inflated, and the
/// bytes actually inflated are counted against the same caps while reading.
public struct PackageLimits: Sendable, Equatable {
  /// The largest package file read, in bytes.
  public var maxArchiveBytes: Int
  /// The most entries (files and folders) a package may hold.
  public var maxEntries: Int
  /// The largest uncompressed size of one entry, in bytes.
  public var maxEntryBytes: Int
  /// The largest uncompressed size of all entries together, in bytes.
  public var maxTotalBytes: Int
  /// The highest uncompressed/compressed ratio of one entry; zip bombs of zeros reach
  /// about 1000, PNG files about 1. Entries below `ratioFloorBytes` are exempt.
  public var maxCompressionRatio: Double
  /// Entries smaller than this many uncompressed bytes skip the ratio check.
  public var ratioFloorBytes: Int
  /// The longest entry name, in UTF-8 bytes. Each path component is also capped at 255.
  public var maxNameBytes: Int

  public init(
    maxArchiveBytes: Int = 256 << 20, maxEntries: Int = 10_000, maxEntryBytes: Int = 64 << 20,
    maxTotalBytes: Int = 512 << 20, maxCompressionRatio: Double = 100, ratioFloorBytes: Int = 64 << 10,
    maxNameBytes: Int = 1024
  ) {
    self.maxArchiveBytes = maxArchiveBytes
    self.maxEntries = maxEntries
    self.maxEntryBytes = maxEntryBytes
    self.maxTotalBytes = maxTotalBytes
    self.maxCompressionRatio = maxCompressionRatio
    self.ratioFloorBytes = ratioFloorBytes
    self.maxNameBytes = maxNameBytes
  }

  /// The caps for theme packages.
  public static let `default` = PackageLimits()
}
