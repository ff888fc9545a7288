import ThemePackSupport

extension ProjectConfigReader {
  package static let glassBarKeys = ["titleColor", "tint", "glassTint", "glassTintOpacity"]

  /// `navigationBar.glass`: `true` (every field its default), `false` (none), or an object of
  /// colour names `titleColor`, `tint`, `glassTint` and the number `glassTintOpacity`
  /// (`GlassBarSpec`'s defaults for those left out). Nil when absent, false or invalid (after
  /// a finding).
  package static func readGlassBar(_ bar: [String: JSONValue], _ reader: inout JSONFieldReader)
    -> GlassBarSpec?
  {
    guard let value = bar["glass"] else { return nil }
    let path = "/navigationBar/glass"
    let glassOwner = "the config's 'navigationBar.glass'"
    switch value {
    case .bool(let flag):
      return flag ? GlassBarSpec() : nil
    case .object(let object):
      reader.checkKeys(object, at: path, known: glassBarKeys, in: glassOwner)
      var spec = GlassBarSpec()
      if let name = colorName("titleColor", in: object, at: path, owner: glassOwner, &reader) {
        spec.titleColor = name
      }
      if let name = colorName("tint", in: object, at: path, owner: glassOwner, &reader) { spec.tint = name }
      if let name = colorName("glassTint", in: object, at: path, owner: glassOwner, &reader) {
        spec.glassTint = name
      }
      if let opacity = reader.number("glassTintOpacity", in: object, at: path, owner: glassOwner) {
        if (0...1).contains(opacity) {
          spec.glassTintOpacity = opacity
        } else {
          reader.report(
            InvalidValueRule.id, .error, at: path + "/glassTintOpacity",
            InvalidValueRule.message(
              "\(opacity)", for: "'glassTintOpacity' in \(glassOwner)",
              reason: "use a number from 0 to 1"))
        }
      }
      return spec
    default:
      reader.report(
        WrongTypeRule.id, .error, at: path,
        WrongTypeRule.message(
          "'glass' in the config's 'navigationBar'", expected: "true, false or an object", found: value))
      return nil
    }
  }
}
