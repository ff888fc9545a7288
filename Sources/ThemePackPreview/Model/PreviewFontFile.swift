import ThemePackProject

/// A font file a theme ships (`Theme.fontFiles`: its own `Fonts/`, then the project's), as
/// the preview needs it: the bytes, copied into the preview folder for the page's
/// `@font-face` and drawn with FreeType on the contact sheet, and the faces FreeType read.
package struct PreviewFontFile: Sendable, Equatable {
  /// The file's name (`Comfortaa-Bold.ttf`).
  package var name: String
  package var bytes: [UInt8]
  /// Every face of the file; a file FreeType cannot read has none (the lint reports it).
  package var faces: [FontFace]

  package init(name: String, bytes: [UInt8], faces: [FontFace]) {
    self.name = name
    self.bytes = bytes
    self.faces = faces
  }

  /// The font files `theme` ships, read through `project`'s reader; a file that cannot be
  /// read is left out (the lint and the build report it).
  package static func read(_ theme: Theme, in project: ThemeProject) -> [PreviewFontFile] {
    theme.fontFiles.compactMap { path in
      guard let bytes = try? project.reader.bytes(at: path) else { return nil }
      let faces = (try? FontFiles.faces(bytes, path: path, coverage: []).get()) ?? []
      return PreviewFontFile(name: FontFiles.fileName(path), bytes: bytes, faces: faces)
    }
  }

  /// `theme`'s `sampleText` from its `theme.json`; nil when it gives none or cannot be read.
  package static func sampleText(of theme: Theme, in project: ThemeProject) -> String? {
    let file = theme.folderPath + "/theme.json"
    guard let bytes = try? project.reader.bytes(at: file) else { return nil }
    return ThemeSettingsReader.read(bytes, file: file, theme: theme.name).0?.sampleText
  }
}
