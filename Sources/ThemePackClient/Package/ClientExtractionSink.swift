import Foundation
import ThemePackArchive

/// Writes inflated entries as new files under a staging folder the installer just made,
/// from names the inspector checked (and checks again), refusing anything already there.
/// Each file is synced to the disk when complete; `folders` lists every folder made, for
/// the installer to sync before the switch. Stops at the next entry when the task is
/// cancelled.
final class ClientExtractionSink: PackageEntrySink {
  let root: URL
  let paths: [Int: String]
  /// Each folder made under the root (and the root), deepest first.
  var folders: [URL] { made.sorted { $0.path.count > $1.path.count } + [root] }
  private var made: Set<URL> = []
  private var handle: FileHandle?
  private var current: URL?
  private let events: FileEventLog?

  init(root: URL, paths: [Int: String], events: FileEventLog? = nil) {
    self.root = root
    self.paths = paths
    self.events = events
  }

  deinit { try? handle?.close() }

  /// Creates the folder `relative` and its parents under the root.
  func makeFolders(_ relative: String) throws {
    let parts = try components(of: relative)
    guard !parts.isEmpty else { return }
    var url = root
    for part in parts {
      url.appendPathComponent(part, isDirectory: true)
      made.insert(url)
    }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func begin(_ entry: ZipDirectoryEntry) throws {
    if Task.isCancelled { throw CancellationError() }
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
    if let handle, !ClientFileSystem.syncToDisk(handle.fileDescriptor, barrier: false) {
      throw ClientFailure("cannot sync '\(current?.path ?? "")': \(ClientFileSystem.reason(errno))")
    }
    try handle?.close()
    handle = nil
    if let relative = paths[entry.index] { events?.append(.syncedFile(relative)) }
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
