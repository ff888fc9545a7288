import ThemePackProject
import ThemePackSupport

/// A font file a built theme ships: its name in the runtime folder's `Fonts/`, its bytes and
/// the PostScript names of its faces, in face order.
public struct BuiltFontFile: Sendable, Hashable {
  /// The file's name ("Brand-Bold.ttf"); the runtime folder holds it as `Fonts/<name>`.
  public var name: String
  public var bytes: [UInt8]
  public var postScriptNames: [String]

  public init(name: String, bytes: [UInt8], postScriptNames: [String]) {
    self.name = name
    self.bytes = bytes
    self.postScriptNames = postScriptNames
  }

  /// The file's path inside the theme's runtime folder.
  public var path: String { ThemeManifest.FontFile.folder + "/" + name }

  /// The manifest's entry for the file.
  public var manifestEntry: ThemeManifest.FontFile {
    ThemeManifest.FontFile(
      path: path, size: bytes.count, sha256: SHA256.hex(of: bytes), postScriptNames: postScriptNames)
  }

  /// The font files of `theme` read through `reader`; a file that is no usable font is left
  /// out (the lint, which runs before every build, reports it as an error).
  public static func read(_ theme: Theme, reader: ProjectReader) -> [BuiltFontFile] {
    theme.fontFiles.compactMap { path in
      guard let bytes = try? reader.bytes(at: path),
        case .success(let faces) = FontFiles.faces(bytes, path: path, coverage: [])
      else { return nil }
      return BuiltFontFile(
        name: FontFiles.fileName(path), bytes: bytes, postScriptNames: faces.compactMap(\.postScriptName))
    }
  }
}
