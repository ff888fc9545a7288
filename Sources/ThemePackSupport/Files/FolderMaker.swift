import Foundation
import ThemePackNative

/// Makes folders with their parents, as `mkdir -p` does, in as few system calls as it can.
package enum FolderMaker {
  /// Makes the folder at `path` and its parents (mode 0777 less the umask, as `mkdir -p` and
  /// Foundation do); a folder already there is fine, anything else there is an error. A build makes folders top down, so this is one `mkdir` each
  /// (Foundation's `createDirectory` looks at every component first: on a cold build, a
  /// third of all system calls).
  package static func make(_ path: String) throws(FileError) {
    do throws(SystemCallError) {
      try FileSystemCalls.makeFolder(path, permissions: 0o777)
    } catch {
      let parent = (path as NSString).deletingLastPathComponent
      guard error.isMissing, !parent.isEmpty, parent != path else { return try acceptExisting(path, error) }
      try make(parent)
      do throws(SystemCallError) {
        try FileSystemCalls.makeFolder(path, permissions: 0o777)
      } catch {
        try acceptExisting(path, error)
      }
    }
  }

  /// Returns when `error`, from making the folder `path`, says a folder is already there;
  /// throws otherwise.
  private static func acceptExisting(_ path: String, _ error: SystemCallError) throws(FileError) {
    if error.isAlreadyExisting, (try? FileSystemCalls.status(at: path))?.kind == .directory { return }
    let reason = error.isAlreadyExisting ? SystemCallError.notAFolder.description : error.description
    throw FileError(path: path, operation: .write, reason: reason)
  }
}
