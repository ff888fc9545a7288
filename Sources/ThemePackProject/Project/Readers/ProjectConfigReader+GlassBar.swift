import ThemePackSupport

extension ProjectConfigReader {
  package static let glassBarKeys = ["titleColor", "tint", "glassTint", "glassTintOpacity"]

  /// `navigationBar.glass`: `true` (every field its default), `false` (none), or an object of
  /// colour names `titleColor`, `tint`, `glassTint` and the number `glassTintOpacity`
  /// (`GlassBarSpec`'s defaults for those left out). Nil when absent, false or invalid (after
  /// a finding).
  package static func readGlassBar(_ bar: JSONObjectCursor) -> GlassBarSpec? {
    guard let value = bar["glass"] else { return nil }
    let glassOwner = "the config's 'navigationBar.glass'"
    switch value {
    case .bool(let flag):
      return flag ? GlassBarSpec() : nil
    case .object(let members):
      let object = bar.child("glass", members, owner: glassOwner)
      object.checkKeys(glassBarKeys)
      var spec = GlassBarSpec()
      if let name = colorName("titleColor", in: object) {
        spec.titleColor = name
      }
      if let name = colorName("tint", in: object) { spec.tint = name }
      if let name = colorName("glassTint", in: object) {
        spec.glassTint = name
      }
      if let opacity = object.number("glassTintOpacity") {
        if (0...1).contains(opacity) {
          spec.glassTintOpacity = opacity
        } else {
          object.report(
            InvalidValueRule.id, .error, at: "glassTintOpacity",
            InvalidValueRule.message(
              "\(opacity)", for: "'glassTintOpacity' in \(glassOwner)",
              reason: "use a number from 0 to 1"))
        }
      }
      return spec
    default:
      bar.report(
        WrongTypeRule.id, .error, at: "glass",
        WrongTypeRule.message(
          "'glass' in the config's 'navigationBar'", expected: "true, false or an object", found: value))
      return nil
    }
  }
}
