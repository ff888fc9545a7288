import ThemePackArchive

/// The cap options shared by `verify` and `unpack`; the usage line shows them as `[<caps>]`.
enum PackageLimitOptions {
  static let maxEntries = cap(
    "--max-entries", "<N>", .integer(1...10_000_000), "Most entries a package may hold (default 10000).")
  static let maxEntrySize = cap(
    "--max-entry-size", "<SIZE>", .text, "Largest uncompressed entry (default 64M).")
  static let maxTotalSize = cap(
    "--max-total-size", "<SIZE>", .text, "Largest uncompressed total (default 512M).")
  static let maxPackageSize = cap(
    "--max-package-size", "<SIZE>", .text, "Largest package file (default 256M).")
  static let maxRatio = cap(
    "--max-ratio", "<R>", .decimal(1...1_000_000),
    "Highest compression ratio of an entry of 64K or more (default 100).")
  static let options = [maxEntries, maxEntrySize, maxTotalSize, maxPackageSize, maxRatio]
  /// What help says after the options.
  static let note = "SIZE is a number of bytes, optionally followed by K, M or G (powers of 1024)."

  /// The caps given, the others as `PackageLimits.default`.
  static func limits(_ arguments: ParsedArguments) throws(UsageError) -> PackageLimits {
    var limits = PackageLimits.default
    if let value = arguments.integer(maxEntries) {
      limits.maxEntries = value
    }
    if let value = try size(arguments.text(maxEntrySize), name: maxEntrySize.name) {
      limits.maxEntryBytes = value
    }
    if let value = try size(arguments.text(maxTotalSize), name: maxTotalSize.name) {
      limits.maxTotalBytes = value
    }
    if let value = try size(arguments.text(maxPackageSize), name: maxPackageSize.name) {
      limits.maxArchiveBytes = value
    }
    if let value = arguments.decimal(maxRatio) {
      limits.maxCompressionRatio = value
    }
    return limits
  }

  /// A byte count such as `4096`, `64K`, `512M` or `2G`.
  static func size(_ text: String?, name: String) throws(UsageError) -> Int? {
    guard let text else { return nil }
    let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    var digits = Substring(text.uppercased())
    var multiplier = 1
    if let last = digits.last, let factor = multipliers[last] {
      multiplier = factor
      digits = digits.dropLast()
    }
    guard let number = Int(digits), number > 0, number <= Int.max / multiplier / 2 else {
      throw UsageError("invalid value '\(text)' for '\(name)': expected a size such as 4096, 64K, 512M or 2G")
    }
    return number * multiplier
  }

  private static func cap(
    _ name: String, _ placeholder: String, _ value: OptionDeclaration.ValueKind, _ help: String
  ) -> OptionDeclaration {
    .option(name, placeholder: placeholder, value: value, help: help, usageGroup: "<caps>")
  }
}
