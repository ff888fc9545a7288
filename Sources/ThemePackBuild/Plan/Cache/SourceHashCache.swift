import Foundation
import ThemePackSupport

/// The SHA-256 of each source file a build hashed, with the file's `FileIdentity` when it
/// was hashed, so that the next build reads and hashes only files whose identity changed (a
/// rebuild with nothing changed reads stamps, not the project's images).
///
/// One JSON file per output folder beside the installed-theme records (`File`, through
/// `Codable`; builds of other output folders sharing the cache, such as shards, keep their
/// own), written through a temporary file after a successful build and read only when it
/// is a regular file of at most `maxBytes` (never through a link). A missing, unreadable, malformed, other-format
/// or other-tool file is an empty cache, and so is every entry whose identity is not seven
/// numbers or whose digest is not 64 lower-case hexadecimal digits; saving failures are
/// ignored (the cache only ever saves time). Files changed within
/// `FileIdentity.settlingSeconds` of being hashed are not kept.
package struct SourceHashCache: Sendable {
  /// One source file as it was hashed.
  package struct Entry: Sendable, Equatable, Codable {
    package var identity: [Int]
    package var sha256: String

    package init(identity: [Int], sha256: String) {
      self.identity = identity
      self.sha256 = sha256
    }
  }

  /// The cache file: `{"files": {path: Entry}, "format": 1, "tool": "0.1.0"}`.
  package struct File: Sendable, Equatable, Codable {
    package var format: Int
    package var tool: String
    package var files: [String: Entry]

    package init(format: Int, tool: String, files: [String: Entry]) {
      self.format = format
      self.tool = tool
      self.files = files
    }
  }

  package static let formatVersion = 1
  /// Far above any project's (about 150 bytes a source file).
  package static let maxBytes = 64 << 20
  package let path: String

  /// The cache of builds into `output` whose cache folder is `cacheFolder`.
  package init(cacheFolder: String, output: String) {
    path = cacheFolder + "/" + Self.relativePath(output: output)
  }

  /// Where the cache of builds into `output` lives, relative to the cache folder.
  package static func relativePath(output: String) -> String {
    let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
    return "\(BuildCache.installedFolder)/\(SHA256.hex(of: Array(absolute.utf8))).sources.json"
  }

  /// The stored entries by path (empty when there are none usable).
  package func load() -> [String: Entry] {
    guard let bytes = try? FileReader.bytesNotFollowingLinks(at: path), bytes.count <= Self.maxBytes else {
      return [:]
    }
    return Self.entries(in: bytes)
  }

  /// The usable entries of cache file bytes (see the type's documentation).
  package static func entries(in bytes: [UInt8]) -> [String: Entry] {
    guard let file = try? CheckedJSONDecoder.decode(File.self, from: bytes), file.format == formatVersion,
      file.tool == ThemePackVersion.current
    else { return [:] }
    return file.files.filter { $0.value.identity.count == 7 && SHA256.isHexDigest($0.value.sha256) }
  }

  /// Replaces the stored entries with `entries`.
  package func save(_ entries: [String: Entry]) {
    let file = File(format: Self.formatVersion, tool: ThemePackVersion.current, files: entries)
    // Encoding Ints and Strings cannot fail.
    try? AtomicFile.write(try! InternalJSON.bytes(of: file), to: path)
  }
}
