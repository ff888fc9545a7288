internal import CZlib
import ThemePackArchive

/// The client's content reader: inflates the selected entries of a zip (in a file or in
/// memory, `ClientArchive`, read 64 KiB at a time) with zlib (raw deflate, or stored
/// bytes), straight from the offsets `ZipDirectory` checked,
/// counting real bytes with `PackageEntryCounter`, hashing them and checking each entry's
/// CRC-32. Reading stops at the first problem, as in `themepack verify`.
///
/// Written here rather than through a zip library because zlib ships on iOS and Linux and
/// the directory parse it relies on is the verifier's own.
struct ZlibEntryReader {
  let archive: ClientArchive
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

  /// Reads `entries` (each with its local header read: `ZipDirectory.resolvingLocalHeader`)
  /// in the order given, as `read(select:…)` reads; keeps the bytes of each up to
  /// `keepLimit` when `keep`. What a range install inflates.
  func read(entries: [ZipDirectoryEntry], keep: Bool, keepLimit: Int) throws -> PackageContentOutcome {
    var outcome = PackageContentOutcome()
    var total = 0
    for entry in entries {
      let keeping = keep && entry.uncompressedSize <= UInt64(keepLimit)
      switch try read(entry, keeping: keeping, total: &total, sink: nil) {
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
    let data = start..<(start + Int(entry.compressedSize))
    var counter = PackageEntryCounter(entry: entry, limits: limits)
    var hasher = ThemeCrypto.SHA256Hasher()
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
    let corrupt = try entry.method == 0 ? copy(data, consume: consume) : inflate(data, consume: consume)
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

  /// Hands the stored bytes of `range` to `consume` a chunk at a time (it returns false to
  /// stop); returns why they cannot be read, or nil.
  private func copy(_ range: Range<Int>, consume: (UnsafeRawBufferPointer) throws -> Bool) throws -> String? {
    var at = range.lowerBound
    while at < range.upperBound {
      guard let chunk = archive.bytes(in: at..<min(range.upperBound, at + Self.chunkBytes)) else {
        return "its data cannot be read"
      }
      guard try chunk.withUnsafeBytes({ try consume($0) }) else { return nil }
      at += chunk.count
    }
    return nil
  }

  /// Inflates the raw deflate data in `range`, read a chunk at a time, handing each chunk of
  /// output to `consume` (which returns false to stop). Returns what is wrong with the
  /// stream (bad data, cut off, bytes after its end), or nil. The corresponding C functions
  /// are `inflateInit2`, `inflate` and `inflateEnd`.
  private func inflate(
    _ range: Range<Int>, consume: (UnsafeRawBufferPointer) throws -> Bool
  ) throws -> String? {
    var stream = z_stream()
    guard CZlib_inflateInitRaw(&stream) == Z_OK else { return "zlib cannot start" }
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Self.chunkBytes)
    var input: [UInt8] = []
    var used = 0
    var next = range.lowerBound
    while true {
      if used == input.count, next < range.upperBound {
        guard let chunk = archive.bytes(in: next..<min(range.upperBound, next + Self.chunkBytes)) else {
          return "its data cannot be read"
        }
        input = chunk
        used = 0
        next += chunk.count
      }
      let step = Self.inflateStep(&stream, input: input, from: used, output: &output)
      used += step.consumed
      guard
        step.status == Z_OK || step.status == Z_STREAM_END
          || (step.status == Z_BUF_ERROR && step.produced > 0)
      else {
        return step.status == Z_BUF_ERROR ? "its deflate data is cut off" : "its deflate data is malformed"
      }
      if step.produced > 0 {
        let keepGoing = try output.withUnsafeBytes {
          try consume(UnsafeRawBufferPointer(rebasing: $0[0..<step.produced]))
        }
        if !keepGoing { return nil }
      }
      if step.status == Z_STREAM_END {
        let trailing = (input.count - used) + (range.upperBound - next)
        return trailing == 0 ? nil : "\(trailing) bytes follow its deflate data"
      }
    }
  }

  /// One call of zlib's `inflate` on `input` from `from` into `output`: its status, the
  /// bytes it produced and the input bytes it consumed.
  private static func inflateStep(
    _ stream: inout z_stream, input: [UInt8], from: Int, output: inout [UInt8]
  ) -> (status: Int32, produced: Int, consumed: Int) {
    let available = input.count - from
    return input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { buffer in
        stream.next_in = source.baseAddress.map { UnsafeMutablePointer(mutating: $0 + from) }
        stream.avail_in = UInt32(available)
        stream.next_out = buffer.baseAddress
        stream.avail_out = UInt32(buffer.count)
        let status = CZlib.inflate(&stream, Z_NO_FLUSH)
        return (status, buffer.count - Int(stream.avail_out), available - Int(stream.avail_in))
      }
    }
  }
}
