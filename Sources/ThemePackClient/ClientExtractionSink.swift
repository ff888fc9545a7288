import Foundation
import ThemePackArchive

/// Writes inflated entries as new files under a staging folder the installer just made,
/// from names the inspector checked (and checks again), refusing anything already there.
final class ClientExtractionSink: PackageEntrySink {
  let root: URL
  let paths: [Int: String]
  private var handle: FileHandle?
  private var current: URL?

  init(root: URL, paths: [Int: String]) {
    self.root = root
    self.paths = paths
  }

  deinit { try? handle?.close() }

  /// Creates the folder `relative` and its parents under the root.
  func makeFolders(_ relative: String) throws {
    let parts = try components(of: relative)
    guard !parts.isEmpty else { return }
    let url = parts.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func begin(_ entry: ZipDirectoryEntry) throws {
    guard let relative = paths[entry.index] else {
      throw ClientFailure("'\(entry.displayName)' was not planned")
    }
    let parts = try components(of: relative)
    if parts.count > 1 { try makeFolders(parts.dropLast().joined(separator: "/")) }
    let url = parts.reduce(root) { $0.appendingPathComponent($1) }
    guard (try? FileManager.default.attributesOfItem(atPath: url.path)) == nil,
      FileManager.default.createFile(atPath: url.path, contents: nil)
    else { throw ClientFailure("cannot create '\(url.path)'") }
    handle = try FileHandle(forWritingTo: url)
    current = url
  }

  func write(_ chunk: UnsafeRawBufferPointer) throws {
    guard let handle else { throw ClientFailure("no file is open") }
    try handle.write(contentsOf: Data(chunk))
  }

  func end(_ entry: ZipDirectoryEntry) throws {
    try handle?.close()
    handle = nil
  }

  /// The components of a path inside the theme folder, re-checked so that no name can
  /// leave the root even if an earlier check were wrong.
  private func components(of relative: String) throws -> [String] {
    let trimmed = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
    if trimmed.isEmpty { return [] }
    if let problem = PackageEntryName.problem(Array(trimmed.utf8), maxBytes: Int.max) {
      throw ClientFailure("unsafe name '\(PackageEntryName.display(trimmed))': it \(problem)")
    }
    return trimmed.split(separator: "/").map(String.init)
  }
}
