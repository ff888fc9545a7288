import Foundation
import ThemePackImaging
import ThemePackNative
import ThemePackSupport

/// The incremental build cache: the files of every theme × asset unit, keyed by the
/// content of everything that can change them.
///
/// The key hashes the tool version, the encoder options, the scales, the asset's config
/// entry, the theme's light and dark colours and the bytes of every source file the unit
/// reads. A hit puts the unit's files back without decoding anything; deleting the cache
/// only costs time, never changes a byte. An entry's files are hard links to the files the
/// build installed (copies where links are refused), so the cache costs no extra writes;
/// each entry records its files' sizes and modification times, and an entry whose files
/// no longer match (a file in the output folder edited in place edits the entry too) is a
/// miss, so a hand edit is never handed out again.
/// Entries are written into a temporary folder and renamed into place, so a crash never
/// leaves a half entry; a full build prunes entries it no longer uses whenever anything may
/// have left some (`Builder.pruneCache`).
package struct BuildCache: Sendable {
  /// Bumped whenever what a unit's files depend on changes shape, or the same inputs and
  /// options give other bytes (3: palette images at level 7; 4: `entry.json` by `Codable`;
  /// 5: sources in another colour space converted to sRGB, tints exact to their formula;
  /// 6: image data compressed by libdeflate; 7: assets record a resizable asset's drawn size;
  /// 8: a whole drawing at a scale with a source file of its own is that file, not a resample;
  /// 9: `cICP` sources converted to sRGB, 16-bit sources converted before the 8-bit reduction).
  package static let formatVersion = 9
  package static let entryFile = "entry.json"
  /// Where `InstalledThemeRecord`s live; not an entry shard.
  package static let installedFolder = "installed"
  /// The lint's `ImageFactsCache`; not an entry shard.
  package static let imageFactsFile = "image-facts.json"

  package let folder: String

  /// The digests of the sources as the last build into `output` hashed them.
  package func sourceHashes(output: String) -> SourceHashCache {
    SourceHashCache(cacheFolder: folder, output: output)
  }

  /// The key of one unit: its inputs (`UnitInputs.description`) plus the tool version and
  /// the encoder options.
  package static func key(description: String, encoding: PNGEncodeOptions) -> String {
    key(description: description, tool: toolDescription(encoding: encoding))
  }

  /// `key(description:encoding:)` with `toolDescription(encoding:)` computed once by the
  /// caller, for the many units of one build.
  package static func key(description: String, tool: String) -> String {
    SHA256.hex(of: Array((tool + description).utf8))
  }

  /// The part of every key that is not the unit's own inputs: the cache format, the tool
  /// version and every field of the encoder options (so a new encoder setting can never
  /// reuse stale files).
  package static func toolDescription(encoding: PNGEncodeOptions) -> String {
    "themepack-build-cache \(formatVersion)\ntool \(ThemePackVersion.current)\n"
      + "encoding \(String(describing: encoding))\n"
  }

  /// The folder holding the files of the entry `key`.
  package func entryFolder(_ key: String) -> String {
    "\(folder)/\(key.prefix(2))/\(key)"
  }

  /// The entry for `key`, when there is a readable one. Whether its files can still be
  /// restored is `isIntact`'s question, asked only of entries about to be restored.
  package func lookup(_ key: String) -> BuildCacheEntry? {
    InternalJSON.read(BuildCacheEntry.self, at: entryFolder(key) + "/" + Self.entryFile)
  }

  /// Whether every file of `entry` is present and as the entry recorded it (a file edited
  /// through one of its other names, in the output folder, fails this).
  package func isIntact(_ entry: BuildCacheEntry, key: String) -> Bool {
    let path = entryFolder(key)
    return Set(entry.stamps.keys) == Set(entry.files)
      && entry.files.allSatisfy { FileStamp.of(path + "/" + $0) == entry.stamps[$0] }
  }

  /// Saves a freshly built unit whose files are at `paths` (file name → path). Failures
  /// are ignored: the cache is an optimisation, never a reason for a build to fail. An
  /// intact entry for the key is kept as it is (keys name content); a damaged one is
  /// replaced. The entry is made in a temporary folder renamed into place, so a cold build
  /// looks for no entry it knows is not there.
  package func store(_ asset: BuiltAsset, files: [(name: String, path: String)], key: String) {
    let final = entryFolder(key)
    let manager = FileManager.default
    // Named by process and a random number (a UUID would open /dev/urandom each time).
    let temporary = "\(folder)/.tmp-\(FileSystemCalls.processID)-\(UInt64.random(in: 0...UInt64.max))"
    do {
      try FolderMaker.make(temporary)
      var stamps: [String: FileStamp] = [:]
      for file in files {
        try FileLinker.link(file.path, to: temporary + "/" + file.name)
        guard let stamp = FileStamp.of(temporary + "/" + file.name) else { throw CocoaError(.fileNoSuchFile) }
        stamps[file.name] = stamp
      }
      let entry = BuildCacheEntry(files: files.map(\.name), stamps: stamps, asset: asset)
      try FileWriter.write(InternalJSON.bytes(of: entry), to: temporary + "/" + Self.entryFile)
      try FolderMaker.make((final as NSString).deletingLastPathComponent)
      guard (try? FileSystemCalls.rename(temporary, to: final)) == nil else { return }
      // An entry is in the way (a rename replaces only an empty folder): keep it when intact.
      if let existing = lookup(key), existing.files == files.map(\.name), isIntact(existing, key: key) {
        try? manager.removeItem(atPath: temporary)
        return
      }
      try? manager.removeItem(atPath: final)
      if (try? FileSystemCalls.rename(temporary, to: final)) == nil {
        try? manager.removeItem(atPath: temporary)
      }
    } catch {
      try? manager.removeItem(atPath: temporary)
    }
  }

  /// An empty file saying that entries may have been stored since the last prune (a build
  /// about to render, a merge that stored entries).
  package static let pendingPruneFile = "prune-pending"

  /// Whether entries may have been stored since the last prune.
  package var hasPendingPrune: Bool {
    FileStamp.of(folder + "/" + Self.pendingPruneFile) != nil
  }

  /// Notes that entries are about to be stored (failures ignored: the next build that
  /// installs a theme prunes anyway).
  package func notePendingPrune() {
    guard !hasPendingPrune else { return }
    try? AtomicFile.write([], to: folder + "/" + Self.pendingPruneFile)
  }

  /// Removes every entry whose key is not in `keys`, and the pending-prune note. Folders
  /// are listed without a stat of each name (`FileDescriptor.names`), so a sweep of a
  /// cache of thousands of entries costs a listing of each shard.
  package func prune(keeping keys: Set<String>) {
    guard let cache = try? FileDescriptor.open(folder, .readOnly, options: [.directory]) else { return }
    defer { try? cache.close() }
    for shard in (try? cache.names()) ?? [] where shard.isFolder != false {
      if shard.name.hasPrefix(".tmp-") {
        TreeRemover.remove(shard.name, in: cache, isFolder: shard.isFolder)
        continue
      }
      guard shard.name.utf8.count == 2,
        let entries = try? cache.open(shard.name, .readOnly, options: [.directory, .noFollow])
      else { continue }
      for entry in (try? entries.names()) ?? [] where !keys.contains(entry.name) {
        TreeRemover.remove(entry.name, in: entries, isFolder: entry.isFolder)
      }
      try? entries.close()
    }
    try? cache.remove(Self.pendingPruneFile, isFolder: false)
  }
}
