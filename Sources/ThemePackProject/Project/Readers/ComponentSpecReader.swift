import ThemePackSupport

/// Reads `"components"` of `themepack.json` (the defaults) or `theme.json` (a theme's
/// overrides); both have one shape:
///
///     "components": {"alertView": {"title": {"color": "onColor", "font": "title"},
///                                  "confirmButton": {"color": "color", "font": "body"}}}
///
/// A component maps role names to roles; a role names a colour, a font or both. Names are
/// checked here; whether they exist (colours and fonts are per theme) is the lint's
/// `component-reference` rule, and overrides of unknown components its `component-override`.
package enum ComponentSpecReader {
  package static let roleKeys = ["color", "font"]
  /// The most components one file may declare; more are refused as a whole.
  package static let maximumCount = 500
  /// The most roles one component may have.
  package static let maximumRoles = 100

  /// The valid components of `root["components"]`, by name, each with its valid roles.
  package static func read(_ root: [String: JSONValue], owner: String, _ reader: inout JSONFieldReader)
    -> [String: ComponentSpec]
  {
    guard let components = reader.object("components", in: root, at: "", owner: owner) else { return [:] }
    guard components.count <= maximumCount else {
      reader.report(
        InvalidValueRule.id, .error, at: "/components",
        InvalidValueRule.message(
          "\(components.count) components", for: "'components' in \(owner)",
          reason: "at most \(maximumCount) are allowed"))
      return [:]
    }
    var specs: [String: ComponentSpec] = [:]
    for name in components.keys.sorted() {
      let path = JSONDocument.path("/components", name)
      guard checkName("component name", name, at: path, in: "the 'components' of \(owner)", &reader) else {
        continue
      }
      let componentOwner = "component '\(name)' of \(owner)"
      guard let object = reader.object(components[name]!, at: path, named: componentOwner) else { continue }
      guard object.count <= maximumRoles else {
        reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message(
            "\(object.count) roles", for: componentOwner,
            reason: "a component has at most \(maximumRoles) roles"))
        continue
      }
      var roles: [String: ComponentRole] = [:]
      for roleName in object.keys.sorted() {
        let rolePath = JSONDocument.path(path, roleName)
        guard checkName("role name", roleName, at: rolePath, in: componentOwner, &reader) else { continue }
        let roleOwner = "role '\(roleName)' of \(componentOwner)"
        if let role = role(object[roleName]!, at: rolePath, owner: roleOwner, &reader) {
          roles[roleName] = role
        }
      }
      specs[name] = ComponentSpec(roles: roles, positions: positions(under: path, in: reader.document))
    }
    return specs
  }

  private static func role(
    _ value: JSONValue, at path: String, owner: String, _ reader: inout JSONFieldReader
  ) -> ComponentRole? {
    guard let object = reader.object(value, at: path, named: owner) else { return nil }
    reader.checkKeys(object, at: path, known: roleKeys, in: owner)
    guard object["color"] != nil || object["font"] != nil else {
      reader.report(
        MissingFieldRule.id, .error, at: path,
        "\(owner) names no colour or font: give 'color', 'font' or both")
      return nil
    }
    var valid = true
    var names: [String: String] = [:]
    for key in roleKeys where object[key] != nil {
      guard let name = reader.string(key, in: object, at: path, owner: owner) else {
        valid = false
        continue
      }
      guard ImageFileName.isValidName(name) else {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, key),
          InvalidValueRule.message(
            name, for: "'\(key)' in \(owner)",
            reason: "name a \(key == "color" ? "colour" : "font") of the theme"))
        valid = false
        continue
      }
      names[key] = name
    }
    return valid ? ComponentRole(color: names["color"], font: names["font"]) : nil
  }

  private static func checkName(
    _ kind: String, _ name: String, at path: String, in owner: String, _ reader: inout JSONFieldReader
  ) -> Bool {
    guard ImageFileName.isValidName(name) else {
      reader.report(
        InvalidValueRule.id, .error, at: path, atKey: true,
        InvalidValueRule.nameMessage(kind, name, in: owner, reason: ImageFileName.nameReason(name)))
      return false
    }
    return true
  }

  /// Where every value under `path` starts, by pointer relative to it without a leading '/'.
  private static func positions(under path: String, in document: JSONDocument) -> [String: JSONDocument
    .Position]
  {
    var positions: [String: JSONDocument.Position] = [:]
    for (pointer, position) in document.positions where !pointer.hasSuffix("#key") {
      if pointer == path {
        positions[""] = position
      } else if pointer.hasPrefix(path + "/") {
        positions[String(pointer.dropFirst(path.count + 1))] = position
      }
    }
    return positions
  }
}
