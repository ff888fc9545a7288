import ThemePackSupport

/// Why `themepack merge` refused its shards or stopped. Nothing in the output folder has
/// changed when one is thrown before the swap; the checks all run before it.
package enum MergeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No shard folders were given.
  case noShards
  /// The folder has no shard record: it was not built with `--shard`.
  case notAShard(folder: String)
  /// The shard record cannot be read.
  case malformedRecord(file: String, reason: String)
  /// Two shards disagree on something every shard of one build shares.
  case mismatch(what: String, first: String, other: String, firstValue: String, otherValue: String)
  /// Two folders are the same shard.
  case overlap(shard: String, first: String, other: String)
  /// Shards of the build are missing.
  case gap(missing: [Int], count: Int)
  /// A record lists a theme that does not belong in its shard, twice, or not at all.
  case wrongThemes(file: String, reason: String)
  /// A record holds a path that is absolute or leaves the folder.
  case unsafePath(file: String, path: String)
  /// A shard's folder is missing a file or folder its record lists, or holds something
  /// other than folders and regular files.
  case damagedShard(folder: String, path: String)
  /// The output could not be written.
  case output(FileError)

  package var description: String {
    switch self {
    case .noShards:
      return "nothing to merge: give the output folders of 'themepack build --shard I/N'"
    case .notAShard(let folder):
      return "cannot merge '\(folder)': it has no '\(ShardRecord.fileName)'; "
        + "build it with 'themepack build --shard I/N'"
    case .malformedRecord(let file, let reason):
      return "cannot read shard record '\(file)': \(reason)"
    case .mismatch(let what, let first, let other, let firstValue, let otherValue):
      return "cannot merge '\(first)' and '\(other)': they were built from different \(what) "
        + "(\(firstValue) and \(otherValue))"
    case .overlap(let shard, let first, let other):
      return "cannot merge: '\(first)' and '\(other)' are both shard \(shard)"
    case .gap(let missing, let count):
      let list = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
      return "cannot merge: shard\(missing.count == 1 ? "" : "s") \(list) missing"
    case .wrongThemes(let file, let reason):
      return "cannot merge '\(file)': \(reason)"
    case .unsafePath(let file, let path):
      return "cannot merge '\(file)': path '\(path)' is absolute or leaves the folder"
    case .damagedShard(let folder, let path):
      return "cannot merge '\(folder)': '\(path)' is missing or holds something other than "
        + "folders and regular files"
    case .output(let error):
      return error.description
    }
  }
}
