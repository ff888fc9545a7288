import ThemePack

/// The cap options shared by `verify` and `unpack`.
enum PackageLimitOptions {
  static let help = """
      --max-entries <N>         Most entries a package may hold (default 10000).
      --max-entry-size <SIZE>   Largest uncompressed entry (default 64M).
      --max-total-size <SIZE>   Largest uncompressed total (default 512M).
      --max-package-size <SIZE> Largest package file (default 256M).
      --max-ratio <R>           Highest compression ratio of an entry of 64K or more (default 100).
      SIZE is a number of bytes, optionally followed by K, M or G (powers of 1024).
    """

  /// Removes the cap options from `arguments` and returns the caps.
  static func parse(_ arguments: inout Arguments) throws(UsageError) -> PackageLimits {
    var limits = PackageLimits.default
    if let value = try arguments.integerOption("--max-entries", range: 1...10_000_000) {
      limits.maxEntries = value
    }
    if let value = try size(arguments.option("--max-entry-size"), name: "--max-entry-size") {
      limits.maxEntryBytes = value
    }
    if let value = try size(arguments.option("--max-total-size"), name: "--max-total-size") {
      limits.maxTotalBytes = value
    }
    if let value = try size(arguments.option("--max-package-size"), name: "--max-package-size") {
      limits.maxArchiveBytes = value
    }
    if let value = try arguments.decimalOption("--max-ratio", range: 1...1_000_000) {
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
}
