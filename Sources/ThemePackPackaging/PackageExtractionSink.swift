import Foundation
import ThemePackArchive
import ThemePackNative
import ThemePackSupport

/// Writes inflated entries as files under a staging folder, creating every folder and
/// file itself (`mkdir`, `open` with `O_EXCL | O_NOFOLLOW`), never through a link.
package final class PackageExtractionSink: PackageEntrySink {
  package let root: String
  package let paths: [Int: String]
  private var file: FileDescriptor?
  private var currentPath = ""

  package init(root: String, paths: [Int: String]) {
    self.root = root
    self.paths = paths
  }

  deinit {
    try? file?.close()
  }

  /// Creates the folder `relative` and its parents under the root, refusing anything
  /// in the way that is not a real folder.
  package func makeFolders(_ relative: String) throws {
    var path = root
    for component in try components(of: relative) {
      path += "/" + component
      do throws(SystemCallError) {
        try FileSystemCalls.makeFolder(path, permissions: 0o755)
      } catch {
        guard error.isAlreadyExisting, (try? FileSystemCalls.status(ofLinkAt: path))?.kind == .directory
        else {
          throw FileError(path: path, operation: .write, reason: error.description)
        }
      }
    }
  }

  package func begin(_ entry: ZipDirectoryEntry) throws {
    guard let relative = paths[entry.index] else {
      throw FileError(path: entry.displayName, operation: .write, reason: "not planned for extraction")
    }
    let parts = try components(of: relative)
    if parts.count > 1 { try makeFolders(parts.dropLast().joined(separator: "/")) }
    currentPath = root + "/" + parts.joined(separator: "/")
    do throws(SystemCallError) {
      file = try FileDescriptor.open(
        currentPath, .writeOnly, options: [.create, .exclusive, .noFollow], permissions: 0o644)
    } catch {
      throw failure(error)
    }
  }

  package func write(_ chunk: UnsafeRawBufferPointer) throws {
    guard let file else { throw failure(.notOpen) }
    do throws(SystemCallError) {
      try file.write(chunk)
    } catch {
      throw failure(error)
    }
  }

  package func end(_ entry: ZipDirectoryEntry) throws {
    guard let file else { throw failure(.notOpen) }
    self.file = nil
    do throws(SystemCallError) {
      try file.close()
    } catch {
      throw failure(error)
    }
  }

  private func failure(_ error: SystemCallError) -> FileError {
    FileError(path: currentPath, operation: .write, reason: error.description)
  }

  /// The components of a path inside the theme folder, re-checked so that no name can
  /// leave the root even if an earlier check were wrong.
  private func components(of relative: String) throws -> [String] {
    let trimmed = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
    if trimmed.isEmpty { return [] }
    if let problem = PackageEntryName.problem(Array(trimmed.utf8), maxBytes: Int.max) {
      throw FileError(path: relative, operation: .write, reason: "unsafe name: it \(problem)")
    }
    return trimmed.split(separator: "/").map(String.init)
  }
}
