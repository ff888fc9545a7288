#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// An open file or folder: a plain value over the C descriptor. Whoever opens one closes
/// it exactly once (`close()`, normally in a `defer` in the same scope).
///
/// Every descriptor is opened close-on-exec. Calls that work relative to a folder
/// (`open(_:_:options:permissions:)` on a folder descriptor, `status(of:)`,
/// `linkDestination(of:)`, `items()`) look the name up in that folder only, so no path is
/// walked again between a check and a use.
package struct FileDescriptor: Sendable, Hashable {
  /// Whether a file is opened for reading or for writing.
  package enum AccessMode: Sendable {
    case readOnly
    case writeOnly

    package var flag: Int32 { self == .readOnly ? O_RDONLY : O_WRONLY }
  }

  /// The flags of `open` besides the access mode.
  package struct Options: OptionSet, Sendable {
    package let rawValue: Int32

    package init(rawValue: Int32) {
      self.rawValue = rawValue
    }

    /// Create the file when it does not exist (`O_CREAT`).
    package static let create = Options(rawValue: O_CREAT)
    /// Empty an existing file (`O_TRUNC`).
    package static let truncate = Options(rawValue: O_TRUNC)
    /// With `create`: fail with `EEXIST` when anything has the name, even a dangling
    /// link (`O_EXCL`).
    package static let exclusive = Options(rawValue: O_EXCL)
    /// Fail with `ELOOP` when the last component is a symbolic link (`O_NOFOLLOW`).
    package static let noFollow = Options(rawValue: O_NOFOLLOW)
    /// Fail with `ENOTDIR` unless the name is a folder (`O_DIRECTORY`).
    package static let directory = Options(rawValue: O_DIRECTORY)
    /// Do not wait when opening a named pipe or device (`O_NONBLOCK`); regular files and
    /// folders are unaffected.
    package static let nonBlocking = Options(rawValue: O_NONBLOCK)
  }

  /// The C descriptor.
  package let rawValue: Int32

  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Opens `path` (relative to the working folder unless absolute); `permissions` apply
  /// (before the umask) when the file is created. The corresponding C function is `open`.
  package static func open(
    _ path: String, _ mode: AccessMode, options: Options = [], permissions: UInt32 = 0o644
  ) throws(SystemCallError) -> FileDescriptor {
    let raw = CLibrary.open(path, mode.flag | options.rawValue | O_CLOEXEC, permissions)
    guard raw >= 0 else { throw .current }
    return FileDescriptor(rawValue: raw)
  }

  /// Opens `name` inside this folder; `name` may hold several components, each looked up
  /// from here. The corresponding C function is `openat`.
  package func open(
    _ name: String, _ mode: AccessMode, options: Options = [], permissions: UInt32 = 0o644
  ) throws(SystemCallError) -> FileDescriptor {
    let raw = openat(rawValue, name, mode.flag | options.rawValue | O_CLOEXEC, mode_t(permissions))
    guard raw >= 0 else { throw .current }
    return FileDescriptor(rawValue: raw)
  }

  /// Closes the descriptor; it must not be used afterwards, even when this throws.
  /// The corresponding C function is `close`.
  package func close() throws(SystemCallError) {
    guard CLibrary.close(rawValue) == 0 else { throw .current }
  }

  /// Writes every byte of `buffer`, continuing after partial writes and retrying when a
  /// signal interrupts the call. The corresponding C function is `write`.
  package func write(_ buffer: UnsafeRawBufferPointer) throws(SystemCallError) {
    var offset = 0
    while offset < buffer.count {
      let written = CLibrary.write(rawValue, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        let error = SystemCallError.current
        if error.isInterrupted { continue }
        throw error
      }
      offset += written
    }
  }

  /// Writes every byte of `bytes` (see `write(_:)` for a buffer).
  package func write(_ bytes: [UInt8]) throws(SystemCallError) {
    let failure: SystemCallError? = bytes.withUnsafeBytes { buffer in
      do throws(SystemCallError) {
        try write(buffer)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Reads from the current position to the end of the file, retrying when a signal
  /// interrupts the call. The corresponding C function is `read`.
  package func readToEnd() throws(SystemCallError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(try status().size, 0) + 1)
    var filled = 0
    while true {
      if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        CLibrary.read(rawValue, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        let error = SystemCallError.current
        if error.isInterrupted { continue }
        throw error
      }
      if count == 0 { break }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// What the open file is. The corresponding C function is `fstat`.
  package func status() throws(SystemCallError) -> FileStatus {
    var status = stat()
    guard fstat(rawValue, &status) == 0 else { throw .current }
    return FileStatus(status)
  }

  /// What `name` in this folder is, without following a symbolic link.
  /// The corresponding C function is `fstatat` (with `AT_SYMLINK_NOFOLLOW`).
  package func status(of name: String) throws(SystemCallError) -> FileStatus {
    var status = stat()
    guard fstatat(rawValue, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { throw .current }
    return FileStatus(status)
  }

  /// The text of the symbolic link `name` in this folder (not resolved).
  /// The corresponding C function is `readlinkat`.
  package func linkDestination(of name: String) throws(SystemCallError) -> String {
    var size = 256
    while true {
      var buffer = [UInt8](repeating: 0, count: size)
      let count = buffer.withUnsafeMutableBytes { raw in
        readlinkat(rawValue, name, raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
      }
      guard count >= 0 else { throw .current }
      if count < size { return String(decoding: buffer.prefix(count), as: UTF8.self) }
      size *= 2
    }
  }

  /// Flushes the file's data and metadata to the device. The corresponding C function is `fsync`.
  package func synchronize() throws(SystemCallError) {
    guard fsync(rawValue) == 0 else { throw .current }
  }

  /// Sets the file's permission bits, ignoring the umask. The corresponding C function is `fchmod`.
  package func setPermissions(_ permissions: UInt32) throws(SystemCallError) {
    guard fchmod(rawValue, mode_t(permissions)) == 0 else { throw .current }
  }

  /// Every name in this folder (without "." and ".."), in the order the file system gives,
  /// with whether the folder listing says it is a folder (nil when the file system does not
  /// say): no name is stat'ed. The corresponding C functions are `fdopendir` and `readdir`.
  package func names() throws(SystemCallError) -> [(name: String, isFolder: Bool?)] {
    var names: [(name: String, isFolder: Bool?)] = []
    try forEachEntry { name, type throws(SystemCallError) in
      let text = String(decoding: UnsafeRawBufferPointer(start: name, count: strlen(name)), as: UTF8.self)
      names.append((text, type == DT_UNKNOWN ? nil : type == DT_DIR))
    }
    return names
  }

  /// Removes the name `name` in this folder: an empty folder when `isFolder`, otherwise a
  /// file or a link (never what it leads to). The corresponding C function is `unlinkat`.
  package func remove(_ name: String, isFolder: Bool) throws(SystemCallError) {
    guard unlinkat(rawValue, name, isFolder ? AT_REMOVEDIR : 0) == 0 else { throw .current }
  }

  /// Every name in this folder as its bytes (without "." and ".."), in the order the file
  /// system gives, each with its status relative to this folder (links not followed); no
  /// name is decoded as text, for walks over thousands of files. The corresponding C
  /// functions are `fdopendir`, `readdir` and `fstatat`.
  package func itemBytes() throws(SystemCallError) -> [(name: [UInt8], status: FileStatus)] {
    var items: [(name: [UInt8], status: FileStatus)] = []
    try forEachEntry { name, _ throws(SystemCallError) in
      let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
      items.append((bytes, try status(ofCName: name)))
    }
    return items
  }

  /// Every name in this folder (without "." and ".."), in the order the file system gives,
  /// each with its status relative to this folder (links not followed). The descriptor
  /// stays open and usable. The corresponding C functions are `fdopendir`, `readdir` and
  /// `fstatat`.
  package func items() throws(SystemCallError) -> [FolderItem] {
    var items: [FolderItem] = []
    try forEachEntry { name, _ throws(SystemCallError) in
      let text = String(decoding: UnsafeRawBufferPointer(start: name, count: strlen(name)), as: UTF8.self)
      items.append(FolderItem(name: text, status: try status(of: text)))
    }
    return items
  }

  /// Calls `body` with the C name and the listing's `d_type` of every entry of this folder
  /// but "." and "..", reading a close-on-exec duplicate (`fdopendir` takes over the
  /// descriptor it is given), so this descriptor stays open and usable.
  private func forEachEntry(
    _ body: (UnsafePointer<CChar>, Int32) throws(SystemCallError) -> Void
  ) throws(SystemCallError) {
    let copy = fcntl(rawValue, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { throw .current }
    guard let directory = fdopendir(copy) else {
      let error = SystemCallError.current
      CLibrary.close(copy)
      throw error
    }
    defer { closedir(directory) }
    rewinddir(directory)
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw .current }
        return
      }
      let type = Int32(entry.pointee.d_type)
      try withUnsafeBytes(of: &entry.pointee.d_name) { raw throws(SystemCallError) in
        let name = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
        let isDot = name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
        if !isDot { try body(name, type) }
      }
    }
  }

  /// What the entry with the C name `name` is, without following a link (`fstatat`).
  private func status(ofCName name: UnsafePointer<CChar>) throws(SystemCallError) -> FileStatus {
    var status = stat()
    guard fstatat(rawValue, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { throw .current }
    return FileStatus(status)
  }
}
