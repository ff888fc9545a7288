import Foundation
import ThemePackSupport

/// The facts of images the lint inspected before, so the lint that starts every build does
/// not decode unchanged images again (on the benchmark project that decoding was half of a
/// no-op rebuild).
///
/// Facts are kept per path with the file's identity (`FileIdentity`): size, modification and status-change
/// times and inode. Writing, replacing, renaming over or touching a file changes one of
/// those, so it is inspected again. The cache is one JSON file (`File`, through `Codable`)
/// written through a temporary file; a missing, unreadable, malformed, other-format or
/// other-tool file is an empty cache, and saving failures are ignored (the cache only ever
/// saves time). Failed inspections are never kept.
package struct ImageFactsCache: Sendable {
  /// What is known about one image.
  ///
  /// Stored as it is coded: changing what `ImageFacts`, `PNGMetadata` or `ThemeRGBA` hold
  /// changes the file, so bump `formatVersion` with it.
  package struct Entry: Sendable, Equatable, Codable {
    package var identity: [Int]
    /// Whether `facts.dominantColor` was computed (it may be nil even then).
    package var hasDominantColor: Bool
    package var facts: ImageFacts

    package init(identity: [Int], hasDominantColor: Bool, facts: ImageFacts) {
      self.identity = identity
      self.hasDominantColor = hasDominantColor
      self.facts = facts
    }
  }

  /// The cache file: `{"format": 5, "images": {path: Entry}, "tool": "0.1.0"}`.
  package struct File: Sendable, Equatable, Codable {
    package var format: Int
    package var tool: String
    package var images: [String: Entry]

    package init(format: Int, tool: String, images: [String: Entry]) {
      self.format = format
      self.tool = tool
      self.images = images
    }
  }

  /// Format 1 was written by hand through `JSONValue`, format 2 by `JSONEncoder`; format 3
  /// holds facts of colour-managed decodes (dominant colours in sRGB, the colour space);
  /// format 4 a PDF's embedded images (its facts before had none); format 5 facts of `cICP`
  /// files converted to sRGB and of 16-bit files converted at full depth.
  package static let formatVersion = 5
  package let path: String

  package init(path: String) {
    self.path = path
  }

  /// The stored entries by path (empty when there are none usable).
  package func load() -> [String: Entry] {
    guard let bytes = try? FileReader.bytes(at: path) else { return [:] }
    return Self.entries(in: bytes)
  }

  /// The entries of cache file bytes: empty unless the text is sound JSON (see
  /// `CheckedJSONDecoder`) of a `File` of this format and this tool. Entries whose
  /// identity is not seven numbers are left out.
  package static func entries(in bytes: [UInt8]) -> [String: Entry] {
    guard let file = try? CheckedJSONDecoder.decode(File.self, from: bytes), file.format == formatVersion,
      file.tool == ThemePackVersion.current
    else { return [:] }
    return file.images.filter { $0.value.identity.count == 7 }
  }

  /// Replaces the stored entries with `entries`.
  package func save(_ entries: [String: Entry]) {
    try? AtomicFile.write(Self.bytes(of: entries), to: path)
  }

  /// The cache file's bytes for `entries` (keys sorted, so the same entries give the same bytes).
  package static func bytes(of entries: [String: Entry]) -> [UInt8] {
    let file = File(format: formatVersion, tool: ThemePackVersion.current, images: entries)
    // Encoding Ints, Bools, Strings and arrays of them cannot fail.
    return try! InternalJSON.bytes(of: file)
  }
}
