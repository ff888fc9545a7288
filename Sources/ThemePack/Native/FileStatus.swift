internal import Glibc

/// What `stat` says about a file, as Swift values: its kind, size, times and identity.
struct FileStatus: Sendable, Equatable {
  /// The file's type from `st_mode & S_IFMT`.
  enum Kind: Sendable, Equatable {
    case regular
    case directory
    case symbolicLink
    /// A device, pipe, socket or anything else.
    case other
  }

  var kind: Kind
  var size: Int
  var modificationSeconds: Int
  var modificationNanoseconds: Int
  var changeSeconds: Int
  var changeNanoseconds: Int
  var inode: Int
  var device: Int

  init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    size = Int(status.st_size)
    modificationSeconds = Int(status.st_mtim.tv_sec)
    modificationNanoseconds = Int(status.st_mtim.tv_nsec)
    changeSeconds = Int(status.st_ctim.tv_sec)
    changeNanoseconds = Int(status.st_ctim.tv_nsec)
    inode = Int(status.st_ino)
    device = Int(status.st_dev)
  }
}
