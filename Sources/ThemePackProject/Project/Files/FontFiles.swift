import ThemePackNative

/// The font files of a theme: where they are found, their bounds, and how they are read.
///
/// A theme's fonts are the files in its own `Fonts/` folder and in the project's shared
/// `Fonts/` (beside `themepack.json`), with the extensions `.ttf`, `.otf`, `.ttc` and `.otc`
/// (any letter case); other files there (a licence text) are left alone. Each file is read
/// whole, through `ProjectReader` (never outside the project), and its faces with FreeType.
package enum FontFiles {
  /// The folder name, in a theme's folder and in the assets folder.
  package static let folderName = "Fonts"
  /// The extensions read as fonts, lower-case.
  package static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
  /// The largest font file read, in bytes (16 MiB: a CJK family member is 5–10 MiB).
  package static let maxFileSize = 16 << 20
  /// The most faces one file (a collection) may declare.
  package static let maxFaces = 64
  /// `OS/2.fsType` bits: restricted licence embedding (nothing may be embedded).
  package static let restrictedBit = 0x0002
  /// `OS/2.fsType` bits: preview and print embedding only.
  package static let previewOnlyBit = 0x0004
  /// What the theme's fonts must draw when `theme.json` gives no `sampleText`.
  package static let defaultSampleText = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

  /// The longest PostScript name accepted (the `name` table allows 63 in CFF, 127 here).
  package static let maxPostScriptNameBytes = 127

  /// Why `name` cannot be a shipped font file's name (the manifest's and the client's rule:
  /// not hidden, a `.ttf`, `.otf`, `.ttc` or `.otc` extension, no control character or
  /// backslash), or nil.
  package static func problem(withFileName name: String) -> String? {
    if name.hasPrefix(".") { return "a font file's name cannot start with '.'" }
    guard isFontFile(name) else { return "not a .ttf, .otf, .ttc or .otc file" }
    guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) else {
      return "a font file's name cannot hold a control character or a backslash"
    }
    return nil
  }

  /// Why `name` is no PostScript name an app can register and name (printable ASCII without
  /// spaces or `[](){}<>/%`, 1…127 bytes), or nil.
  package static func problem(withPostScriptName name: String) -> String? {
    guard !name.isEmpty, name.utf8.count <= maxPostScriptNameBytes else {
      return "a PostScript name has 1 to \(maxPostScriptNameBytes) characters"
    }
    let forbidden = Set("[](){}<>/%".unicodeScalars)
    guard name.unicodeScalars.allSatisfy({ $0.value >= 33 && $0.value <= 126 && !forbidden.contains($0) })
    else {
      return "'\(name)' is not a PostScript name (printable ASCII, no spaces or '[](){}<>/%')"
    }
    return nil
  }

  /// Whether `name` is a font file's name by its extension.
  package static func isFontFile(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// The scalars of `text` a font must have glyphs for: every one but white space and
  /// control characters, each once, in the order first met.
  package static func coverage(of text: String) -> [Unicode.Scalar] {
    var seen: Set<Unicode.Scalar> = []
    return text.unicodeScalars.filter {
      !$0.properties.isWhitespace && $0.properties.generalCategory != .control && seen.insert($0).inserted
    }
  }

  /// The font files in `<folder>/Fonts`, sorted by the bytes of their names; none when the
  /// folder is absent or cannot be listed (its files are then not shipped either).
  package static func paths(inFolder folder: String, reader: ProjectReader) -> [String] {
    listing(inFolder: folder, reader: reader).paths
  }

  /// The font files in `<folder>/Fonts` as `paths(inFolder:reader:)` gives them, and the
  /// symbolic links there that the reader refuses (leading outside the project or in a loop),
  /// which are not shipped and which the lint reports (`symbolic-link`).
  package static func listing(inFolder folder: String, reader: ProjectReader) -> (
    paths: [String], refused: [ProjectLink]
  ) {
    let fonts = folder + "/" + folderName
    guard let listing = try? reader.entries(of: fonts) else { return ([], []) }
    let refused = Set(listing.refused.map(\.path))
    let paths = listing.entries.filter { !$0.isFolder && isFontFile($0.name) }.map { fonts + "/" + $0.name }
      .filter { !refused.contains($0) }
    return (paths, listing.refused)
  }

  /// The files a theme ships: its `own`, then the `shared` ones whose file name none of its
  /// own has (a theme's file replaces the project's of the same name).
  package static func shipped(own: [String], shared: [String]) -> [String] {
    let names = Set(own.map(fileName))
    return own + shared.filter { !names.contains(fileName($0)) }
  }

  /// The last component of `path`: the file's name in the runtime folder's `Fonts/`.
  package static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Every face of the font file at `path`, each checked against `coverage`; or the one-line
  /// reason it is not a usable font (a name the manifest refuses, larger than `maxFileSize`
  /// on disk, which is refused before a byte is read, unreadable, not a font, malformed, too
  /// many faces, a face without a PostScript name or with one no app can register).
  package static func read(
    _ path: String, reader: ProjectReader, coverage: [Unicode.Scalar]
  ) -> Result<[FontFace], FontFileError> {
    if let problem = problem(withFileName: fileName(path)) {
      return .failure(FontFileError(path: path, reason: problem))
    }
    let bytes: [UInt8]
    do {
      bytes = try reader.bytes(at: path, maxBytes: maxFileSize)
    } catch {
      return .failure(FontFileError(path: path, reason: error.reason))
    }
    return faces(bytes, path: path, coverage: coverage)
  }

  /// The faces of the font file `bytes` (read from `path`), as `read` gives them.
  package static func faces(
    _ bytes: [UInt8], path: String, coverage: [Unicode.Scalar]
  ) -> Result<[FontFace], FontFileError> {
    guard bytes.count <= maxFileSize else {
      return .failure(
        FontFileError(
          path: path, reason: "\(bytes.count) bytes, more than the \(maxFileSize) a font may have"))
    }
    switch FreeTypeNative.faces(in: bytes, maxFaces: maxFaces, coverage: coverage) {
    case .failure(let failure):
      return .failure(FontFileError(path: path, reason: failure.message))
    case .success(let found):
      if let nameless = found.first(where: { $0.postScriptName == nil }) {
        return .failure(
          FontFileError(
            path: path, reason: "face \(nameless.index) has no PostScript name, so no app can name it"))
      }
      for face in found {
        if let problem = problem(withPostScriptName: face.postScriptName!) {
          return .failure(FontFileError(path: path, reason: "face \(face.index): " + problem))
        }
      }
      // FreeType skips an OS/2 table it cannot read and reports fsType 0 (installable): a
      // permission nobody gave, so such a face is refused rather than trusted.
      if let blind = found.first(where: { $0.weight == nil }) {
        return .failure(
          FontFileError(
            path: path,
            reason:
              "face \(blind.index) has no readable OS/2 table, so its embedding permission (fsType) is unknown"
          ))
      }
      return .success(
        found.map {
          FontFace(
            file: path, index: $0.index, postScriptName: $0.postScriptName, family: $0.family,
            style: $0.style,
            weight: $0.weight, fsType: $0.fsType, missing: $0.missing)
        })
    }
  }
}
