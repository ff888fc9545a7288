import ThemePackSupport

/// The vector formats a master may be drawn in, named by the file's lower-case extension.
package enum VectorFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// SVG 1.1 / SVG Tiny as librsvg draws it.
  case svg
  /// A PDF's first page, as poppler's `pdftocairo` draws it.
  case pdf

  /// The format of a file name by its extension (`icon.svg`), or nil for any other file.
  package static func of(fileName: String) -> VectorFormat? {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    return VectorFormat(rawValue: String(fileName[fileName.index(after: dot)...]))
  }

  /// Whether a path names a vector file by its extension.
  package static func isVector(_ path: String) -> Bool {
    of(fileName: path.split(separator: "/").last.map(String.init) ?? path) != nil
  }
}
