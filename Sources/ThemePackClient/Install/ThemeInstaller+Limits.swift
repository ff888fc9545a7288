import ThemePackArchive

extension ThemeInstaller {
  /// Caps that keep a hostile package from exhausting memory, disk or time, checked before a
  /// byte is inflated and again on the bytes actually inflated.
  ///
  /// The defaults fit theme packages (a few thousand images of a few megabytes each); an app
  /// lowers them to what its own packages need. The tool's `themepack verify` applies the same
  /// caps, so a package it passes with these numbers installs.
  public struct Limits: Sendable, Equatable {
    /// The caps as the package inspector shared with the tool takes them.
    package var inspector: PackageLimits

    /// The largest package file downloaded or read, in bytes (default 256 MiB).
    public var maxArchiveBytes: Int {
      get { inspector.maxArchiveBytes }
      set { inspector.maxArchiveBytes = newValue }
    }
    /// The most entries (files and folders) a package may hold (default 10,000).
    public var maxEntries: Int {
      get { inspector.maxEntries }
      set { inspector.maxEntries = newValue }
    }
    /// The largest uncompressed size of one entry, in bytes (default 64 MiB).
    public var maxEntryBytes: Int {
      get { inspector.maxEntryBytes }
      set { inspector.maxEntryBytes = newValue }
    }
    /// The largest uncompressed size of all entries together, in bytes (default 512 MiB).
    public var maxTotalBytes: Int {
      get { inspector.maxTotalBytes }
      set { inspector.maxTotalBytes = newValue }
    }
    /// The highest uncompressed/compressed ratio of one entry (default 100; zip bombs of zeros
    /// reach about 1,000, PNG files about 1). Entries below `ratioFloorBytes` are exempt.
    public var maxCompressionRatio: Double {
      get { inspector.maxCompressionRatio }
      set { inspector.maxCompressionRatio = newValue }
    }
    /// Entries smaller than this many uncompressed bytes skip the ratio check (default 64 KiB).
    public var ratioFloorBytes: Int {
      get { inspector.ratioFloorBytes }
      set { inspector.ratioFloorBytes = newValue }
    }
    /// The longest entry name, in UTF-8 bytes (default 1,024); each path component is also
    /// capped at 255.
    public var maxNameBytes: Int {
      get { inspector.maxNameBytes }
      set { inspector.maxNameBytes = newValue }
    }

    /// The defaults; an app sets the caps it needs on a copy (`var limits = Limits.default`) or
    /// names them (`Limits(maxArchiveBytes: 32 << 20)`).
    public static let `default` = Limits(inspector: .default)

    /// Caps with the defaults of those not given. (The defaults are written out rather than
    /// taken from the inspector's type, which an app cannot name; `InstallerLimitsTests` holds
    /// them equal to `default`.)
    public init(
      maxArchiveBytes: Int = 256 << 20, maxEntries: Int = 10_000, maxEntryBytes: Int = 64 << 20,
      maxTotalBytes: Int = 512 << 20, maxCompressionRatio: Double = 100, ratioFloorBytes: Int = 64 << 10,
      maxNameBytes: Int = 1024
    ) {
      inspector = PackageLimits(
        maxArchiveBytes: maxArchiveBytes, maxEntries: maxEntries, maxEntryBytes: maxEntryBytes,
        maxTotalBytes: maxTotalBytes, maxCompressionRatio: maxCompressionRatio,
        ratioFloorBytes: ratioFloorBytes,
        maxNameBytes: maxNameBytes)
    }

    package init(inspector: PackageLimits) { self.inspector = inspector }
  }
}
