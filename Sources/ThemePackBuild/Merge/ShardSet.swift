/// The checks that make a list of shards one build: the same tool, project, shard count,
/// layouts, themes and shared files; every shard exactly once; each theme in the shard its
/// name puts it in, and every theme of the project in one of them.
package enum ShardSet {
  package static func validate(_ shards: [LoadedShard]) throws(MergeError) {
    guard let first = shards.first else { throw .noShards }
    for other in shards.dropFirst() { try compare(first, other) }
    var byIndex: [Int: String] = [:]
    for shard in shards {
      if let earlier = byIndex[shard.record.index] {
        throw .overlap(
          shard: "\(shard.record.index)/\(shard.record.count)", first: earlier, other: shard.folder)
      }
      byIndex[shard.record.index] = shard.folder
    }
    let missing = (1...first.record.count).filter { byIndex[$0] == nil }
    guard missing.isEmpty else { throw .gap(missing: missing, count: first.record.count) }
    try checkThemes(shards)
  }

  /// `other` was built by the same tool from the same project with the same layouts.
  private static func compare(_ first: LoadedShard, _ other: LoadedShard) throws(MergeError) {
    func check(_ what: String, _ left: String, _ right: String) throws(MergeError) {
      guard left == right else {
        throw .mismatch(
          what: what, first: first.folder, other: other.folder, firstValue: left, otherValue: right)
      }
    }
    let (a, b) = (first.record, other.record)
    try check("themepack versions", a.tool, b.tool)
    try check("projects", "project " + a.project.prefix(12), "project " + b.project.prefix(12))
    try check("shard counts", "\(a.count)", "\(b.count)")
    try check("layouts", a.layouts.joined(separator: ", "), b.layouts.joined(separator: ", "))
    try check("theme lists", a.projectThemes.joined(separator: ", "), b.projectThemes.joined(separator: ", "))
    try check("shared files", a.sharedFiles.joined(separator: ", "), b.sharedFiles.joined(separator: ", "))
  }

  /// Every theme in the shard its name belongs to, once, and every theme of the project
  /// in one shard.
  private static func checkThemes(_ shards: [LoadedShard]) throws(MergeError) {
    let projectThemes = shards[0].record.projectThemes
    var seen: Set<String> = []
    var folders = Set(shards[0].record.sharedFiles)
    for shard in shards {
      let record = shard.record
      let file = LoadedShard.recordPath(in: shard.folder)
      for folder in record.themes.flatMap(\.folders) where !folders.insert(folder).inserted {
        throw .wrongThemes(file: file, reason: "'\(folder)' is listed for two themes or as a shared file")
      }
      for theme in record.themes {
        guard projectThemes.contains(theme.name) else {
          throw .wrongThemes(file: file, reason: "theme '\(theme.name)' is not a theme of the project")
        }
        let home = Shard.index(ofTheme: theme.name, count: record.count)
        guard home == record.index else {
          throw .wrongThemes(
            file: file,
            reason: "theme '\(theme.name)' belongs in shard \(home)/\(record.count), not \(record.index)")
        }
        guard seen.insert(theme.name).inserted else {
          throw .wrongThemes(file: file, reason: "theme '\(theme.name)' is listed twice")
        }
        guard theme.folders.count == record.layouts.count else {
          throw .wrongThemes(file: file, reason: "theme '\(theme.name)' has a folder per layout missing")
        }
      }
    }
    if let absent = projectThemes.first(where: { !seen.contains($0) }) {
      throw .wrongThemes(
        file: LoadedShard.recordPath(in: shards[0].folder),
        reason: "theme '\(absent)' of the project is in none of the shards")
    }
  }
}
