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
  package static func read(_ root: JSONObjectCursor) -> [String: ComponentSpec] {
    let owner = root.owner
    guard let components = root.object("components", owner: "the 'components' of \(owner)") else {
      return [:]
    }
    guard components.members.count <= maximumCount else {
      root.report(
        InvalidValueRule.id, .error, at: "components",
        InvalidValueRule.message(
          "\(components.members.count) components", for: root.describe("components"),
          reason: "at most \(maximumCount) are allowed"))
      return [:]
    }
    var specs: [String: ComponentSpec] = [:]
    for name in components.sortedKeys {
      guard checkName("component name", name, in: components) else { continue }
      let componentOwner = "component '\(name)' of \(owner)"
      let path = components.path(of: name)
      guard let object = components.entry(name, named: componentOwner) else { continue }
      guard object.members.count <= maximumRoles else {
        object.report(
          InvalidValueRule.id, .error,
          InvalidValueRule.message(
            "\(object.members.count) roles", for: componentOwner,
            reason: "a component has at most \(maximumRoles) roles"))
        continue
      }
      var roles: [String: ComponentRole] = [:]
      for roleName in object.sortedKeys {
        guard checkName("role name", roleName, in: object) else { continue }
        let roleOwner = "role '\(roleName)' of \(componentOwner)"
        if let role = object.entry(roleName, named: roleOwner).flatMap(role) {
          roles[roleName] = role
        }
      }
      specs[name] = ComponentSpec(roles: roles, positions: positions(under: path, in: root.reader.document))
    }
    return specs
  }

  /// The role `object` (named "role 'title' of component 'alertView' of the config"), nil after
  /// a finding.
  private static func role(_ object: JSONObjectCursor) -> ComponentRole? {
    object.checkKeys(roleKeys)
    guard object["color"] != nil || object["font"] != nil else {
      object.report(
        MissingFieldRule.id, .error, "\(object.owner) names no colour or font: give 'color', 'font' or both")
      return nil
    }
    var valid = true
    var names: [String: String] = [:]
    for key in roleKeys where object[key] != nil {
      guard let name = object.string(key) else {
        valid = false
        continue
      }
      guard ImageFileName.isValidName(name) else {
        object.report(
          InvalidValueRule.id, .error, at: key,
          InvalidValueRule.message(
            name, for: object.describe(key),
            reason: "name a \(key == "color" ? "colour" : "font") of the theme"))
        valid = false
        continue
      }
      names[key] = name
    }
    return valid ? ComponentRole(color: names["color"], font: names["font"]) : nil
  }

  /// Whether the key `name` of `object` is a valid name of a `kind`; false after a finding.
  private static func checkName(_ kind: String, _ name: String, in object: JSONObjectCursor) -> Bool {
    guard ImageFileName.isValidName(name) else {
      object.report(
        InvalidValueRule.id, .error, at: name, atKey: true,
        InvalidValueRule.nameMessage(kind, name, in: object.owner, reason: ImageFileName.nameReason(name)))
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
