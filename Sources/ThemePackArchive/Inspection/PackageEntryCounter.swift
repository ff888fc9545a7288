/// Counts the bytes one entry really inflates to, against the size its directory record
/// declares and the package's total cap: the rule both content readers (libarchive in
/// `themepack`, zlib in `ThemePackClient`) apply, so declared sizes are never trusted.
package struct PackageEntryCounter {
  package let entry: ZipDirectoryEntry
  package let limits: PackageLimits
  /// Bytes inflated from this entry so far.
  package private(set) var count = 0

  package init(entry: ZipDirectoryEntry, limits: PackageLimits) {
    self.entry = entry
    self.limits = limits
  }

  /// Adds `chunk` inflated bytes to this entry and to `total` (all entries so far); the
  /// problem when the entry passes its declared size or the total passes the cap.
  package mutating func add(_ chunk: Int, total: inout Int) -> PackageProblem? {
    let name = entry.displayName
    let declared = Int(clamping: entry.uncompressedSize)
    count += chunk
    total += chunk
    if count > declared {
      return PackageProblem(
        .sizeLie, entry: name, "entry '\(name)' inflates to more than the \(declared) bytes it declares")
    }
    if total > limits.maxTotalBytes {
      return PackageProblem(
        .totalTooLarge, entry: name, "entries inflate to more than the limit of \(limits.maxTotalBytes) bytes"
      )
    }
    return nil
  }

  /// The problem when the entry ended before its declared size, or nil.
  package func finish() -> PackageProblem? {
    let declared = Int(clamping: entry.uncompressedSize)
    guard count != declared else { return nil }
    let name = entry.displayName
    return PackageProblem(
      .sizeLie, entry: name, "entry '\(name)' inflates to \(count) bytes but declares \(declared)")
  }
}
