internal import CLibArchive

/// Shared pieces of the gate to libarchive: its status codes and its error text.
enum ArchiveNative {
  /// libarchive refused an operation; `message` is libarchive's own text.
  struct Failure: Error, Sendable, Equatable {
    var message: String
    /// Whether the archive handle is unusable afterwards (`ARCHIVE_FATAL`).
    var isFatal: Bool
  }

  /// The kind of file an archive entry says it is.
  enum FileType: Sendable, Equatable {
    case regular
    case directory
    case symbolicLink
    /// Anything else, with libarchive's `AE_IF*` bits.
    case other(UInt32)
  }

  /// The failure recorded on `archive` after a call returned `status`.
  static func failure(_ archive: OpaquePointer?, status: Int32, doing what: String) -> Failure {
    let text = archive_error_string(archive).map { String(cString: $0) } ?? "status \(status)"
    return Failure(message: what.isEmpty ? text : "\(what): \(text)", isFatal: status <= CLibArchive_FATAL)
  }

  static func isSuccess(_ status: Int32) -> Bool { status == CLibArchive_OK }
  static func isWarning(_ status: Int32) -> Bool { status == CLibArchive_WARN }
  static func isEnd(_ status: Int32) -> Bool { status == CLibArchive_EOF }

  static func fileType(_ bits: UInt32) -> FileType {
    switch bits & CLibArchive_AE_IFMT {
    case CLibArchive_AE_IFREG: return .regular
    case CLibArchive_AE_IFDIR: return .directory
    case CLibArchive_AE_IFLNK: return .symbolicLink
    default: return .other(bits & CLibArchive_AE_IFMT)
    }
  }
}
