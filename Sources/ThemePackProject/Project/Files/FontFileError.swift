/// Why a font file of a theme is not usable: its path and a one-line reason.
public struct FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: String
  /// Lower-case, one line, no final period ("not a font FreeType knows (unknown file format)").
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "'Themes/blue/Fonts/Brand.ttf': the file is empty"
  public var description: String { "'\(path)': \(reason)" }
}
