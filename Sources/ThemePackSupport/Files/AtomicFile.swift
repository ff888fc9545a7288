import Foundation
import ThemePackNative

/// Writes files so that readers see either the old content or the new, never a part.
///
/// Data goes to a temporary file in the destination's folder, is flushed, and is then
/// renamed over the destination. On any failure the temporary file is removed and the
/// previous file, if any, is untouched.
package enum AtomicFile {
  /// Writes `bytes` to `path`, creating parent folders as needed.
  package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    try write(Data(bytes), to: path)
  }

  /// Writes `data` to `path`, creating parent folders as needed.
  package static func write(_ data: Data, to path: String) throws(FileError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: folder.path, operation: .write, reason: FileError.reason(of: error))
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw FileError(path: path, operation: .write, reason: FileError.reason(of: error))
    }
    do throws(SystemCallError) {
      try FileSystemCalls.rename(temporary.path, to: url.path)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw FileError(path: path, operation: .write, reason: error.description)
    }
  }

  /// Writes `bytes` to `path` like `write(_:to:)`, and flushes the file to the device
  /// before the rename and the folder after it, so once this returns the new content
  /// outlives a crash or power cut. For the few files whose order on disk matters
  /// (`index.json` and its signature). Creates parent folders as needed.
  package static func writeSynchronized(_ bytes: [UInt8], to path: String) throws(FileError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: folder, operation: .write, reason: FileError.reason(of: error))
    }
    let temporary =
      folder + "/.\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-"
      + "\(UInt32.random(in: 0...UInt32.max))"
    do throws(SystemCallError) {
      let file = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .exclusive])
      do throws(SystemCallError) {
        try file.write(bytes)
        try file.synchronize()
      } catch {
        try? file.close()
        throw error
      }
      try file.close()
      try FileSystemCalls.rename(temporary, to: url.path)
    } catch {
      try? FileSystemCalls.unlink(temporary)
      throw FileError(path: path, operation: .write, reason: error.description)
    }
    try synchronizeFolder(folder)
  }

  /// Flushes the entries of `folder` (names renamed, made or removed in it) to the device.
  package static func synchronizeFolder(_ folder: String) throws(FileError) {
    do throws(SystemCallError) {
      let handle = try FileDescriptor.open(folder, .readOnly, options: [.directory])
      defer { try? handle.close() }
      try handle.synchronize()
    } catch {
      throw FileError(path: folder, operation: .write, reason: error.description)
    }
  }
}
