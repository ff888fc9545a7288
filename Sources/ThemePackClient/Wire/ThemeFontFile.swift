/// A font file of a theme, from the manifest's `fontFiles`: its path in the theme folder
/// (`Fonts/<file>`), size, SHA-256 and the PostScript names of its faces, which an app
/// registers from the installed version's folder (`ThemeFontRegistrationPlan`) and names
/// fonts by. Read leniently but never trusted: an entry whose path is not `Fonts/` and one
/// `.ttf`, `.otf`, `.ttc` or `.otc` file name, whose names are no PostScript names, or that the
/// manifest's verified `files` list lacks with the same size and SHA-256, is left out
/// (`ThemeManifest.fontFiles`).
package struct ThemeFontFile: Sendable, Equatable, Decodable {
  public var path: String
  public var size: Int
  public var sha256: String
  /// The faces' PostScript names, in face order.
  public var postScriptNames: [String]

  public init(path: String, size: Int, sha256: String, postScriptNames: [String]) {
    self.path = path
    self.size = size
    self.sha256 = sha256
    self.postScriptNames = postScriptNames
  }

  /// The most faces one file may name; the longest PostScript name.
  static let maxFaces = 64
  static let maxNameBytes = 127

  /// Whether `path` is `Fonts/` and one visible font file name without control characters.
  static func isFontPath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "Fonts", let name = parts.last, !name.hasPrefix("."),
      let dot = name.lastIndex(of: "."), dot != name.startIndex
    else { return false }
    let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    guard fontExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return false }
    return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
  }

  /// Whether `name` is a PostScript name: 1…127 printable ASCII characters without spaces
  /// or `[](){}<>/%`.
  static func isPostScriptName(_ name: String) -> Bool {
    let forbidden = Set("[](){}<>/%".unicodeScalars)
    return !name.isEmpty && name.utf8.count <= maxNameBytes
      && name.unicodeScalars.allSatisfy { $0.value >= 33 && $0.value <= 126 && !forbidden.contains($0) }
  }

  /// The entries of `files` to trust, in order: each well formed and listed in `records` (the
  /// manifest's verified files) with its size and digest; an entry repeating a path or a
  /// PostScript name of an earlier one is left out too.
  static func trusted(_ files: [ThemeFontFile], records: [String: ThemeFileRecord]) -> [ThemeFontFile] {
    var paths: Set<String> = []
    var names: Set<String> = []
    var kept: [ThemeFontFile] = []
    for file in files {
      guard isFontPath(file.path), let record = records[file.path], record.size == file.size,
        record.sha256 == file.sha256, !file.postScriptNames.isEmpty, file.postScriptNames.count <= maxFaces,
        file.postScriptNames.allSatisfy(isPostScriptName),
        Set(file.postScriptNames).count == file.postScriptNames.count,
        names.isDisjoint(with: file.postScriptNames), paths.insert(file.path).inserted
      else { continue }
      names.formUnion(file.postScriptNames)
      kept.append(file)
    }
    return kept
  }
}

/// One member of a JSON array that may not decode: how `fontFiles` is read leniently.
struct LenientElement<Value: Decodable & Sendable>: Decodable, Sendable {
  var value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}
