/// A size in points.
package struct ThemeSize: Sendable, Equatable, Decodable {
  package var width: Double
  package var height: Double
}
