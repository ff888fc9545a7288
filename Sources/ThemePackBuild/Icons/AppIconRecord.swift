import Foundation
import ThemePackSupport

/// What the last build left in `icons/`, kept in the cache folder beside the
/// installed-theme records (`installed/<output>.icons.json`, one per output folder), so a
/// build draws again only the icons whose key changed or whose files were touched.
///
/// A theme's icon is intact when every file it wrote is still there with the size and
/// modification time recorded here; a file edited, removed or replaced by hand makes the
/// next build draw that icon again. A missing, unreadable or other-format record is no
/// record: every icon is drawn. Written through a temporary file after `icons/` is in
/// place; failures are ignored (a lost record only costs a redraw).
package struct AppIconRecord: Sendable, Equatable, Codable {
  /// One theme's icon as it was written.
  package struct Icon: Sendable, Equatable, Codable {
    /// `AppIconKey.key` when it was drawn.
    package var key: String
    /// Its files, relative to `icons/`, sorted.
    package var files: [String]

    package init(key: String, files: [String]) {
      self.key = key
      self.files = files
    }
  }

  package static let formatVersion = 1
  package var format = formatVersion
  package var tool = ThemePackVersion.current
  /// By theme name.
  package var icons: [String: Icon]
  /// Every file in `icons/` after the write, relative to it.
  package var stamps: [String: FileStamp]

  package init(icons: [String: Icon], stamps: [String: FileStamp]) {
    self.icons = icons
    self.stamps = stamps
  }

  /// Where the record of builds into `output` lives inside `cacheFolder`.
  package static func path(cacheFolder: String, output: String) -> String {
    let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
    return "\(cacheFolder)/\(BuildCache.installedFolder)/\(SHA256.hex(of: Array(absolute.utf8))).icons.json"
  }

  /// The record at `path`, nil when missing, unreadable or of another format or tool.
  package static func load(from path: String) -> AppIconRecord? {
    guard let record = InternalJSON.read(Self.self, at: path), record.format == formatVersion,
      record.tool == ThemePackVersion.current
    else { return nil }
    return record
  }

  /// Writes the record to `path` (failures ignored), or nothing when it is unchanged.
  package func save(to path: String, replacing previous: AppIconRecord?) {
    guard previous != self, let bytes = try? InternalJSON.bytes(of: self) else { return }
    try? FolderMaker.make((path as NSString).deletingLastPathComponent)
    try? AtomicFile.write(bytes, to: path)
  }

  /// Removes the record at `path`, when there is one.
  package static func remove(at path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Whether every file of theme `name`'s icon is in `scan` (stamps by path relative to
  /// `icons/`) as this record left it.
  package func isIntact(_ name: String, scan: [String: FileStamp]) -> Bool {
    guard let icon = icons[name], !icon.files.isEmpty else { return false }
    return icon.files.allSatisfy { stamps[$0] != nil && scan[$0] == stamps[$0] }
  }
}
