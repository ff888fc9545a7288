/// The file the build starts from for one asset in one theme.
package struct ResolvedImage: Sendable, Hashable {
  /// Where the file comes from.
  package enum Origin: String, Sendable, Hashable {
    /// The master in `Base/`, to be tinted.
    case master
    /// The theme's own file, used as drawn.
    case theme
  }

  package var path: String
  /// The scale the file is drawn at (its name's `@Nx`, 1 without a suffix).
  package var scale: Int
  package var origin: Origin

  package init(path: String, scale: Int, origin: Origin) {
    self.path = path
    self.scale = scale
    self.origin = origin
  }
}
