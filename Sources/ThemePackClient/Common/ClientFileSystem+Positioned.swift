import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written at positions rather than appended: a range install's package, where each
/// part lands at its own offset and the rest stays holes.
extension ClientFileSystem {
  /// Creates `url` new (never through a link, never over a file) for reading and writing,
  /// `size` bytes long and all holes, and returns its descriptor for the caller to close.
  /// Throws "cannot create '<path>': …" or "cannot size '<path>': …" (the file removed
  /// again). The corresponding C functions are `open` and `ftruncate`.
  static func createSized(_ url: URL, size: Int) throws(ClientFailure) -> Int32 {
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { throw ClientFailure("cannot create '\(url.path)': \(reason(errno))") }
    guard ftruncate(descriptor, off_t(size)) == 0 else {
      let code = errno
      close(descriptor)
      try? FileManager.default.removeItem(at: url)
      throw ClientFailure("cannot size '\(url.path)': \(reason(code))")
    }
    return descriptor
  }

  /// Writes all of `bytes` at `offset` of the open file `descriptor` (of the file `url`),
  /// retrying after a signal; throws "cannot write '<path>': …" with the system's reason (a
  /// full disk is "No space left on device"). The corresponding C function is `pwrite`.
  static func write(
    _ bytes: UnsafeRawBufferPointer, at offset: Int, to descriptor: Int32, of url: URL
  ) throws(ClientFailure) {
    var done = 0
    while done < bytes.count {
      let wrote = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
      if wrote < 0, errno == EINTR { continue }
      guard wrote > 0 else {
        throw ClientFailure("cannot write '\(url.path)': \(reason(wrote < 0 ? errno : EIO))")
      }
      done += wrote
    }
  }
}
