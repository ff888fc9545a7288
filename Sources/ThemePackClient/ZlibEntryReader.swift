internal import CZlib
import ThemePackArchive

/// The client's content reader: inflates the selected entries of a zip held in memory with
/// zlib (raw deflate, or stored bytes), straight from the offsets `ZipDirectory` checked,
/// counting real bytes with `PackageEntryCounter`, hashing them and checking each entry's
/// CRC-32. Reading stops at the first problem, as in `themepack verify`.
///
/// Written here rather than through a zip library because zlib ships on iOS and Linux and
/// the directory parse it relies on is the verifier's own.
struct ZlibEntryReader {
  let bytes: [UInt8]
  let directory: ZipDirectory
  let limits: PackageLimits

  private static let chunkBytes = 64 << 10

  /// See `PackageInspectionServices.readContent`.
  func read(
    select: (ZipDirectoryEntry) -> Bool, keep: (ZipDirectoryEntry) -> Bool, keepLimit: Int,
    sink: (any PackageEntrySink)?
  ) throws -> PackageContentOutcome {
    var outcome = PackageContentOutcome()
    var total = 0
    for entry in directory.entriesInFileOrder where select(entry) {
      let keeping = keep(entry) && entry.uncompressedSize <= UInt64(keepLimit)
      switch try read(entry, keeping: keeping, total: &total, sink: sink) {
      case .failure(let problem):
        outcome.problems.append(problem)
        return outcome
      case .success(let digest):
        outcome.digests[entry.index] = digest
      }
    }
    outcome.completed = true
    return outcome
  }

  /// One entry's bytes: counted, hashed, CRC-checked, kept and handed to `sink`.
  private func read(
    _ entry: ZipDirectoryEntry, keeping: Bool, total: inout Int, sink: (any PackageEntrySink)?
  ) throws -> Result<PackageContentDigest, PackageProblem> {
    let name = entry.displayName
    let start = Int(entry.dataOffset)
    let data = bytes[start..<(start + Int(entry.compressedSize))]
    var counter = PackageEntryCounter(entry: entry, limits: limits)
    var hasher = ThemeCrypto.Hasher()
    var crc = crc32(0, nil, 0)
    var kept: [UInt8] = []
    var failure: PackageProblem?
    var running = total
    defer { total = running }
    try sink?.begin(entry)
    let consume: (UnsafeRawBufferPointer) throws -> Bool = { chunk in
      if let problem = counter.add(chunk.count, total: &running) {
        failure = problem
        return false
      }
      hasher.update(chunk)
      crc = crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(chunk.count))
      if keeping { kept.append(contentsOf: chunk) }
      try sink?.write(chunk)
      return true
    }
    let corrupt: String?
    if entry.method == 0 {
      corrupt = try data.withUnsafeBytes { raw in
        var at = 0
        while at < raw.count {
          let end = min(raw.count, at + Self.chunkBytes)
          guard try consume(UnsafeRawBufferPointer(rebasing: raw[at..<end])) else { return nil }
          at = end
        }
        return nil
      }
    } else {
      corrupt = try Self.inflate(data, consume: consume)
    }
    if let failure { return .failure(failure) }
    if let corrupt {
      return .failure(PackageProblem(.corrupt, entry: name, "entry '\(name)' is corrupt: \(corrupt)"))
    }
    if let problem = counter.finish() { return .failure(problem) }
    if UInt32(crc) != entry.crc32 {
      return .failure(
        PackageProblem(.corrupt, entry: name, "entry '\(name)' is corrupt: its CRC-32 does not match"))
    }
    try sink?.end(entry)
    return .success(
      PackageContentDigest(
        size: counter.count, sha256: HexDigits.string(hasher.finish()), bytes: keeping ? kept : nil))
  }

  /// Inflates raw deflate `data`, handing each chunk of output to `consume` (which returns
  /// false to stop). Returns what is wrong with the stream (bad data, cut off, bytes after
  /// its end), or nil. The corresponding C functions are `inflateInit2`, `inflate` and
  /// `inflateEnd`.
  private static func inflate(
    _ data: ArraySlice<UInt8>, consume: (UnsafeRawBufferPointer) throws -> Bool
  ) throws -> String? {
    guard let inputBytes = UInt32(exactly: data.count) else { return "it is too large" }
    var stream = z_stream()
    guard CZlib_inflateInitRaw(&stream) == Z_OK else { return "zlib cannot start" }
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: chunkBytes)
    return try data.withUnsafeBufferPointer { input -> String? in
      stream.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
      stream.avail_in = inputBytes
      while true {
        let (status, produced) = output.withUnsafeMutableBufferPointer { buffer in
          stream.next_out = buffer.baseAddress
          stream.avail_out = UInt32(buffer.count)
          let status = CZlib.inflate(&stream, Z_NO_FLUSH)
          return (status, buffer.count - Int(stream.avail_out))
        }
        guard status == Z_OK || status == Z_STREAM_END || (status == Z_BUF_ERROR && produced > 0) else {
          return status == Z_BUF_ERROR ? "its deflate data is cut off" : "its deflate data is malformed"
        }
        if produced > 0 {
          let keepGoing = try output.withUnsafeBytes {
            try consume(UnsafeRawBufferPointer(rebasing: $0[0..<produced]))
          }
          if !keepGoing { return nil }
        }
        if status == Z_STREAM_END {
          return stream.avail_in == 0 ? nil : "\(stream.avail_in) bytes follow its deflate data"
        }
      }
    }
  }
}
