import ThemePackSupport

/// The files of a preview folder: `index.html`, one contact sheet per theme, the images the
/// page shows. Self-contained, so the folder can be opened from disk or uploaded as is.
package struct PreviewOutput: Sendable, Equatable {
  /// Relative path inside the preview folder (`/`-separated) → bytes.
  package var files: [String: [UInt8]]

  package init(files: [String: [UInt8]]) {
    self.files = files
  }

  /// Replaces the folder at `path` with these files: they are written to a staging folder
  /// next to it, which is then renamed into place, so a failed write leaves the old folder.
  /// With `linkingUnchanged`, files the old folder already has byte for byte are hard links
  /// to them (the live preview, which rewrites the folder on every save).
  package func write(toFolder path: String, linkingUnchanged: Bool = false) throws(FileError) {
    try FolderReplacer.replace(at: path, with: files, dropping: "", linkingUnchanged: linkingUnchanged)
  }
}
