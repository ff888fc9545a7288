/// The central directory of a zip archive, parsed in Swift from the raw bytes and checked
/// for the tricks a hostile archive plays on readers: a missing or misplaced end record,
/// local headers that disagree with the directory, overlapping entries (the "overlapping
/// files" bomb), unexplained bytes between entries, and more records than declared.
///
/// The content readers (libarchive in `themepack`, zlib in `ThemePackClient`) inflate the data;
/// this parse decides what the entries are, so that names
/// are judged on their exact bytes and never on what a C string or a charset conversion
/// made of them.
package struct ZipDirectory: Sendable {
  /// Entries in central directory order.
  package var entries: [ZipDirectoryEntry]
  package var centralDirectoryOffset: UInt64

  /// Entries in the order their local headers appear in the file (libarchive's order).
  package var entriesInFileOrder: [ZipDirectoryEntry] {
    entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
  }

  private static let localHeaderSignature: UInt32 = 0x0403_4B50
  private static let centralSignature: UInt32 = 0x0201_4B50
  private static let endSignature: UInt32 = 0x0605_4B50
  private static let zip64EndSignature: UInt32 = 0x0606_4B50
  private static let zip64LocatorSignature: UInt32 = 0x0706_4B50

  /// Parses the directory of `source`, reading only the end of the archive, the directory
  /// and the local headers (a window at a time). Fails with the first structural problem:
  /// not a zip, truncated, corrupt, or more than `maxEntries` entries (checked before the
  /// records are read).
  ///
  /// With `checksLocalHeaders` false (a package fetched in ranges, whose local headers are
  /// not all at hand) the local headers are not read: each entry's `dataOffset` is its
  /// `localHeaderOffset` until `resolvingLocalHeader` reads it, and the layout check is the
  /// one the directory alone allows (`checkSpans`).
  package static func parse(
    _ source: some ZipByteSource, maxEntries: Int, checksLocalHeaders: Bool = true
  ) throws(PackageProblem) -> ZipDirectory {
    let reader = ByteReader(source)
    let startsLikeZip = reader.count >= 4 && reader.u32(0) == localHeaderSignature
    if reader.count == 0 { throw PackageProblem(.notZip, "is empty, not a zip archive") }
    guard let end = findEndRecord(reader) else {
      if let loose = findEndRecord(reader, exact: false) {
        let extra = reader.count - (loose + 22 + Int(reader.u16(loose + 20)))
        if extra < 0 { throw PackageProblem(.truncated, "is truncated: its archive comment is cut off") }
        throw PackageProblem(.corrupt, "is corrupt: \(extra) bytes of junk follow its end record")
      }
      if startsLikeZip {
        throw PackageProblem(.truncated, "is truncated: the end of its central directory is missing")
      }
      throw PackageProblem(.notZip, "is not a zip archive")
    }
    if reader.u16(end + 4) != 0 || reader.u16(end + 6) != 0 || reader.u16(end + 8) != reader.u16(end + 10) {
      throw PackageProblem(.corrupt, "is corrupt: it spans several disks")
    }
    var total = UInt64(reader.u16(end + 10))
    var directorySize = UInt64(reader.u32(end + 12))
    var directoryOffset = UInt64(reader.u32(end + 16))
    var directoryEnd = UInt64(end)
    if total == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
      let locator = end - 20
      guard locator >= 56, reader.u32(locator) == zip64LocatorSignature else {
        throw PackageProblem(.corrupt, "is corrupt: its Zip64 end record is missing")
      }
      let record64 = reader.u64(locator + 8)
      guard record64 <= UInt64(locator - 56), reader.u32(Int(record64)) == zip64EndSignature else {
        throw PackageProblem(.corrupt, "is corrupt: its Zip64 end record is misplaced")
      }
      let at = Int(record64)
      guard reader.u32(at + 16) == 0, reader.u32(at + 20) == 0, reader.u64(at + 24) == reader.u64(at + 32)
      else {
        throw PackageProblem(.corrupt, "is corrupt: it spans several disks")
      }
      total = reader.u64(at + 32)
      directorySize = reader.u64(at + 40)
      directoryOffset = reader.u64(at + 48)
      directoryEnd = record64
    }
    if total > UInt64(maxEntries) {
      throw PackageProblem(.tooManyEntries, "has \(total) entries, more than the limit of \(maxEntries)")
    }
    guard directoryOffset <= directoryEnd, directorySize == directoryEnd - directoryOffset else {
      if startsLikeZip && directoryOffset > directoryEnd {
        throw PackageProblem(.truncated, "is truncated: its central directory is cut off")
      }
      throw PackageProblem(.corrupt, "is corrupt: the central directory is not where its end record says")
    }
    var entries: [ZipDirectoryEntry] = []
    entries.reserveCapacity(Int(total))
    var position = Int(directoryOffset)
    let limit = Int(directoryEnd)
    for index in 0..<Int(total) {
      let entry = try parseRecord(
        reader, at: position, limit: limit, index: index, directoryOffset: Int(directoryOffset),
        checksLocalHeader: checksLocalHeaders)
      position = entry.next
      entries.append(entry.entry)
    }
    if position != limit {
      throw PackageProblem(
        .corrupt, "is corrupt: its central directory holds more than the \(total) records it declares")
    }
    if checksLocalHeaders {
      try checkLayout(entries, directoryOffset: directoryOffset)
    } else {
      try checkSpans(entries, directoryOffset: directoryOffset)
    }
    return ZipDirectory(entries: entries, centralDirectoryOffset: directoryOffset)
  }

  /// `bytes` (the archive this directory was parsed from) with every entry's DOS time and
  /// date, in the local headers and the central directory, set to `time` and `date`.
  package func settingTimestamps(of bytes: [UInt8], time: UInt16, date: UInt16) -> [UInt8] {
    var output = bytes
    func put(_ value: UInt16, at offset: Int) {
      output[offset] = UInt8(value & 0xFF)
      output[offset + 1] = UInt8(value >> 8)
    }
    for entry in entries {
      put(time, at: Int(entry.localHeaderOffset) + 10)
      put(date, at: Int(entry.localHeaderOffset) + 12)
      put(time, at: entry.centralRecordOffset + 12)
      put(date, at: entry.centralRecordOffset + 14)
    }
    return output
  }

  /// The end of central directory record: the last signature whose comment reaches the
  /// end of the file exactly (so trailing junk is not accepted as a comment).
  /// With `exact` false, any end signature in reach: to tell junk from truncation.
  static func findEndRecord(_ reader: ByteReader, exact: Bool = true) -> Int? {
    let count = reader.count
    guard count >= 22 else { return nil }
    var at = count - 22
    let lowest = max(0, count - 22 - 0xFFFF)
    while at >= lowest {
      if reader.u32(at) == endSignature, !exact || at + 22 + Int(reader.u16(at + 20)) == count {
        return at
      }
      at -= 1
    }
    return nil
  }

  /// Parses central directory record `index` at `position` and checks it against its local
  /// header; returns the entry and where the next record starts.
  private static func parseRecord(
    _ reader: ByteReader, at position: Int, limit: Int, index: Int, directoryOffset: Int,
    checksLocalHeader: Bool
  ) throws(PackageProblem) -> (entry: ZipDirectoryEntry, next: Int) {
    guard position + 46 <= limit, reader.u32(position) == centralSignature else {
      throw PackageProblem(.corrupt, "is corrupt: central directory record \(index + 1) is damaged")
    }
    let nameLength = Int(reader.u16(position + 28))
    let extraLength = Int(reader.u16(position + 30))
    let commentLength = Int(reader.u16(position + 32))
    let next = position + 46 + nameLength + extraLength + commentLength
    guard next <= limit else {
      throw PackageProblem(.corrupt, "is corrupt: central directory record \(index + 1) runs past its end")
    }
    let nameBytes = reader.slice(position + 46, nameLength)
    let display = PackageEntryName.display(nameBytes)
    let method = reader.u16(position + 10)
    let extra = reader.slice(position + 46 + nameLength, extraLength)
    guard let fields = ExtraFields(extra) else {
      throw corrupt(display, "its extra fields are malformed")
    }
    let sizes = try zip64Resolved(
      uncompressedSize: UInt64(reader.u32(position + 24)), compressedSize: UInt64(reader.u32(position + 20)),
      localOffset: UInt64(reader.u32(position + 42)), fields: fields, display: display)
    let local =
      checksLocalHeader
      ? try localHeader(
        reader, at: sizes.localOffset, nameBytes: nameBytes, method: method,
        compressedSize: sizes.compressedSize, directoryOffset: directoryOffset, display: display)
      : (dataOffset: Int(clamping: sizes.localOffset), fields: ExtraFields([])!)
    let external = reader.u32(position + 38)
    let isFolderName = nameBytes.last == UInt8(ascii: "/")
    return (
      ZipDirectoryEntry(
        index: index, nameBytes: nameBytes, displayName: display,
        utf8Name: UTF8Text.validated(nameBytes), flags: reader.u16(position + 8),
        method: method, crc32: reader.u32(position + 16), compressedSize: sizes.compressedSize,
        uncompressedSize: sizes.uncompressedSize,
        kind: kind(madeBy: reader.u16(position + 4), external: external, isFolderName: isFolderName),
        localHeaderOffset: sizes.localOffset, dataOffset: UInt64(local.dataOffset),
        centralRecordOffset: position,
        hasUnicodePathField: fields.data(for: 0x7075) != nil || local.fields.data(for: 0x7075) != nil),
      next
    )
  }

  /// A record's sizes and local header offset, each 0xFFFFFFFF replaced by the next value of
  /// its Zip64 extra field (in the order the format gives them).
  private static func zip64Resolved(
    uncompressedSize: UInt64, compressedSize: UInt64, localOffset: UInt64, fields: ExtraFields,
    display: String
  ) throws(PackageProblem) -> (uncompressedSize: UInt64, compressedSize: UInt64, localOffset: UInt64) {
    var result = (
      uncompressedSize: uncompressedSize, compressedSize: compressedSize, localOffset: localOffset
    )
    guard uncompressedSize == 0xFFFF_FFFF || compressedSize == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF
    else { return result }
    guard let zip64 = fields.data(for: 0x0001) else { throw corrupt(display, "its Zip64 sizes are missing") }
    let values = ByteReader(zip64)
    var at = 0
    func take() -> UInt64? {
      guard at + 8 <= zip64.count else { return nil }
      defer { at += 8 }
      return values.u64(at)
    }
    if uncompressedSize == 0xFFFF_FFFF {
      guard let value = take() else { throw corrupt(display, "its Zip64 sizes are malformed") }
      result.uncompressedSize = value
    }
    if compressedSize == 0xFFFF_FFFF {
      guard let value = take() else { throw corrupt(display, "its Zip64 sizes are malformed") }
      result.compressedSize = value
    }
    if localOffset == 0xFFFF_FFFF {
      guard let value = take() else { throw corrupt(display, "its Zip64 offset is malformed") }
      result.localOffset = value
    }
    return result
  }

  /// Checks the local header at `localOffset` against its central record (name, method, room
  /// for the data before the directory); returns where the data starts and its extra fields.
  static func localHeader(
    _ reader: ByteReader, at localOffset: UInt64, nameBytes: [UInt8], method: UInt16, compressedSize: UInt64,
    directoryOffset: Int, display: String
  ) throws(PackageProblem) -> (dataOffset: Int, fields: ExtraFields) {
    guard localOffset <= UInt64(directoryOffset), Int(localOffset) + 30 <= directoryOffset,
      reader.u32(Int(localOffset)) == localHeaderSignature
    else {
      throw corrupt(display, "its local header is missing")
    }
    let local = Int(localOffset)
    let localNameLength = Int(reader.u16(local + 26))
    let localExtraLength = Int(reader.u16(local + 28))
    let dataOffset = local + 30 + localNameLength + localExtraLength
    guard dataOffset <= directoryOffset else {
      throw corrupt(display, "its local header runs into the directory")
    }
    guard reader.slice(local + 30, localNameLength) == nameBytes else {
      let other = PackageEntryName.display(reader.slice(local + 30, localNameLength))
      throw corrupt(display, "its local header names it '\(other)'")
    }
    guard reader.u16(local + 8) == method else {
      throw corrupt(display, "its local header gives another compression method")
    }
    guard let localFields = ExtraFields(reader.slice(local + 30 + localNameLength, localExtraLength))
    else {
      throw corrupt(display, "its local extra fields are malformed")
    }
    guard compressedSize <= UInt64(directoryOffset - dataOffset) else {
      throw corrupt(display, "its data runs past the central directory")
    }
    return (dataOffset, localFields)
  }

  /// The problem of entry `display` being corrupt, as `detail` says.
  static func corrupt(_ display: String, _ detail: String) -> PackageProblem {
    PackageProblem(.corrupt, entry: display, "entry '\(display)' is corrupt: \(detail)")
  }

  /// Entries must follow each other from offset 0 to the directory with nothing between
  /// them but data descriptors, and must not overlap.
  private static func checkLayout(
    _ entries: [ZipDirectoryEntry], directoryOffset: UInt64
  ) throws(PackageProblem) {
    var expected: UInt64 = 0
    var previous: ZipDirectoryEntry?
    for entry in entries.sorted(by: { $0.localHeaderOffset < $1.localHeaderOffset }) {
      try checkGap(from: expected, to: entry.localHeaderOffset, after: previous, before: entry.displayName)
      expected = entry.dataOffset + entry.compressedSize
      previous = entry
    }
    try checkGap(from: expected, to: directoryOffset, after: previous, before: nil)
  }

  private static func checkGap(
    from expected: UInt64, to actual: UInt64, after previous: ZipDirectoryEntry?, before name: String?
  ) throws(PackageProblem) {
    let what = name.map { "entry '\($0)'" } ?? "the central directory"
    if actual < expected {
      let other = previous.map { "entry '\($0.displayName)'" } ?? "the start"
      throw PackageProblem(.corrupt, entry: name, "is corrupt: \(what) overlaps \(other)")
    }
    let gap = actual - expected
    let allowed: Set<UInt64> = previous?.usesDataDescriptor == true ? [12, 16, 20, 24] : [0]
    if !allowed.contains(gap) {
      throw PackageProblem(.corrupt, entry: name, "is corrupt: \(gap) unexplained bytes before \(what)")
    }
  }

  private static func kind(madeBy: UInt16, external: UInt32, isFolderName: Bool) -> ZipDirectoryEntry.Kind {
    let host = madeBy >> 8
    let mode = external >> 16
    if host == 3 || host == 19, mode & 0o170000 != 0 {
      switch mode & 0o170000 {
      case 0o100000: return .file
      case 0o040000: return .directory
      case 0o120000: return .symbolicLink
      case 0o020000: return .characterDevice
      case 0o060000: return .blockDevice
      case 0o010000: return .fifo
      case 0o140000: return .socket
      default: return .unknown(mode)
      }
    }
    return external & 0x10 != 0 || isFolderName ? .directory : .file
  }
}

