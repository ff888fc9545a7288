import Foundation
import ThemePackNative

/// A folder tree built beside its destination and then swapped into place in one step,
/// so readers see the old tree or the new one, never a mix.
///
/// The staging folder is `<parent>/.<name>.staging-<pid>-<random>`: on the same file
/// system as the destination, so the swap is a rename. `commit()` exchanges it with an
/// existing destination atomically (Linux `renameat2` with `RENAME_EXCHANGE`; where the
/// file system lacks it, two renames that put the old tree back if the second fails)
/// and then removes the old tree. Whoever creates a staging folder must `commit()` or
/// `discard()` it; `replace(_:build:)` does both for you.
package struct StagingFolder: Sendable {
  /// The folder (or file) the staged tree will replace.
  package let destination: String
  /// The staging folder to build in.
  package let path: String

  /// A staging folder at `path` that already exists, for `destination`.
  package init(destination: String, path: String) {
    self.destination = destination
    self.path = path
  }

  /// Creates an empty staging folder beside `destination`, creating the destination's
  /// parent folders when missing.
  package static func create(beside destination: String) throws(FileError) -> StagingFolder {
    let target = URL(fileURLWithPath: destination).standardizedFileURL
    guard target.path != "/" else {
      throw FileError(path: destination, operation: .write, reason: "cannot replace the root folder")
    }
    let parent = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: parent.path, operation: .write, reason: FileError.reason(of: error))
    }
    let staging = parent.appendingPathComponent(sideName(for: target, role: "staging")).path
    do throws(SystemCallError) {
      try FileSystemCalls.makeFolder(staging, permissions: 0o755)
    } catch {
      throw FileError(path: staging, operation: .write, reason: error.description)
    }
    return StagingFolder(destination: target.path, path: staging)
  }

  /// Builds a tree with `build` (given the staging folder's path) and swaps it into
  /// place. When `build` or the swap throws, the staging folder is removed and the
  /// destination is exactly as before.
  package static func replace<T>(_ destination: String, build: (String) throws -> T) throws -> T {
    let staging = try create(beside: destination)
    do {
      let result = try build(staging.path)
      try staging.commit()
      return result
    } catch {
      staging.discard()
      throw error
    }
  }

  /// Swaps the staging folder into place and removes the previous tree, if any.
  /// On failure the destination is untouched and the staging folder remains (discard it).
  package func commit() throws(FileError) {
    do throws(SystemCallError) {
      guard (try? FileSystemCalls.status(ofLinkAt: destination)) != nil else {
        try FileSystemCalls.rename(path, to: destination)
        return
      }
      do throws(SystemCallError) {
        try FileSystemCalls.exchange(path, destination)
        Self.removeTree(path)
        return
      } catch  where error.isUnsupported {
        // No atomic exchange here: two renames below.
      }
      let parent = URL(fileURLWithPath: destination).deletingLastPathComponent()
      let backup = parent.appendingPathComponent(
        Self.sideName(for: URL(fileURLWithPath: destination), role: "old")
      ).path
      try FileSystemCalls.rename(destination, to: backup)
      do throws(SystemCallError) {
        try FileSystemCalls.rename(path, to: destination)
      } catch {
        try? FileSystemCalls.rename(backup, to: destination)
        throw error
      }
      Self.removeTree(backup)
    } catch {
      throw FileError(path: destination, operation: .write, reason: error.description)
    }
  }

  /// Removes the staging folder and everything in it.
  package func discard() {
    Self.removeTree(path)
  }

  private static func sideName(for target: URL, role: String) -> String {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    return ".\(target.lastPathComponent).\(role)-\(FileSystemCalls.processID)-\(random)"
  }

  private static func removeTree(_ path: String) {
    TreeRemover.remove(path)
  }
}
