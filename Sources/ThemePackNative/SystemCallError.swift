#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A system call failed: the C library's error number and its own text for it.
///
/// The file-system gate (`FileSystemCalls`, `FileDescriptor`) throws only this. Callers turn
/// it into their own errors, which name the file: `description` is the bare reason, e.g.
/// "No such file or directory".
package struct SystemCallError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `errno` value the call left.
  package let code: Int32

  package init(code: Int32) {
    self.code = code
  }

  /// The error the last failed call on this thread left in `errno`.
  package static var current: SystemCallError { SystemCallError(code: errno) }

  /// The C library's text for `code`. The corresponding C function is `strerror`.
  package var description: String { String(cString: strerror(code)) }

  /// Something already has the name (`EEXIST`).
  package var isAlreadyExisting: Bool { code == EEXIST }
  /// The call was interrupted by a signal before it did anything (`EINTR`).
  package var isInterrupted: Bool { code == EINTR }
  /// A no-follow open met a symbolic link, or a path met too many of them (`ELOOP`).
  package var isSymbolicLink: Bool { code == ELOOP }
  /// A component that should be a folder is not one (`ENOTDIR`).
  package var isNotAFolder: Bool { code == ENOTDIR }
  /// The name does not exist (`ENOENT`).
  package var isMissing: Bool { code == ENOENT }
  /// A folder where a file was expected (`unlink` of a folder on Linux: `EISDIR`).
  package var isAFolder: Bool { code == EISDIR }
  /// A kernel table or limit is full: no room for another inotify watch (`ENOSPC`).
  package var isOutOfRoom: Bool { code == ENOSPC }
  /// No process has the id (`ESRCH`).
  package var isNoSuchProcess: Bool { code == ESRCH }
  /// The call, or this use of it, is not supported here (`EINVAL`, `ENOSYS`, `EOPNOTSUPP`,
  /// `ENOTSUP`: one number on Linux, two on Darwin, whose `renamex_np` says `ENOTSUP` on a
  /// file system without `RENAME_SWAP`).
  package var isUnsupported: Bool { [EINVAL, ENOSYS, EOPNOTSUPP, ENOTSUP].contains(code) }

  /// The error for "this call does not exist in this C library" (`ENOSYS`).
  package static let notImplemented = SystemCallError(code: ENOSYS)
  /// The error for a path whose component is not a folder (`ENOTDIR`).
  package static let notAFolder = SystemCallError(code: ENOTDIR)
  /// The error for a call on a descriptor that is not open (`EBADF`).
  package static let notOpen = SystemCallError(code: EBADF)
}
