import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system calls the installer needs and Foundation does not offer: what a path is
/// without following a link (`lstat`), `rename` onto an existing file (atomic replacement),
/// syncs of files and folders (`syncToDisk`), and files written durably. Everything else uses FileManager.
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

  /// Flushes the folder `url` (the names in it) to the disk: `syncToDisk` on the folder
  /// opened read-only.
  static func syncFolder(_ url: URL) throws {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
    }
    guard descriptor >= 0 else { throw ClientFailure("cannot open '\(url.path)': \(reason(errno))") }
    defer { close(descriptor) }
    guard syncToDisk(descriptor) else { throw ClientFailure("cannot sync '\(url.path)': \(reason(errno))") }
  }

  /// Flushes what was written through `descriptor` so that nothing done after it (a rename)
  /// reaches the disk first; false with `errno` set when it cannot. Linux: `fsync`. Apple
  /// platforms: `fsync` there only hands the data to the drive, which may write it after a
  /// later rename, so `fcntl(F_BARRIERFSYNC)` (`fsync` plus a barrier: Apple's advice for write
  /// order, cheaper than `F_FULLFSYNC`'s whole-cache flush), and `fsync` on a file system that
  /// refuses it. Without `barrier`, `fsync` alone everywhere: for the many files of one
  /// install, ordered together by the barrier of the folder sync that comes before the switch.
  static func syncToDisk(_ descriptor: Int32, barrier: Bool = true) -> Bool {
    #if canImport(Darwin)
      guard barrier else { return fsync(descriptor) == 0 }
      return fcntl(descriptor, F_BARRIERFSYNC) != -1 || fsync(descriptor) == 0
    #else
      return fsync(descriptor) == 0
    #endif
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
      guard syncToDisk(descriptor) else {
        throw ClientFailure("cannot sync '\(temporary.path)': \(reason(errno))")
      }
      try rename(temporary, to: url)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    try syncFolder(folder)
  }

  /// What reading a small file of the root found.
  enum SmallFile {
    case missing
    case bytes(Data)
    /// It is there and cannot be read as a regular file: why, as "is a FIFO, not a
    /// regular file" (for "'<path>' <reason>").
    case refused(String)
  }

  /// The bytes of the regular file `url` when it is at most `maxBytes` long; nil when it is
  /// missing, a link, not a regular file, longer or unreadable (`readFile` says which).
  static func readSmallFile(_ url: URL, maxBytes: Int) -> Data? {
    guard case .bytes(let data) = readFile(url, maxBytes: maxBytes) else { return nil }
    return data
  }

  /// Reads the regular file `url` (at most `maxBytes`), never following a link and never
  /// waiting: it is opened with `O_NOFOLLOW | O_NONBLOCK`, so a FIFO, a device or a socket
  /// in its place is refused at once instead of blocking the caller (and the root's lock)
  /// for ever. The corresponding C functions are `open` and `fstat`.
  static func readFile(_ url: URL, maxBytes: Int) -> SmallFile {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    }
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return .missing }
      return .refused(code == ELOOP ? "is a symbolic link" : "cannot be opened: \(reason(code))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .refused("cannot be read: \(reason(errno))") }
    guard status.st_mode & S_IFMT == S_IFREG else { return .refused(notRegular(status.st_mode)) }
    guard Int(status.st_size) <= maxBytes else { return .refused("is longer than \(maxBytes) bytes") }
    guard let data = try? handle.read(upToCount: maxBytes + 1) else { return .bytes(Data()) }
    return data.count <= maxBytes ? .bytes(data) : .refused("is longer than \(maxBytes) bytes")
  }

  /// Opens the file `url` for reading (a link to a file is followed: this is a file the
  /// caller named) without waiting, and refuses anything but a regular file: what `--index`
  /// names may be a FIFO. Throws the reason as "'<path>' is …".
  static func openRegularFile(_ url: URL) throws(ClientFailure) -> FileHandle {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    }
    guard descriptor >= 0 else { throw ClientFailure("cannot read '\(url.path)': \(reason(errno))") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ClientFailure("cannot read '\(url.path)': \(reason(errno))")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ClientFailure("cannot read '\(url.path)': it \(notRegular(status.st_mode))")
    }
    return handle
  }

  /// The length of the regular file `url` (never followed); nil when it is missing or no
  /// regular file.
  static func regularFileSize(_ url: URL) -> Int? {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// Opens the regular file `url` for reading without following a link or waiting; throws
  /// the reason as "cannot read '<path>': …" for anything else.
  static func openFileNoFollow(_ url: URL) throws(ClientFailure) -> FileHandle {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    }
    guard descriptor >= 0 else { throw ClientFailure("cannot read '\(url.path)': \(reason(errno))") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw ClientFailure("cannot read '\(url.path)': it is not a regular file")
    }
    return handle
  }

  /// Opens the regular file `relative` (a checked path of `/`-separated components) inside
  /// the folder `folder` for reading, one component at a time: the folder and each folder
  /// below it with `O_DIRECTORY | O_NOFOLLOW` (`openat` from the one before), the file with
  /// `O_NOFOLLOW | O_NONBLOCK`, so a symbolic link anywhere on the way, not only in the last
  /// place, is refused, and a FIFO never waited on. Throws "cannot read '<path>': …". The
  /// corresponding C functions are `open`, `openat` and `fstat`.
  static func openBeneath(_ folder: URL, _ relative: String) throws(ClientFailure) -> FileHandle {
    let path = folder.appendingPathComponent(relative).path
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let last = parts.last, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      throw ClientFailure("cannot read '\(path)': it is not a path inside its folder")
    }
    var directory = folder.withUnsafeFileSystemRepresentation { name -> Int32 in
      guard let name else { return -1 }
      return open(name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    for part in parts.dropLast() where directory >= 0 {
      let next = openAt(directory, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      close(directory)
      directory = next
    }
    guard directory >= 0 else { throw ClientFailure("cannot read '\(path)': \(reason(errno))") }
    let descriptor = openAt(directory, last, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    let code = errno
    close(directory)
    guard descriptor >= 0 else { throw ClientFailure("cannot read '\(path)': \(reason(code))") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw ClientFailure("cannot read '\(path)': it is not a regular file")
    }
    return handle
  }

  /// `openat(directory, name, flags)`, Linux's and Darwin's side by side.
  private static func openAt(_ directory: Int32, _ name: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
      return Glibc.openat(directory, name, flags)
    #else
      return Darwin.openat(directory, name, flags)
    #endif
  }

  /// The length and SHA-256 of the regular file `relative` inside `folder` (`openBeneath`:
  /// no link anywhere on the way), when it is at most `maxBytes` long: a longer file is
  /// refused by its size before a byte is hashed, and reading stops past `maxBytes` should
  /// it grow meanwhile. Nil when it is missing, longer, not a regular file or unreadable.
  static func digest(beneath folder: URL, _ relative: String, maxBytes: Int) -> (count: Int, sha256: String)?
  {
    guard let handle = try? openBeneath(folder, relative) else { return nil }
    var status = stat()
    guard fstat(handle.fileDescriptor, &status) == 0, Int(status.st_size) <= maxBytes else { return nil }
    var hasher = ThemeCrypto.SHA256Hasher()
    var count = 0
    while count <= maxBytes {
      let read: Data?
      do { read = try handle.read(upToCount: min(1 << 20, maxBytes + 1 - count)) } catch { return nil }
      guard let chunk = read, !chunk.isEmpty else { break }
      chunk.withUnsafeBytes { hasher.update($0) }
      count += chunk.count
    }
    return count <= maxBytes ? (count, HexDigits.string(hasher.finish())) : nil
  }

  /// The length and SHA-256 (lower-case hex) of the regular file `url`, read a megabyte
  /// at a time without following a link or waiting; nil when it is missing, not a regular
  /// file or unreadable.
  static func digest(_ url: URL) -> (count: Int, sha256: String)? {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    }
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var hasher = ThemeCrypto.SHA256Hasher()
    var count = 0
    while true {
      // nil (or empty) at the end of the file; a throw is a read error.
      let read: Data?
      do { read = try handle.read(upToCount: 1 << 20) } catch { return nil }
      guard let chunk = read, !chunk.isEmpty else { break }
      chunk.withUnsafeBytes { hasher.update($0) }
      count += chunk.count
    }
    return (count, HexDigits.string(hasher.finish()))
  }

  /// "is a folder, not a regular file" and the like, for a mode that is not a regular file.
  static func notRegular(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "is a folder, not a regular file"
    case S_IFIFO: return "is a FIFO, not a regular file"
    case S_IFSOCK: return "is a socket, not a regular file"
    case S_IFLNK: return "is a symbolic link"
    default: return "is a device, not a regular file"
    }
  }

  /// The folders from `url` up that do not exist yet, deepest first: what creating `url`
  /// with its parents would make.
  static func missingFolders(_ url: URL) -> [URL] {
    var missing: [URL] = []
    var folder = url.standardizedFileURL
    while folder.path != "/", kind(folder) == .missing {
      missing.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    return missing
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

  /// The one-line reason of a Foundation error, without `NSError`'s dump: the POSIX text
  /// when the error carries an `errno`, else its localized description.
  static func reason(_ error: any Error) -> String {
    if let failure = error as? ClientFailure { return failure.description }
    let bridged = error as NSError
    if bridged.domain == NSPOSIXErrorDomain { return reason(Int32(bridged.code)) }
    if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return reason(Int32(underlying.code))
    }
    return bridged.localizedDescription
  }
}
