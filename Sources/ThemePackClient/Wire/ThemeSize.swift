/// A size in points.
package struct ThemeSize: Sendable, Equatable, Decodable {
  public var width: Double
  public var height: Double
}
