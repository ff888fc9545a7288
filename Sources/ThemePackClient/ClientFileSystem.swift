import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system calls the installer needs and Foundation does not offer: what a path is
/// without following a link (`lstat`), `rename` onto an existing file (atomic replacement),
/// `fsync` of files and folders, and files written durably. Everything else uses FileManager.
enum ClientFileSystem {
  /// What a path names, the path's last component never followed.
  enum Kind: Equatable {
    case missing, folder, file, link, other
  }

  /// What `url` names; a link is `.link`, whatever it points at.
  static func kind(_ url: URL) -> Kind {
    var status = stat()
    let result = url.withUnsafeFileSystemRepresentation { path in
      guard let path else { return Int32(-1) }
      return lstat(path, &status)
    }
    guard result == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    case S_IFLNK: return .link
    default: return .other
    }
  }

  /// Renames `source` to `destination`, replacing it. The corresponding C function is `rename`.
  static func rename(_ source: URL, to destination: URL) throws {
    let status = source.withUnsafeFileSystemRepresentation { from in
      destination.withUnsafeFileSystemRepresentation { to in
        guard let from, let to else { return Int32(-1) }
        #if canImport(Glibc)
          return Glibc.rename(from, to)
        #else
          return Darwin.rename(from, to)
        #endif
      }
    }
    if status != 0 {
      throw ClientFailure("cannot rename '\(source.path)' to '\(destination.path)': \(reason(errno))")
    }
  }

  /// Flushes the folder `url` (the names in it) to the disk. The C function is `fsync` on
  /// the folder opened read-only.
  static func syncFolder(_ url: URL) throws {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
    }
    guard descriptor >= 0 else { throw ClientFailure("cannot open '\(url.path)': \(reason(errno))") }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw ClientFailure("cannot sync '\(url.path)': \(reason(errno))") }
  }

  /// Writes `data` to `url` so that after a crash it holds the old bytes or the new ones:
  /// a temporary file beside it (named `prefix` + a UUID), synced, renamed onto `url`, then
  /// the folder synced. The temporary file is made with `open(O_EXCL)` itself: Foundation's
  /// `createFile` writes through a `.dat.nosync…` file of its own, which a kill at the wrong
  /// moment left behind under a name no cleanup knows.
  static func writeDurably(_ data: Data, to url: URL, temporaryPrefix prefix: String) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(prefix + UUID().uuidString)
    do {
      let descriptor = temporary.withUnsafeFileSystemRepresentation { path -> Int32 in
        guard let path else { return -1 }
        return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
      }
      guard descriptor >= 0 else {
        throw ClientFailure("cannot create '\(temporary.path)': \(reason(errno))")
      }
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
      try handle.synchronize()
      try rename(temporary, to: url)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    try syncFolder(folder)
  }

  /// The bytes of the regular file `url` when it is at most `maxBytes` long; nil when it is
  /// missing, a link, not a file, longer or unreadable.
  static func readSmallFile(_ url: URL, maxBytes: Int) -> Data? {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    }
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) <= maxBytes
    else { return nil }
    guard let data = try? handle.read(upToCount: maxBytes + 1) else { return Data() }
    return data.count <= maxBytes ? data : nil
  }

  /// Removes the folder `url` when it is empty, in one call: a file written into it
  /// meanwhile makes the call fail and stay. The corresponding C function is `rmdir`.
  static func removeFolderIfEmpty(_ url: URL) {
    _ = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return rmdir(path)
    }
  }

  /// When the file `url` (never followed) was last modified; nil when it is missing.
  static func modified(_ url: URL) -> Date? {
    var status = stat()
    let result = url.withUnsafeFileSystemRepresentation { path in
      guard let path else { return Int32(-1) }
      return lstat(path, &status)
    }
    guard result == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
  }

  /// The text of an `errno` value.
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
