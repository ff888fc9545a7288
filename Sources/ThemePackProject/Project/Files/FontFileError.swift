/// Why a font file of a theme is not usable: its path and a one-line reason.
package struct FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
  package var path: String
  /// Lower-case, one line, no final period ("not a font FreeType knows (unknown file format)").
  package var reason: String

  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "'Themes/blue/Fonts/Brand.ttf': the file is empty"
  package var description: String { "'\(path)': \(reason)" }
}
