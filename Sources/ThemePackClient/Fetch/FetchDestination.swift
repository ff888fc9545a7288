import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a download is written into, counting what arrives so a caller can stop one byte
/// past its cap. It is created new (never opened through a link or over an existing file) and
/// written as chunks arrive, so memory holds one chunk whatever the body's size.
///
/// It never calls the request's progress callback itself: a download appends under its lock,
/// and a callback run there would hold up cancellation and the deadline (which take the same
/// lock), or deadlock if it waited on them. `append` returns the count for the caller to
/// report once the lock is released.
final class FetchDestination {
  let url: URL
  private(set) var count = 0
  private var descriptor: Int32

  /// Creates `url`; throws `.failed` naming the file when it exists or cannot be made.
  init(creating url: URL) throws(ThemeFetchError) {
    self.url = url
    descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .failed("cannot create '\(url.path)': \(String(cString: strerror(errno)))")
    }
  }

  deinit { close() }

  /// Writes `bytes` at the end of the file and returns the count written so far.
  @discardableResult
  func append<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(ThemeFetchError) -> Int {
    let failure: Int32? = bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0, errno == EINTR { continue }
        guard result > 0 else { return result < 0 ? errno : EIO }
        written += result
      }
      return nil
    }
    if let failure {
      throw .failed("cannot write '\(url.path)': \(String(cString: strerror(failure)))")
    }
    bytes.withUnsafeBytes { count += $0.count }
    return count
  }

  /// Closes the file; safe to call twice.
  func close() {
    guard descriptor >= 0 else { return }
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
    descriptor = -1
  }
}
