internal import CLibArchive

/// Reads the entries of a zip archive held in memory with libarchive's seekable zip
/// reader, which follows the central directory (as iOS unzippers do).
///
/// Only the zip format is enabled, with no filters. The reader never writes to disk:
/// callers pull each entry's data in chunks and decide what to do with every byte.
/// libarchive lists entries in the order of their local headers in the file.
package final class ZipArchiveReader {
  /// What `next()` found.
  package enum Next: Sendable {
    case entry(Header)
    case end
    case failure(ArchiveNative.Failure)
  }

  /// An entry's header as libarchive decoded it.
  package struct Header: Sendable {
    /// The name as UTF-8, or nil when libarchive could not convert it (it converts
    /// to the process locale, which is "C" unless the program changed it).
    package var pathUTF8: String?
    package var fileType: ArchiveNative.FileType
    package var declaredSize: Int64?
    package var isEncrypted: Bool
    package var hardLink: String?
    package var symbolicLink: String?
    /// libarchive's warning text when the header was read with `ARCHIVE_WARN`.
    package var warning: String?
  }

  private let archive: OpaquePointer
  private var current: OpaquePointer?

  private init(archive: OpaquePointer) {
    self.archive = archive
  }

  deinit {
    archive_read_free(archive)
  }

  /// Opens `bytes` and runs `body` with a reader that must not escape it (it points into
  /// `bytes`). The corresponding C functions are `archive_read_new`,
  /// `archive_read_support_format_zip_seekable` and `archive_read_open_memory`.
  package static func withReader<T>(
    _ bytes: UnsafeRawBufferPointer, _ body: (ZipArchiveReader) throws -> T
  ) throws -> T {
    guard let archive = archive_read_new() else {
      throw ArchiveNative.Failure(message: "cannot allocate a zip reader", isFatal: true)
    }
    let reader = ZipArchiveReader(archive: archive)
    var status = archive_read_support_format_zip_seekable(archive)
    if status == CLibArchive_OK {
      status = archive_read_open_memory(archive, bytes.baseAddress, bytes.count)
    }
    if status != CLibArchive_OK {
      throw ArchiveNative.failure(archive, status: status, doing: "")
    }
    return try body(reader)
  }

  /// Moves to the next entry. The corresponding C function is `archive_read_next_header`.
  package func next() -> Next {
    var entry: OpaquePointer?
    let status = archive_read_next_header(archive, &entry)
    if ArchiveNative.isEnd(status) { return .end }
    guard let entry, status == CLibArchive_OK || ArchiveNative.isWarning(status) else {
      return .failure(ArchiveNative.failure(archive, status: status, doing: ""))
    }
    current = entry
    let warning =
      ArchiveNative.isWarning(status)
      ? archive_error_string(archive).map(ArchiveNative.message(_:)) ?? "warning" : nil
    return .entry(
      Header(
        pathUTF8: archive_entry_pathname_utf8(entry).map { String(cString: $0) },
        // `mode_t`: UInt32 on Linux, UInt16 on Darwin (libarchive 3 declares it so).
        fileType: ArchiveNative.fileType(UInt32(archive_entry_filetype(entry))),
        declaredSize: archive_entry_size_is_set(entry) != 0 ? archive_entry_size(entry) : nil,
        isEncrypted: archive_entry_is_encrypted(entry) != 0,
        hardLink: archive_entry_hardlink_utf8(entry).map { String(cString: $0) },
        symbolicLink: archive_entry_symlink_utf8(entry).map { String(cString: $0) },
        warning: warning))
  }

  /// Inflates the next chunk of the current entry into `buffer`: the byte count, 0 at
  /// the entry's end. The corresponding C function is `archive_read_data`.
  package func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, ArchiveNative.Failure> {
    let count = archive_read_data(archive, buffer.baseAddress, buffer.count)
    if count < 0 {
      return .failure(ArchiveNative.failure(archive, status: Int32(truncatingIfNeeded: count), doing: ""))
    }
    return .success(count)
  }
}
