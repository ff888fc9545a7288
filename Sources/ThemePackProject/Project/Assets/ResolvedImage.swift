/// The file the build starts from for one asset in one theme.
public struct ResolvedImage: Sendable, Hashable {
  /// Where the file comes from.
  public enum Origin: String, Sendable, Hashable {
    /// The master in `Base/`, to be tinted.
    case master
    /// The theme's own file, used as drawn.
    case theme
  }

  public var path: String
  /// The scale the file is drawn at (its name's `@Nx`, 1 without a suffix).
  public var scale: Int
  public var origin: Origin

  public init(path: String, scale: Int, origin: Origin) {
    self.path = path
    self.scale = scale
    self.origin = origin
  }
}
