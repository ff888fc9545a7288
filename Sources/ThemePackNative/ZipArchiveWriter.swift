internal import CLibArchive

/// Writes a zip archive into memory with libarchive.
///
/// Entries are written in the order given; the caller sorts them. Names are handed to
/// libarchive as UTF-8 and written with `zip:hdrcharset=UTF-8`, so the process locale
/// never changes them. libarchive writes each entry's DOS date in the process's local
/// time zone; callers that need reproducible bytes rewrite those fields afterwards
/// (`ZipDirectory.settingTimestamps`).
package final class ZipArchiveWriter {
  /// What kind of entry to write.
  package enum Kind: Sendable, Equatable {
    case file
    case directory
    case symbolicLink(target: String)
    case hardLink(target: String)
  }

  /// One entry's header.
  package struct Entry: Sendable {
    package var path: String
    package var kind: Kind
    package var permissions: UInt32
    /// Seconds since 1970 (UTC).
    package var modificationTime: Int
    /// The exact number of data bytes that follow; libarchive records it in the header.
    package var size: Int

    package init(path: String, kind: Kind, permissions: UInt32, modificationTime: Int, size: Int) {
      self.path = path
      self.kind = kind
      self.permissions = permissions
      self.modificationTime = modificationTime
      self.size = size
    }
  }

  /// How entries are stored.
  package struct Options: Sendable {
    /// zlib level 0–9; nil keeps libarchive's default.
    package var compressionLevel: Int?
    /// Store entries without compression.
    package var store = false
    /// Encrypt entries with traditional PKWARE encryption (only tests want this).
    package var passphrase: String?

    package init(compressionLevel: Int? = nil, store: Bool = false, passphrase: String? = nil) {
      self.compressionLevel = compressionLevel
      self.store = store
      self.passphrase = passphrase
    }
  }

  private let archive: OpaquePointer
  private var output: [UInt8] = []
  private var finished = false

  /// Opens a zip writer. The corresponding C functions are `archive_write_new`,
  /// `archive_write_set_format_zip`, `archive_write_set_options` and `archive_write_open`.
  package init(options: Options = Options()) throws(ArchiveNative.Failure) {
    guard let archive = archive_write_new() else {
      throw ArchiveNative.Failure(message: "cannot allocate a zip writer", isFatal: true)
    }
    self.archive = archive
    var settings = ["zip:hdrcharset=UTF-8"]
    settings.append(options.store ? "zip:compression=store" : "zip:compression=deflate")
    if let level = options.compressionLevel, !options.store {
      settings.append("zip:compression-level=\(level)")
    }
    if options.passphrase != nil { settings.append("zip:encryption=zipcrypt") }
    try check(archive_write_set_format_zip(archive), doing: "zip format")
    try check(archive_write_set_options(archive, settings.joined(separator: ",")), doing: "options")
    if let passphrase = options.passphrase {
      try check(archive_write_set_passphrase(archive, passphrase), doing: "passphrase")
    }
    try check(archive_write_set_bytes_in_last_block(archive, 1), doing: "block size")
    let client = Unmanaged.passUnretained(self).toOpaque()
    let status = archive_write_open(
      archive, client, nil,
      { _, client, buffer, length in
        guard let client, let buffer else { return 0 }
        let writer = Unmanaged<ZipArchiveWriter>.fromOpaque(client).takeUnretainedValue()
        writer.output.append(
          contentsOf: UnsafeRawBufferPointer(start: buffer, count: length))
        return length
      }, nil)
    try check(status, doing: "open")
  }

  deinit {
    archive_write_free(archive)
  }

  /// Starts an entry. The corresponding C function is `archive_write_header`.
  package func begin(_ entry: Entry) throws(ArchiveNative.Failure) {
    guard let header = archive_entry_new() else {
      throw ArchiveNative.Failure(message: "cannot allocate an entry", isFatal: true)
    }
    defer { archive_entry_free(header) }
    _ = archive_entry_update_pathname_utf8(header, entry.path)
    switch entry.kind {
    case .file:
      archive_entry_set_filetype(header, CLibArchive_AE_IFREG)
    case .directory:
      archive_entry_set_filetype(header, CLibArchive_AE_IFDIR)
    case .symbolicLink(let target):
      archive_entry_set_filetype(header, CLibArchive_AE_IFLNK)
      _ = archive_entry_update_symlink_utf8(header, target)
    case .hardLink(let target):
      archive_entry_set_filetype(header, CLibArchive_AE_IFREG)
      _ = archive_entry_update_hardlink_utf8(header, target)
    }
    // `mode_t`: UInt32 on Linux, UInt16 on Darwin; permission bits fit either.
    archive_entry_set_perm(header, .init(truncatingIfNeeded: entry.permissions))
    archive_entry_set_mtime(header, entry.modificationTime, 0)
    archive_entry_set_uid(header, 0)
    archive_entry_set_gid(header, 0)
    archive_entry_set_size(header, Int64(entry.size))
    try check(archive_write_header(archive, header), doing: "entry '\(entry.path)'")
  }

  /// Appends data to the current entry. The corresponding C function is `archive_write_data`.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(ArchiveNative.Failure) {
    var offset = 0
    while offset < bytes.count {
      let written = archive_write_data(
        archive, bytes.baseAddress! + offset, bytes.count - offset)
      if written <= 0 {
        throw ArchiveNative.failure(archive, status: Int32(truncatingIfNeeded: written), doing: "data")
      }
      offset += written
    }
  }

  /// Appends data to the current entry.
  package func write(_ bytes: [UInt8]) throws(ArchiveNative.Failure) {
    let result: Result<Void, ArchiveNative.Failure> = bytes.withUnsafeBytes { raw in
      do throws(ArchiveNative.Failure) {
        try write(raw)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// Writes the central directory and returns the whole archive.
  /// The corresponding C function is `archive_write_close`.
  package func finish() throws(ArchiveNative.Failure) -> [UInt8] {
    if !finished {
      finished = true
      try check(archive_write_close(archive), doing: "close")
    }
    return output
  }

  private func check(_ status: Int32, doing what: String) throws(ArchiveNative.Failure) {
    if status != CLibArchive_OK {
      throw ArchiveNative.failure(archive, status: status, doing: what)
    }
  }
}
