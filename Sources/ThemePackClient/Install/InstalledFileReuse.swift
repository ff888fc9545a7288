import Foundation
import ThemePackArchive

/// The files of an installed version that an install of another version copies instead of
/// inflating (or fetching) them. The installed version's `manifest.json` on disk only says
/// where a file with a given SHA-256 may be: nothing is taken on its word. A file is reused
/// only when the bytes read from disk (never through a link, in the file's place or in any
/// folder on its way: `ClientFileSystem.openBeneath`) hash to the SHA-256 the new, signed
/// manifest gives; a file longer than the manifest's size is refused before it is hashed or
/// copied; anything else is inflated from the package as before.
struct InstalledFileReuse {
  /// The version folder, and where its manifest says each SHA-256 is (its first file of that
  /// content) with the size it gives.
  private let folder: URL?
  private let places: [String: (path: String, size: Int)]

  /// The reuse offered by the version folder `folder` (none when it is nil or its manifest
  /// cannot be read).
  init(folder: URL?, maxNameBytes: Int) {
    var places: [String: (path: String, size: Int)] = [:]
    if let folder,
      let data = ClientFileSystem.readSmallFile(
        folder.appendingPathComponent(PackageFileNames.manifest), maxBytes: 16 << 20),
      case .success(let manifest) = ThemeManifest.parse([UInt8](data), maxNameBytes: maxNameBytes)
    {
      for record in manifest.inspectedFiles where places[record.sha256] == nil {
        // A name with `..` or a leading `/` was refused when the version was installed; a
        // hand-edited manifest's is refused here.
        guard PackageEntryName.problem(Array(record.path.utf8), maxBytes: Int.max) == nil else { continue }
        places[record.sha256] = (record.path, record.size)
      }
    }
    self.folder = folder
    self.places = places
  }

  /// Whether nothing can be reused.
  var isEmpty: Bool { places.isEmpty }

  /// The SHA-256s of `wanted` (each with its size in the new, signed manifest) whose file in
  /// the installed version hashes to them now, read from disk and never past the signed size
  /// (the installed manifest is not signed; its sizes only find the file): what an update
  /// need not fetch.
  func verified(_ wanted: [String: Int]) -> Set<String> {
    guard let folder else { return [] }
    return Set(
      wanted.filter { sha, size in
        guard let place = places[sha], place.size == size else { return false }
        return ClientFileSystem.digest(beneath: folder, place.path, maxBytes: size)?.sha256 == sha
      }.keys)
  }

  /// Copies the installed file of `digest`'s content through `sink` as `entry` (a new, synced
  /// file), hashing what it reads and stopping one byte past `digest`'s size; true when the
  /// copy has `digest`'s size and SHA-256. A copy that does not (the file is missing, changed,
  /// longer, or no regular file) is removed again and false returned, for the caller to
  /// inflate the entry instead.
  func copy(
    _ digest: PackageContentDigest, as entry: ZipDirectoryEntry, to relative: String,
    through sink: ClientExtractionSink
  ) throws -> Bool {
    guard let folder, let source = places[digest.sha256],
      let handle = try? ClientFileSystem.openBeneath(folder, source.path)
    else { return false }
    var hasher = ThemeCrypto.SHA256Hasher()
    var count = 0
    try sink.begin(entry)
    while count <= digest.size {
      let chunk = try handle.read(upToCount: min(1 << 20, digest.size + 1 - count)) ?? Data()
      if chunk.isEmpty { break }
      count += chunk.count
      try chunk.withUnsafeBytes { buffer in
        hasher.update(buffer)
        try sink.write(buffer)
      }
    }
    try sink.end(entry)
    if count == digest.size, HexDigits.string(hasher.finish()) == digest.sha256 { return true }
    try FileManager.default.removeItem(at: sink.root.appendingPathComponent(relative))
    return false
  }
}
