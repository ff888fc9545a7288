import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one file-system call Foundation does not offer: `rename` onto an existing file,
/// which replaces it atomically (the `current` pointer). Everything else uses FileManager.
enum ClientFileSystem {
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
      let code = errno
      throw ClientFailure(
        "cannot rename '\(source.path)' to '\(destination.path)': \(String(cString: strerror(code)))")
    }
  }
}
