import ThemePackSupport

/// What the build cache keeps of one unit besides its PNG files (`entry.json`).
package struct BuildCacheEntry: Sendable, Equatable, Codable {
  /// The unit's file names (`ImageFileName.fileName`), light then dark.
  package var files: [String]
  /// Each file's size and modification time when the entry was made, by file name.
  package var stamps: [String: FileStamp]
  package var asset: BuiltAsset

  /// The size of `file` in bytes as the entry recorded it.
  package func size(of file: String) -> Int { stamps[file]?.size ?? 0 }
}