/// Little-endian reads that return 0 past the end (or where the source cannot be read), so
/// callers check bounds once. Reads go through a window of `windowBytes` around the last
/// offset asked for, so parsing a directory costs a few reads, not one per field, and
/// memory stays at one window whatever the archive's size.
final class ByteReader {
  private let source: any ZipByteSource
  let count: Int
  private var windowStart = 0
  private var window: [UInt8] = []
  private static let windowBytes = 256 << 10

  init(_ source: some ZipByteSource) {
    self.source = source
    self.count = source.count
  }

  func u16(_ at: Int) -> UInt16 {
    guard let offset = load(at, 2) else { return 0 }
    return UInt16(window[offset]) | UInt16(window[offset + 1]) << 8
  }

  func u32(_ at: Int) -> UInt32 {
    guard at >= 0, at + 4 <= count else { return 0 }
    return UInt32(u16(at)) | UInt32(u16(at + 2)) << 16
  }

  func u64(_ at: Int) -> UInt64 {
    guard at >= 0, at + 8 <= count else { return 0 }
    return UInt64(u32(at)) | UInt64(u32(at + 4)) << 32
  }

  func slice(_ at: Int, _ length: Int) -> [UInt8] {
    guard at >= 0, length >= 0, at <= count - length else { return [] }
    if length > Self.windowBytes { return source.bytes(in: at..<(at + length)) ?? [] }
    guard let offset = load(at, length) else { return [] }
    return Array(window[offset..<(offset + length)])
  }

  /// Where `length` bytes at `at` start in the window, after moving the window there when
  /// they lie outside it; nil when they leave the archive or cannot be read.
  private func load(_ at: Int, _ length: Int) -> Int? {
    guard at >= 0, length >= 0, length <= Self.windowBytes, at <= count - length else { return nil }
    if at < windowStart || at + length > windowStart + window.count {
      let start = max(0, min(at, count - Self.windowBytes))
      guard let loaded = source.bytes(in: start..<min(count, start + Self.windowBytes)) else { return nil }
      windowStart = start
      window = loaded
    }
    return at - windowStart
  }
}

/// The (id, data) pairs of a zip extra field block.
struct ExtraFields {
  private var fields: [(id: UInt16, data: [UInt8])] = []

  init?(_ bytes: [UInt8]) {
    let reader = ByteReader(bytes)
    var at = 0
    while at < bytes.count {
      guard at + 4 <= bytes.count else { return nil }
      let size = Int(reader.u16(at + 2))
      guard at + 4 + size <= bytes.count else { return nil }
      fields.append((reader.u16(at), reader.slice(at + 4, size)))
      at += 4 + size
    }
  }

  func data(for id: UInt16) -> [UInt8]? {
    fields.first { $0.id == id }?.data
  }
}
