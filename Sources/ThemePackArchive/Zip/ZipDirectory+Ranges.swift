/// What a reader of a package fetched in byte ranges needs of its directory: where each
/// entry's bytes lie (`span`), the layout check the directory alone allows, and an entry's
/// local header read and checked once its bytes are at hand.
extension ZipDirectory {
  /// Where the central directory of `source` starts, read from its end record (which must
  /// end the source exactly); nil when there is none, or the archive is Zip64 (a theme
  /// package never is: the caller then reads the whole archive).
  package static func directoryStart(in source: some ZipByteSource) -> Int? {
    let reader = ByteReader(source)
    guard let end = findEndRecord(reader) else { return nil }
    let offset = reader.u32(end + 16)
    guard offset != 0xFFFF_FFFF, reader.u16(end + 10) != 0xFFFF, Int(offset) <= end else { return nil }
    return Int(offset)
  }

  /// The bytes from `entry`'s local header to the next entry's local header (or to the
  /// central directory): its header, data and any data descriptor, what a range fetches.
  package func span(of entry: ZipDirectoryEntry) -> Range<Int> {
    let start = Int(clamping: entry.localHeaderOffset)
    let next = entries.lazy.map(\.localHeaderOffset).filter { $0 > entry.localHeaderOffset }.min()
    return start..<Int(clamping: next ?? centralDirectoryOffset)
  }

  /// `entry` with its local header read from `source` and checked as `parse` checks it (name,
  /// method, extra fields, data before the directory), its `dataOffset` set, and its data
  /// ending within its `span`: the check `parse` makes of every entry, for one entry.
  package func resolvingLocalHeader(
    _ entry: ZipDirectoryEntry, in source: some ZipByteSource
  ) throws(PackageProblem) -> ZipDirectoryEntry {
    let reader = ByteReader(source)
    let local = try Self.localHeader(
      reader, at: entry.localHeaderOffset, nameBytes: entry.nameBytes, method: entry.method,
      compressedSize: entry.compressedSize, directoryOffset: Int(clamping: centralDirectoryOffset),
      display: entry.displayName)
    guard UInt64(local.dataOffset) + entry.compressedSize <= UInt64(span(of: entry).upperBound) else {
      throw Self.corrupt(entry.displayName, "its data runs into the next entry")
    }
    var resolved = entry
    resolved.dataOffset = UInt64(local.dataOffset)
    resolved.hasUnicodePathField = entry.hasUnicodePathField || local.fields.data(for: 0x7075) != nil
    return resolved
  }

  /// The layout check without local headers: entries start at 0, at distinct offsets, each
  /// leaving room for its fixed header, name and data before the next one (or the directory).
  static func checkSpans(_ entries: [ZipDirectoryEntry], directoryOffset: UInt64) throws(PackageProblem) {
    let sorted = entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
    if let first = sorted.first, first.localHeaderOffset != 0 {
      throw PackageProblem(
        .corrupt, entry: first.displayName,
        "is corrupt: \(first.localHeaderOffset) unexplained bytes before entry '\(first.displayName)'")
    }
    for (position, entry) in sorted.enumerated() {
      let end = position + 1 < sorted.count ? sorted[position + 1].localHeaderOffset : directoryOffset
      // Added with overflow reported: a Zip64 field of the untrusted directory can claim an
      // offset or a size near 2^64, and nothing has bounded them yet.
      let header = entry.localHeaderOffset.addingReportingOverflow(UInt64(30 + entry.nameBytes.count))
      let least = header.partialValue.addingReportingOverflow(entry.compressedSize)
      guard !header.overflow, !least.overflow, least.partialValue <= end else {
        throw corrupt(entry.displayName, "its data runs past the next entry or the central directory")
      }
    }
  }
}
