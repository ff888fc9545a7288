import Foundation
import ThemePackSupport

/// Writes an `ImportedProject` into its folder through a staging folder renamed into place,
/// so an error leaves nothing half-written.
package enum ProjectFolderWriter {
  /// Refuses a destination that is a file, or a non-empty folder unless `force`.
  package static func checkDestination(_ path: String, force: Bool) throws(ImportError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else {
      throw ImportError(file: path, reason: "exists and is not a folder")
    }
    let items = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if !items.isEmpty, !force {
      throw ImportError(
        file: path, reason: "the folder is not empty: choose another with --into, or --force to replace it")
    }
  }

  /// Writes every file of `project` into `path`, replacing what is there.
  package static func write(_ project: ImportedProject, into path: String, force: Bool) throws(ImportError) {
    try checkDestination(path, force: force)
    let staging: StagingFolder
    do {
      staging = try StagingFolder.create(beside: path)
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
    do {
      for relative in project.files.keys.sorted() {
        let url = URL(fileURLWithPath: staging.path + "/" + relative)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(project.files[relative]!).write(to: url)
      }
      try staging.commit()
    } catch let error as FileError {
      staging.discard()
      throw ImportError(file: error.path, reason: error.reason)
    } catch {
      staging.discard()
      throw ImportError(file: path, reason: FileError.reason(of: error))
    }
  }
}
