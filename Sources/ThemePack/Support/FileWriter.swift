import Foundation

/// Writes a new file with plain POSIX calls and no `fsync`, for files inside a staging
/// folder that is swapped into place only when complete (Foundation's `Data.write`
/// syncs every file, which costs milliseconds each).
enum FileWriter {
  /// Creates or truncates `path` (mode 0644 before the umask) and writes `bytes` to it.
  static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileError(path: path, operation: .write, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, operation: .write, reason: String(cString: strerror(errno)))
      }
      written += result
    }
  }
}
