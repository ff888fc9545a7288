#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// What `stat` says about a file, as Swift values: its kind, size, times and identity.
package struct FileStatus: Sendable, Equatable {
  /// The file's type from `st_mode & S_IFMT`.
  package enum Kind: Sendable, Equatable {
    case regular
    case directory
    case symbolicLink
    /// A device, pipe, socket or anything else.
    case other
  }

  package var kind: Kind
  package var size: Int
  package var modificationSeconds: Int
  package var modificationNanoseconds: Int
  package var changeSeconds: Int
  package var changeNanoseconds: Int
  package var inode: Int
  package var device: Int

  init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    size = Int(status.st_size)
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    modificationSeconds = Int(modified.tv_sec)
    modificationNanoseconds = Int(modified.tv_nsec)
    changeSeconds = Int(changed.tv_sec)
    changeNanoseconds = Int(changed.tv_nsec)
    inode = Int(status.st_ino)
    device = Int(status.st_dev)
  }
}
