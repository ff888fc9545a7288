/// A font weight, as iOS names them (`UIFont.Weight`), with the CSS weight the preview and
/// the design tokens write.
package enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The CSS / DTCG `fontWeight` number: 100 (`ultraLight`) to 900 (`black`).
  package var cssWeight: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }
}
