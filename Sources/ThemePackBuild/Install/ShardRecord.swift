import Foundation
import ThemePackNative
import ThemePackSupport

/// What a `--shard I/N` build leaves in its output folder (`.themepack-shard.json`) so
/// that `themepack merge` can gather the shards into one output folder: the project and
/// tool it was built from, which shard of how many, every theme of the project, and for
/// each theme of this shard the folders it was installed into and its installed-theme
/// record in the cache.
///
/// All paths are relative (to the output folder, or for records to the cache folder), so
/// a shard can be moved or downloaded elsewhere before it is merged. A build without
/// `--shard` removes the file, so a merged or fully built folder never carries one.
package struct ShardRecord: Sendable, Equatable, Codable {
  /// One theme of the shard.
  package struct ThemeEntry: Sendable, Equatable, Codable {
    package var name: String
    /// Relative to the output folder, one per layout.
    package var folders: [String]
    /// The theme's `InstalledThemeRecord`, relative to the cache folder; nil without a cache.
    package var record: String?
  }

  package static let fileName = ".themepack-shard.json"
  package static let formatVersion = 1

  package var format = formatVersion
  package var tool: String
  /// `ProjectFingerprint` of the project the shard was built from.
  package var project: String
  package var index: Int
  package var count: Int
  /// The layouts' names, in build order.
  package var layouts: [String]
  /// Every theme of the project, in project order.
  package var projectThemes: [String]
  /// The themes of this shard, in project order.
  package var themes: [ThemeEntry]
  /// Files outside every theme folder (a catalog's root `Contents.json`), relative to the
  /// output folder.
  package var sharedFiles: [String]
  /// The cache folder relative to the output folder, when the build kept its cache there.
  package var cache: String?

  /// The record of a shard build of `plan` into `plan.target`.
  package init(plan: BuildPlan, shard: Shard, sharedFiles: [String]) {
    let output = plan.target.output
    let cacheFolder = plan.cache.flatMap { Self.relative($0.folder, inside: output) }
    tool = ThemePackVersion.current
    project = ProjectFingerprint.of(plan.project)
    index = shard.index
    count = shard.count
    layouts = plan.target.layoutNames
    projectThemes = plan.project.themes.map(\.name)
    themes = plan.themes.filter { !$0.isHypothetical }.map { theme in
      ThemeEntry(
        name: theme.name, folders: plan.target.themeFolders(theme.name),
        record: cacheFolder.map { _ in InstalledThemeRecord.relativePath(output: output, theme: theme.name) })
    }
    self.sharedFiles = sharedFiles
    cache = cacheFolder
  }

  /// Writes the record into `output` through a temporary file.
  package func save(in output: String) throws(BuildError) {
    do {
      try AtomicFile.write(InternalJSON.bytes(of: self), to: output + "/" + Self.fileName)
    } catch let error as FileError {
      throw .output(error)
    } catch {
      throw .output(FileError(path: output + "/" + Self.fileName, operation: .write, reason: "\(error)"))
    }
  }

  /// Removes a record a previous shard build left in `output`.
  package static func remove(from output: String) throws(FileError) {
    let path = output + "/" + fileName
    guard (try? FileSystemCalls.status(ofLinkAt: path)) != nil else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw FileError(path: path, operation: .remove, reason: FileError.reason(of: error))
    }
  }

  /// `path` relative to `folder` when it lies inside it.
  package static func relative(_ path: String, inside folder: String) -> String? {
    let inner = URL(fileURLWithPath: path).standardizedFileURL.path
    let outer = URL(fileURLWithPath: folder).standardizedFileURL.path
    guard inner.hasPrefix(outer + "/") else { return nil }
    return String(inner.dropFirst(outer.count + 1))
  }
}
