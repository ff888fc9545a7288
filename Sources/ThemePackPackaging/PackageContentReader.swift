import ThemePackArchive
import ThemePackNative
import ThemePackSupport

/// Inflates the selected entries of a zip with libarchive, counting the bytes actually
/// inflated against each entry's declared size and the package caps
/// (`PackageEntryCounter`, shared with `ThemePackClient`'s zlib reader), and hashing them.
///
/// Declared sizes are never trusted: an entry that inflates past the size it declares
/// is cut off at that point and reported, and reading stops at the first such problem
/// (nothing after a lying entry is worth inflating). Entries not selected are skipped
/// without being inflated.
package struct PackageContentReader {
  package typealias Digest = PackageContentDigest
  package typealias Outcome = PackageContentOutcome

  package let bytes: [UInt8]
  package let directory: ZipDirectory
  package let limits: PackageLimits

  package init(bytes: [UInt8], directory: ZipDirectory, limits: PackageLimits) {
    self.bytes = bytes
    self.directory = directory
    self.limits = limits
  }

  private static let chunkBytes = 64 << 10

  /// Reads the entries for which `select` is true; keeps the bytes of those for which
  /// `keep` is true (up to `keepLimit` bytes, else the digest has no bytes); hands every
  /// chunk to `sink` when given.
  package func read(
    select: (ZipDirectoryEntry) -> Bool, keep: (ZipDirectoryEntry) -> Bool, keepLimit: Int,
    sink: (any PackageEntrySink)? = nil
  ) throws -> Outcome {
    var outcome = Outcome()
    let order = directory.entriesInFileOrder
    try bytes.withUnsafeBytes { raw in
      do {
        try ZipArchiveReader.withReader(raw) { reader in
          try readAll(
            reader, order: order, select: select, keep: keep, keepLimit: keepLimit, sink: sink,
            into: &outcome)
        }
      } catch let failure as ArchiveNative.Failure {
        outcome.problems.append(PackageProblem(.corrupt, "is corrupt: \(failure.message)"))
      }
    }
    return outcome
  }

  private func readAll(
    _ reader: ZipArchiveReader, order: [ZipDirectoryEntry], select: (ZipDirectoryEntry) -> Bool,
    keep: (ZipDirectoryEntry) -> Bool, keepLimit: Int, sink: (any PackageEntrySink)?,
    into outcome: inout Outcome
  ) throws {
    var total = 0
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkBytes, alignment: 16)
    defer { buffer.deallocate() }
    for entry in order {
      let header: ZipArchiveReader.Header
      switch Self.nextHeader(reader, matching: entry) {
      case .failure(let problem):
        outcome.problems.append(problem)
        return
      case .success(let next):
        header = next
      }
      guard select(entry) else { continue }
      if let problem = Self.unreadableProblem(header, entry: entry) {
        outcome.problems.append(problem)
        return
      }
      let keeping = keep(entry) && Int(entry.uncompressedSize) <= keepLimit
      switch try inflate(
        entry, reader: reader, buffer: buffer, keeping: keeping, total: &total, sink: sink)
      {
      case .failure(let problem):
        outcome.problems.append(problem)
        return
      case .success(let digest):
        outcome.digests[entry.index] = digest
      }
    }
    if case .entry(let extra) = reader.next() {
      let shown = extra.pathUTF8.map { "'\(PackageEntryName.display($0))'" } ?? "an entry"
      outcome.problems.append(
        PackageProblem(.corrupt, "is corrupt: libarchive finds \(shown) its directory does not list"))
      return
    }
    outcome.completed = true
  }

  /// libarchive's next header, which must be `entry` (the next in file order) and no hard
  /// link; checked for every entry, selected or not.
  private static func nextHeader(
    _ reader: ZipArchiveReader, matching entry: ZipDirectoryEntry
  ) -> Result<ZipArchiveReader.Header, PackageProblem> {
    let name = entry.displayName
    let header: ZipArchiveReader.Header
    switch reader.next() {
    case .end:
      return .failure(PackageProblem(.corrupt, entry: name, "is corrupt: it ends before entry '\(name)'"))
    case .failure(let failure):
      return .failure(
        PackageProblem(.corrupt, entry: name, "entry '\(name)' is corrupt: \(failure.message)"))
    case .entry(let next):
      header = next
    }
    if let path = header.pathUTF8, path != entry.utf8Name {
      return .failure(
        PackageProblem(
          .corrupt, entry: name,
          "entry '\(name)' is corrupt: libarchive reads its name as '\(PackageEntryName.display(path))'"))
    }
    if header.hardLink != nil {
      return .failure(
        PackageProblem(.notRegularFile, entry: name, "entry '\(name)' is a hard link, not a regular file"))
    }
    return .success(header)
  }

  /// Why a selected entry cannot be inflated (a libarchive warning about it, or not a
  /// regular file), or nil.
  private static func unreadableProblem(
    _ header: ZipArchiveReader.Header, entry: ZipDirectoryEntry
  ) -> PackageProblem? {
    let name = entry.displayName
    if let warning = header.warning, header.pathUTF8 != nil {
      return PackageProblem(.corrupt, entry: name, "entry '\(name)' is corrupt: \(warning)")
    }
    if header.fileType != .regular {
      return PackageProblem(
        .notRegularFile, entry: name, "entry '\(name)' is not a regular file for libarchive")
    }
    return nil
  }

  /// Inflates the current entry chunk by chunk, counting against its declared size and
  /// `total` against the total cap, hashing, keeping and handing chunks to `sink`.
  private func inflate(
    _ entry: ZipDirectoryEntry, reader: ZipArchiveReader, buffer: UnsafeMutableRawBufferPointer,
    keeping: Bool, total: inout Int, sink: (any PackageEntrySink)?
  ) throws -> Result<Digest, PackageProblem> {
    let name = entry.displayName
    var counter = PackageEntryCounter(entry: entry, limits: limits)
    var kept: [UInt8] = []
    var hasher = SodiumNative.SHA256Stream()
    try sink?.begin(entry)
    while true {
      let chunk: Int
      switch reader.read(into: buffer) {
      case .failure(let failure):
        return .failure(
          PackageProblem(.corrupt, entry: name, "entry '\(name)' is corrupt: \(failure.message)"))
      case .success(let value):
        chunk = value
      }
      if chunk == 0 { break }
      if let problem = counter.add(chunk, total: &total) { return .failure(problem) }
      let data = UnsafeRawBufferPointer(rebasing: buffer[0..<chunk])
      hasher.update(data)
      if keeping { kept.append(contentsOf: data) }
      try sink?.write(data)
    }
    if let problem = counter.finish() { return .failure(problem) }
    try sink?.end(entry)
    return .success(
      Digest(size: counter.count, sha256: SHA256.hexString(hasher.finish()), bytes: keeping ? kept : nil))
  }
}
