/// What the build cache keeps of one unit besides its PNG files (`entry.json`).
struct BuildCacheEntry: Sendable, Equatable, Codable {
  /// The unit's file names (`ImageFileName.fileName`), light then dark.
  var files: [String]
  /// Each file's size and modification time when the entry was made, by file name.
  var stamps: [String: FileStamp]
  var asset: BuiltAsset

  /// The size of `file` in bytes as the entry recorded it.
  func size(of file: String) -> Int { stamps[file]?.size ?? 0 }
}
