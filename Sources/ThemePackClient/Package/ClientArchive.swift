import Foundation
import ThemePackArchive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A package's bytes where they lie: a downloaded file, read a window at a time with
/// `pread` so memory does not grow with the package, or bytes already in memory (tests,
/// the fuzzer). The file is opened once and stays open (and unchangeable by name swaps)
/// for the archive's lifetime.
package struct ClientArchive: ZipByteSource, @unchecked Sendable {
  // @unchecked: `OpenFile` is immutable after init and `pread` needs no shared offset.
  private let memory: [UInt8]?
  private let file: OpenFile?
  package let count: Int

  package init(bytes: [UInt8]) {
    memory = bytes
    file = nil
    count = bytes.count
  }

  /// Opens `url` for reading; throws when it cannot be opened.
  package init(file url: URL) throws {
    let opened = try OpenFile(url)
    memory = nil
    file = opened
    count = opened.count
  }

  package func bytes(in range: Range<Int>) -> [UInt8]? {
    guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
    if let memory { return Array(memory[range]) }
    return file?.read(range)
  }

  /// An open file descriptor, closed when the last copy of the archive goes.
  private final class OpenFile {
    let descriptor: Int32
    let count: Int

    init(_ url: URL) throws {
      let descriptor = url.withUnsafeFileSystemRepresentation { path in
        path.map { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) } ?? -1
      }
      guard descriptor >= 0 else {
        throw ClientFailure("cannot open '\(url.path)': \(String(cString: strerror(errno)))")
      }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else {
        close(descriptor)
        throw ClientFailure("cannot read '\(url.path)': \(String(cString: strerror(errno)))")
      }
      self.descriptor = descriptor
      self.count = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// The bytes of `range`, or nil when the file is shorter or cannot be read.
    func read(_ range: Range<Int>) -> [UInt8]? {
      var bytes = [UInt8](repeating: 0, count: range.count)
      var done = 0
      while done < range.count {
        let got = bytes.withUnsafeMutableBytes { buffer in
          pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
        }
        if got < 0 && errno == EINTR { continue }
        guard got > 0 else { return nil }
        done += got
      }
      return bytes
    }
  }
}

extension PackageInspector where Services == ClientInspection {
  /// The client's inspector of bytes in memory (tests, the fuzzer).
  package init(bytes: [UInt8], services: ClientInspection, limits: PackageLimits) {
    self.init(source: ClientArchive(bytes: bytes), services: services, limits: limits)
  }
}
