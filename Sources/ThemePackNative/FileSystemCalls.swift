#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The one gate from ThemePack to the C library's file-system and process calls that take
/// a path or a process id (calls on an open file are on `FileDescriptor`).
///
/// Each function is a thin wrapper: it makes the call once and throws the C library's
/// error (`SystemCallError`, with `errno` and its text) when the call fails. Nothing else
/// in ThemePack calls these C functions.
package enum FileSystemCalls {
  /// What `path` names, following symbolic links. The corresponding C function is `stat`.
  package static func status(at path: String) throws(SystemCallError) -> FileStatus {
    var status = stat()
    guard stat(path, &status) == 0 else { throw .current }
    return FileStatus(status)
  }

  /// What `path` names itself: a symbolic link is reported as a link, not followed.
  /// The corresponding C function is `lstat`.
  package static func status(ofLinkAt path: String) throws(SystemCallError) -> FileStatus {
    var status = stat()
    guard lstat(path, &status) == 0 else { throw .current }
    return FileStatus(status)
  }

  /// Creates the folder `path` (its parent must exist) with `permissions` before the
  /// umask. The corresponding C function is `mkdir`.
  package static func makeFolder(_ path: String, permissions: UInt32 = 0o755) throws(SystemCallError) {
    guard mkdir(path, mode_t(permissions)) == 0 else { throw .current }
  }

  /// Renames `source` to `destination` in one step, replacing a file (or empty folder)
  /// there. The corresponding C function is `rename`.
  package static func rename(_ source: String, to destination: String) throws(SystemCallError) {
    guard CLibrary.rename(source, destination) == 0 else { throw .current }
  }

  /// Swaps the names of two existing files or folders in one step. Throws an error whose
  /// `isUnsupported` is true where the C library or the file system cannot (callers fall
  /// back to two renames). The corresponding C function is `renameat2` (with
  /// `RENAME_EXCHANGE`) on Linux, `renamex_np` (with `RENAME_SWAP`) on Darwin.
  package static func exchange(_ first: String, _ second: String) throws(SystemCallError) {
    #if os(Linux)
      guard let renameAt2 else { throw .notImplemented }
      guard renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0 else { throw .current }
    #else
      guard renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 else { throw .current }
    #endif
  }

  /// Gives the file `existing` the second name `path` (a hard link); fails with
  /// `isAlreadyExisting` when something has that name. The corresponding C function is `link`.
  package static func link(_ existing: String, to path: String) throws(SystemCallError) {
    guard CLibrary.link(existing, path) == 0 else { throw .current }
  }

  /// Removes the name `path` (a file or a link, not a folder). The corresponding C
  /// function is `unlink`.
  package static func unlink(_ path: String) throws(SystemCallError) {
    guard CLibrary.unlink(path) == 0 else { throw .current }
  }

  /// The absolute path of `path` with every symbolic link, "." and ".." resolved.
  /// The corresponding C function is `realpath`.
  package static func resolvedPath(_ path: String) throws(SystemCallError) -> String {
    guard let resolved = realpath(path, nil) else { throw .current }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// This process's id. The corresponding C function is `getpid`.
  package static var processID: Int32 { getpid() }

  /// Whether a process with id `pid` may still be running: false only when the system
  /// says there is none (a process of another user counts as running).
  /// The corresponding C function is `kill` (with signal 0, which sends nothing).
  package static func processExists(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || !SystemCallError.current.isNoSuchProcess
  }

  /// Stops process `pid` at once (`SIGKILL`): a child that ran past its deadline.
  package static func killProcess(_ pid: Int32) {
    _ = kill(pid, SIGKILL)
  }

  #if os(Linux)
    private typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `RENAME_EXCHANGE` from <stdio.h>, which Swift's Glibc module does not export.
    private static let exchangeFlag: UInt32 = 1 << 1

    /// glibc's `renameat2`, looked up at run time because Swift's Glibc module leaves out
    /// the GNU-only declaration; nil where the C library lacks it.
    private static let renameAt2: RenameAt2? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
  #endif
}
