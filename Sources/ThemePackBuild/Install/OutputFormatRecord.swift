import Foundation
import ThemePackNative
import ThemePackSupport

/// The top-level folders and files a full build wrote into its output folder
/// (`.themepack-outputs.json`: `themes`, `com.example.themes.xcassets`, `tokens`…), so the
/// next full build removes those of a format it no longer writes (or of a catalog renamed
/// with the package): no folder in the output disagrees with the project.
///
/// Only what a build recorded is ever removed, so an output folder without a record (one
/// from before the record existed, or one holding the user's own files) loses nothing, and
/// `packages/` (written by `themepack package`, never by a build) is never touched.
package struct OutputFormatRecord: Sendable, Equatable, Codable {
  package static let fileName = ".themepack-outputs.json"
  package static let formatVersion = 1

  package var format = formatVersion
  /// Names of entries directly in the output folder, sorted.
  package var roots: [String]

  /// The record of a build or merge that wrote `paths` (relative to the output folder).
  package init(paths: [String]) {
    roots = Set(paths.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
  }

  /// The roots `layouts` write for `theme` (any theme of the project: every theme's
  /// folders share their roots) and their shared files.
  package init(layouts: [any OutputLayout], theme: String) throws(BuildError) {
    var paths: [String] = []
    for layout in layouts {
      paths += [layout.themeFolder(of: theme)] + (try layout.sharedFiles().map(\.path))
    }
    self.init(paths: paths)
  }

  /// The record in `output`, or nil when there is none (or it is damaged).
  package static func load(in output: String) -> OutputFormatRecord? {
    guard let record = InternalJSON.read(Self.self, at: output + "/" + fileName),
      record.format == formatVersion
    else { return nil }
    return record
  }

  /// Removes each root of `previous` that this record does not list, then saves this one
  /// (left as it is when nothing changed, so a no-op rebuild writes nothing).
  /// A recorded name that is not a plain name (a hand-edited record) is left alone.
  package func replace(_ previous: OutputFormatRecord?, in output: String) throws(FileError) {
    let kept = Set(roots)
    for root in previous?.roots ?? [] where !kept.contains(root) && Self.isPlainRoot(root) {
      let path = output + "/" + root
      guard (try? FileSystemCalls.status(ofLinkAt: path)) != nil else { continue }
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw FileError(path: path, operation: .remove, reason: FileError.reason(of: error))
      }
    }
    guard previous != self else { return }
    let bytes: [UInt8]
    do {
      bytes = try InternalJSON.bytes(of: self)
    } catch {
      throw FileError(path: output + "/" + Self.fileName, operation: .write, reason: "\(error)")
    }
    try AtomicFile.write(bytes, to: output + "/" + Self.fileName)
  }

  /// A name directly in the output folder that a build could have written.
  package static func isPlainRoot(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && name != "packages"
  }
}
