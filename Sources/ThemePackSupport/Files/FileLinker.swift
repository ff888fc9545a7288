import Foundation
import ThemePackNative

/// Gives a second name to a file the build just made: a hard link when the file system
/// allows one, otherwise a copy.
///
/// The build's outputs are the same bytes in several places (a theme folder and its image
/// set in the catalog, every theme's copy of an untinted image, the cache entry); links
/// make each of those one file on disk. Callers only link into fresh folders (staging, a
/// cache entry being made), so no existing file is ever written through.
package enum FileLinker {
  /// Makes `path` name the same file as `existing`, or, where links are refused (another
  /// file system, a link limit), a copy of it: `bytes` when the caller has them, else read.
  package static func link(_ existing: String, to path: String, bytes: [UInt8]? = nil) throws(FileError) {
    do throws(SystemCallError) {
      try FileSystemCalls.link(existing, to: path)
      return
    } catch {
      // Never write through whatever `path` names already.
      if error.isAlreadyExisting { try? FileSystemCalls.unlink(path) }
    }
    let content: [UInt8]
    if let bytes { content = bytes } else { content = try FileReader.bytes(at: existing) }
    try FileWriter.write(content, to: path)
  }
}
