/// A size in points.
public struct ThemeSize: Sendable, Equatable, Decodable {
  public var width: Double
  public var height: Double
}
