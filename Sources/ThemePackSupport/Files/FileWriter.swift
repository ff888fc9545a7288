import Foundation
import ThemePackNative

/// Writes a new file with plain POSIX calls and no `fsync`, for files inside a staging
/// folder that is swapped into place only when complete (Foundation's `Data.write`
/// syncs every file, which costs milliseconds each).
package enum FileWriter {
  /// Creates or truncates `path` (mode 0644 before the umask) and writes `bytes` to it.
  package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    do throws(SystemCallError) {
      let file = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate], permissions: 0o644)
      defer { try? file.close() }
      try file.write(bytes)
    } catch {
      throw FileError(path: path, operation: .write, reason: error.description)
    }
  }
}
