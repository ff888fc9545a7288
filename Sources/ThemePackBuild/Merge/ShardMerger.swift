import Foundation
import ThemePackSupport

/// `themepack merge`: gathers the output folders of `themepack build --shard I/N` (all N of
/// them) into one output folder, byte for byte what one build of the whole project gives.
///
/// Every check runs before anything is written: the shards must be one build
/// (`ShardSet`), and each theme folder they list must hold only folders and regular files.
/// The theme folders and shared files are copied into a staging folder inside the output
/// folder and each swapped into place, like a build installs them; themes no longer in the
/// project are removed beside them. When the shards kept their cache in their folders,
/// the cache entries and installed-theme records come along (records re-stamped for the
/// copies), so a later `build` or `package` into the output folder renders nothing.
package enum ShardMerger {
  package static func merge(_ folders: [String], into output: String) throws(MergeError) -> MergeReport {
    var shards: [LoadedShard] = []
    for folder in folders { shards.append(try LoadedShard.load(folder)) }
    try ShardSet.validate(shards)
    shards.sort { $0.record.index < $1.record.index }
    let target = InstallTarget(output: output)
    let output = target.output
    let staging = ScratchFolder.path(in: output, kind: "staging")
    defer { try? FileManager.default.removeItem(atPath: staging) }
    do throws(FileError) {
      try Installer.makeFolder(output)
    } catch {
      throw .output(error)
    }
    ScratchFolder.removeAbandoned(in: output, kind: "staging")
    let files = try stage(shards, into: staging)
    do throws(FileError) {
      try install(shards, staging: staging, output: output)
    } catch {
      throw .output(error)
    }
    let recorded = ShardCacheMerger.merge(shards, into: target)
    return MergeReport(
      shards: shards.map(\.folder), themes: shards[0].record.projectThemes, files: files,
      recordedThemes: recorded)
  }

  /// Copies every theme folder and the shared files (of the first shard; every shard
  /// must hold the same bytes) into `staging`. Returns the number of files.
  package static func stage(_ shards: [LoadedShard], into staging: String) throws(MergeError) -> Int {
    var files = 0
    for shard in shards {
      for theme in shard.record.themes {
        files += try TreeCopy.copy(theme.folders, from: shard.folder, to: staging)
      }
    }
    for path in shards[0].record.sharedFiles {
      let bytes = try sharedFile(path, in: shards[0])
      for other in shards.dropFirst() {
        guard try sharedFile(path, in: other) == bytes else {
          throw .mismatch(
            what: "shared files", first: shards[0].folder, other: other.folder, firstValue: path,
            otherValue: "other bytes")
        }
      }
      do throws(FileError) {
        try Installer.makeFolder((staging + "/" + path as NSString).deletingLastPathComponent)
        try FileWriter.write(bytes, to: staging + "/" + path)
      } catch {
        throw .output(error)
      }
      files += 1
    }
    return files
  }

  /// Swaps the staged folders and files into `output`, removes themes that are gone
  /// beside them and the folders of formats the shards no longer write
  /// (`OutputFormatRecord`), and a shard record a shard build left there.
  package static func install(_ shards: [LoadedShard], staging: String, output: String) throws(FileError) {
    let folders = shards.flatMap { $0.record.themes.flatMap(\.folders) }
    let kept = folders + shards[0].record.sharedFiles
    let icons = AppIconOutput.folder + "/"
    for path in kept where !path.hasPrefix(icons) {
      try Installer.makeFolder((output + "/" + path as NSString).deletingLastPathComponent)
      try StagingFolder(destination: output + "/" + path, path: staging + "/" + path).commit()
    }
    // The app icons are swapped in whole, as a build does, so an earlier merge's icons of a
    // theme now gone leave with it; shards without icons leave none.
    if kept.contains(where: { $0.hasPrefix(icons) }) {
      try StagingFolder(
        destination: output + "/" + AppIconOutput.folder, path: staging + "/" + AppIconOutput.folder
      )
      .commit()
    } else {
      try AppIconWriter.removeWrittenFolder(in: output, recorded: false)
    }
    if !shards[0].record.projectThemes.isEmpty {
      // The app icons (shared files under icons/) are no layout's: they were swapped in whole.
      let layoutPaths = kept.filter { !$0.hasPrefix(icons) }
      try Installer.removeEntries(besides: layoutPaths, in: output)
      try OutputFormatRecord(paths: layoutPaths).replace(OutputFormatRecord.load(in: output), in: output)
    }
    try ShardRecord.remove(from: output)
  }

  private static func sharedFile(_ path: String, in shard: LoadedShard) throws(MergeError) -> [UInt8] {
    do {
      return try FileReader.bytesNotFollowingLinks(at: shard.folder + "/" + path)
    } catch {
      throw .damagedShard(folder: shard.folder, path: path)
    }
  }

}
