import Foundation
import ThemePackSupport

/// Writes a whole folder of files beside its destination, then swaps it into place
/// (`StagingFolder`), so readers see the old folder or the new one, never a mix.
package enum StagedCatalogFolder {
  /// Replaces the folder at `destination` with `files`, whose keys are relative paths
  /// that start with `prefix` (dropped). On failure the old folder stays.
  package static func replace(
    at destination: String, with files: [String: [UInt8]], dropping prefix: String
  ) throws(FileError) {
    let staging = try StagingFolder.create(beside: destination)
    for path in files.keys.sorted() {
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      let target = staging.path + "/" + relative
      do {
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileWriter.write(files[path]!, to: target)
      } catch {
        staging.discard()
        throw FileError(
          path: destination + "/" + relative, operation: .write,
          reason: (error as? FileError)?.reason ?? FileError.reason(of: error))
      }
    }
    do {
      try staging.commit()
    } catch {
      staging.discard()
      throw error
    }
  }
}
