import Foundation

/// Writes inflated entries as files under a staging folder, creating every folder and
/// file itself (`mkdir`, `open` with `O_EXCL | O_NOFOLLOW`), never through a link.
final class PackageExtractionSink: PackageEntrySink {
  let root: String
  let paths: [Int: String]
  private var descriptor: Int32 = -1
  private var currentPath = ""

  init(root: String, paths: [Int: String]) {
    self.root = root
    self.paths = paths
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Creates the folder `relative` and its parents under the root, refusing anything
  /// in the way that is not a real folder.
  func makeFolders(_ relative: String) throws {
    var path = root
    for component in try components(of: relative) {
      path += "/" + component
      if mkdir(path, 0o755) != 0 {
        let reason = errno
        var status = stat()
        guard reason == EEXIST, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
          throw FileError(path: path, operation: .write, reason: String(cString: strerror(reason)))
        }
      }
    }
  }

  func begin(_ entry: ZipDirectoryEntry) throws {
    guard let relative = paths[entry.index] else {
      throw FileError(path: entry.displayName, operation: .write, reason: "not planned for extraction")
    }
    let parts = try components(of: relative)
    if parts.count > 1 { try makeFolders(parts.dropLast().joined(separator: "/")) }
    currentPath = root + "/" + parts.joined(separator: "/")
    descriptor = open(currentPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure() }
  }

  func write(_ chunk: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < chunk.count {
      let written = Foundation.write(descriptor, chunk.baseAddress! + offset, chunk.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw failure()
      }
      offset += written
    }
  }

  func end(_ entry: ZipDirectoryEntry) throws {
    let result = close(descriptor)
    descriptor = -1
    guard result == 0 else { throw failure() }
  }

  private func failure() -> FileError {
    FileError(path: currentPath, operation: .write, reason: String(cString: strerror(errno)))
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
