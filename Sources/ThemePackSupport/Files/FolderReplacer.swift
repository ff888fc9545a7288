import Foundation

/// Writes a whole folder of files beside its destination, then swaps it into place
/// (`StagingFolder`), so readers see the old folder or the new one, never a mix.
package enum FolderReplacer {
  /// Replaces the folder at `destination` with `files`, whose keys are relative paths
  /// that start with `prefix` (dropped). On failure the old folder stays. With
  /// `linkingUnchanged`, a file whose bytes are those of the same path in the old folder is
  /// a hard link to it rather than a new file (no inode made and freed again: most of the
  /// time of a small folder rewritten often, as the live preview's is).
  package static func replace(
    at destination: String, with files: [String: [UInt8]], dropping prefix: String,
    linkingUnchanged: Bool = false
  ) throws(FileError) {
    let staging = try StagingFolder.create(beside: destination)
    for path in files.keys.sorted() {
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      let target = staging.path + "/" + relative
      do {
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let previous = destination + "/" + relative
        if linkingUnchanged, (try? FileReader.bytesNotFollowingLinks(at: previous)) == files[path]! {
          try FileLinker.link(previous, to: target, bytes: files[path]!)
        } else {
          try FileWriter.write(files[path]!, to: target)
        }
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
