internal import CLibArchive
import Foundation

/// Shared pieces of the gate to libarchive: its status codes and its error text.
package enum ArchiveNative {
  /// libarchive refused an operation; `message` is libarchive's own text.
  package struct Failure: Error, Sendable, Equatable {
    package var message: String
    /// Whether the archive handle is unusable afterwards (`ARCHIVE_FATAL`).
    package var isFatal: Bool
  }

  /// The kind of file an archive entry says it is.
  package enum FileType: Sendable, Equatable {
    case regular
    case directory
    case symbolicLink
    /// Anything else, with libarchive's `AE_IF*` bits.
    case other(UInt32)
  }

  /// The failure recorded on `archive` after a call returned `status`.
  package static func failure(_ archive: OpaquePointer?, status: Int32, doing what: String) -> Failure {
    let text = archive_error_string(archive).map(message(_:)) ?? "status \(status)"
    return Failure(message: what.isEmpty ? text : "\(what): \(text)", isFatal: status <= CLibArchive_FATAL)
  }

  /// libarchive's error text as one line: some messages end in a newline (found by the
  /// zip fuzzer: "ZIP uncompressed data is wrong size (read 246, expected 244)\n"), and
  /// control characters inside are shown as spaces.
  package static func message(_ text: UnsafePointer<CChar>) -> String {
    let line = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    return String(line.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
  }

  package static func isSuccess(_ status: Int32) -> Bool { status == CLibArchive_OK }
  package static func isWarning(_ status: Int32) -> Bool { status == CLibArchive_WARN }
  package static func isEnd(_ status: Int32) -> Bool { status == CLibArchive_EOF }

  package static func fileType(_ bits: UInt32) -> FileType {
    switch bits & CLibArchive_AE_IFMT {
    case CLibArchive_AE_IFREG: return .regular
    case CLibArchive_AE_IFDIR: return .directory
    case CLibArchive_AE_IFLNK: return .symbolicLink
    default: return .other(bits & CLibArchive_AE_IFMT)
    }
  }
}
