import Foundation
import ThemePackNative
import ThemePackSupport

/// Carries the shards' caches into the merged output folder's cache
/// (`<output>/.themepack-cache`): every unit entry, and each theme's installed-theme
/// record re-stamped for the merged copies of its files.
///
/// The cache is an optimisation: an entry or record that cannot be read or written is
/// left out, which only makes the next build render that unit or reinstall that theme.
package enum ShardCacheMerger {
  /// Merges the caches of `shards` and returns how many themes got a record.
  package static func merge(_ shards: [LoadedShard], into install: InstallTarget) -> Int {
    let output = install.output
    let target = BuildCache(folder: install.cacheFolder)
    // The shards' caches may hold entries no unit of the merged build uses.
    target.notePendingPrune()
    var recorded = 0
    for shard in shards {
      guard let relative = shard.record.cache else { continue }
      let source = BuildCache(folder: shard.folder + "/" + relative)
      copyEntries(from: source, to: target)
      for theme in shard.record.themes {
        if carryRecord(of: theme, from: source, to: target, output: output) { recorded += 1 }
      }
    }
    carryIconRecord(from: shards[0], to: target, output: output)
    return recorded
  }

  /// Saves the first shard's `AppIconRecord` for the merged `icons/` (every shard wrote the
  /// same icons), re-stamped for the merged copies, so the next build draws no icon; or
  /// removes the merged output's record when the shard has none that fits the files.
  package static func carryIconRecord(from shard: LoadedShard, to target: BuildCache, output: String) {
    let path = AppIconRecord.path(cacheFolder: target.folder, output: output)
    AppIconRecord.remove(at: path)
    guard let relative = shard.record.cache,
      let record = AppIconRecord.load(
        from: AppIconRecord.path(cacheFolder: shard.folder + "/" + relative, output: shard.folder)),
      let files = InstalledFileScan.scan([AppIconOutput.folder], in: output)
    else { return }
    let prefix = AppIconOutput.folder.count + 1
    let stamps = Dictionary(uniqueKeysWithValues: files.map { (String($0.path.dropFirst(prefix)), $0.stamp) })
    // Sizes only, as for cache entries: artifacts lose modification times on the way.
    let fits = record.icons.values.allSatisfy { icon in
      icon.files.allSatisfy { stamps[$0] != nil && stamps[$0]?.size == record.stamps[$0]?.size }
    }
    guard fits else { return }
    AppIconRecord(icons: record.icons, stamps: stamps).save(to: path, replacing: nil)
  }

  /// Stores every entry of `source` that `target` lacks (its files linked, or copied where
  /// links are refused, as a build stores them, with their new stamps).
  package static func copyEntries(from source: BuildCache, to target: BuildCache) {
    let manager = FileManager.default
    for shard in (try? manager.contentsOfDirectory(atPath: source.folder)) ?? [] where isHex(shard, count: 2)
    {
      for key in (try? manager.contentsOfDirectory(atPath: source.folder + "/" + shard)) ?? []
      where isHex(key, count: 64) && key.hasPrefix(shard) {
        if let existing = target.lookup(key), target.isIntact(existing, key: key) { continue }
        guard let entry = source.lookup(key), hasItsFiles(entry, in: source.entryFolder(key)) else {
          continue
        }
        let files = entry.files.map { (name: $0, path: source.entryFolder(key) + "/" + $0) }
        target.store(entry.asset, files: files, key: key)
      }
    }
  }

  /// Saves the record of `theme` for the merged output: the shard's key and units, the
  /// stamps of the merged files. False when the shard has no usable record.
  package static func carryRecord(
    of theme: ShardRecord.ThemeEntry, from source: BuildCache, to target: BuildCache, output: String
  ) -> Bool {
    guard let relative = theme.record,
      let record = InstalledThemeRecord.load(from: source.folder + "/" + relative),
      let files = InstalledFileScan.digest(theme.folders, in: output)
    else { return false }
    let path = InstalledThemeRecord.path(cacheFolder: target.folder, output: output, theme: theme.name)
    InstalledThemeInputs.load(besideRecord: source.folder + "/" + relative)?.save(besideRecord: path)
    var units = record.units
    for name in units.keys {
      // The entry was stored anew in the merged cache: its stamp is that file's.
      guard let key = units[name]?.key else { continue }
      units[name]?.entry = FileStamp.of(target.entryFolder(key) + "/" + BuildCache.entryFile)
    }
    InstalledThemeRecord(key: record.key, files: files, units: units).save(to: path)
    return true
  }

  /// Whether the entry's files are plain names, present at the sizes it recorded. Their
  /// modification times are not compared: CI artifacts lose them on the way, and a merge
  /// trusts a shard's cache as it trusts the output files it copies from that shard.
  package static func hasItsFiles(_ entry: BuildCacheEntry, in folder: String) -> Bool {
    Set(entry.stamps.keys) == Set(entry.files)
      && entry.files.allSatisfy { name in
        LoadedShard.isSafe(name) && !name.contains("/")
          && (try? FileSystemCalls.status(ofLinkAt: folder + "/" + name)).map {
            $0.kind == .regular && $0.size == entry.size(of: name)
          } == true
      }
  }

  private static func isHex(_ text: String, count: Int) -> Bool {
    text.utf8.count == count
      && text.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }
}
