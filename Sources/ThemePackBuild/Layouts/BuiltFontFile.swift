import ThemePackArchive
import ThemePackProject
import ThemePackSupport

/// A font file a built theme ships: its name in the runtime folder's `Fonts/`, its bytes and
/// the PostScript names of its faces, in face order.
package struct BuiltFontFile: Sendable, Hashable {
  /// The file's name ("Brand-Bold.ttf"); the runtime folder holds it as `Fonts/<name>`.
  package var name: String
  package var bytes: [UInt8]
  package var postScriptNames: [String]
  /// Each face's family, weight and slant, in face order (what Android's font family XML
  /// says of it); empty for a file made without them.
  package var styles: [Style] = []

  /// A face's family ("Comfortaa"), `OS/2` weight (400 when absent) and whether its style is
  /// italic or oblique.
  package struct Style: Sendable, Hashable {
    package var family: String
    package var weight: Int
    package var italic: Bool

    package init(family: String, weight: Int, italic: Bool) {
      self.family = family
      self.weight = weight
      self.italic = italic
    }
  }

  package init(name: String, bytes: [UInt8], postScriptNames: [String], styles: [Style] = []) {
    self.name = name
    self.bytes = bytes
    self.postScriptNames = postScriptNames
    self.styles = styles
  }

  /// The file's path inside the theme's runtime folder.
  package var path: String { PackageFontFile.folder + "/" + name }

  /// The manifest's entry for the file.
  package var manifestEntry: PackageFontFile {
    PackageFontFile(
      path: path, size: bytes.count, sha256: SHA256.hex(of: bytes), postScriptNames: postScriptNames)
  }

  /// The font files of `theme` read through `reader`; a file that is no usable font is left
  /// out (the lint, which runs before every build, reports it as an error).
  package static func read(_ theme: Theme, reader: ProjectReader) -> [BuiltFontFile] {
    theme.fontFiles.compactMap { path in
      guard let bytes = try? reader.bytes(at: path, maxBytes: FontFiles.maxFileSize),
        case .success(let faces) = FontFiles.faces(bytes, path: path, coverage: [])
      else { return nil }
      let name = FontFiles.fileName(path)
      let stem = String(name.prefix { $0 != "." })
      return BuiltFontFile(
        name: name, bytes: bytes, postScriptNames: faces.compactMap(\.postScriptName),
        styles: faces.map { face in
          let style = face.style?.lowercased() ?? ""
          return Style(
            family: face.family ?? stem, weight: face.weight ?? 400,
            italic: style.contains("italic") || style.contains("oblique"))
        })
    }
  }
}
