import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Reads the colours of a `theme.json`: `color` (with the old top-level `darkColor`) and
/// `colors`. Each colour is a string (`"#FFFFFF"`) or an object:
///
///     "onColor": {"value": "#FFFFFF", "on": "color", "use": "text",
///                 "dark": "#1C1C1E", "highContrast": "#FFFFFF", "darkHighContrast": "#000000"}
///
/// `value` (required) is the light value; `dark`, `highContrast` (light + Increase Contrast)
/// and `darkHighContrast` are given values for the other appearances; `on` is what the colour
/// is drawn on (`color`, `background` or another colour's name) and `use` how it must read
/// there (`text`, `ui` or a ratio 1…21; `text` when absent). The theme colour's object takes
/// only the appearance values. Every problem is a finding with its position.
package struct ThemeColorReader {
  package static let appearanceKeys: [(key: String, appearance: ThemeAppearance)] = [
    ("dark", .dark), ("highContrast", .lightHighContrast), ("darkHighContrast", .darkHighContrast),
  ]
  package static let themeColorKeys = ["value"] + appearanceKeys.map(\.key)
  package static let roleKeys = themeColorKeys + ["on", "use", "keyPath"]
  /// Names `on` gives a meaning of its own, so no extra colour may take them.
  package static let reservedNames = ["color", "background"]

  package let theme: String
  package var owner: String { "theme '\(theme)'" }

  /// The theme colour's light value and its other given values (the top-level `darkColor`
  /// included). `root` is the theme file's root, named as the theme.
  package func themeColor(in root: JSONObjectCursor) -> (
    light: ThemeRGBA?, given: [ThemeAppearance: ThemeRGBA]
  ) {
    var (light, given) = values(of: "color", in: root, keys: Self.themeColorKeys)
    if let dark = color("darkColor", in: root) {
      if given[.dark] != nil {
        root.report(
          InvalidValueRule.id, .error, at: "darkColor",
          "the dark theme colour of \(owner) is given twice: keep 'darkColor' or 'dark' in 'color', not both")
      }
      given[.dark] = dark
    }
    return (light, given)
  }

  /// The valid extra colours of `colors`, by name, with their pairs checked: every `on`
  /// names a colour, and no colours are drawn on each other in a cycle.
  package func extraColors(in root: JSONObjectCursor) -> [String: ColorRole] {
    guard let extras = root.object("colors", owner: "the 'colors' of \(owner)") else { return [:] }
    var roles: [String: ColorRole] = [:]
    for name in extras.sortedKeys {
      guard ImageFileName.isValidName(name), !Self.reservedNames.contains(name) else {
        let reason =
          Self.reservedNames.contains(name)
          ? "'\(name)' is what 'on' calls the \(name == "color" ? "theme colour" : "background"); choose another name"
          : ImageFileName.nameReason(name)
        extras.report(
          InvalidValueRule.id, .error, at: name, atKey: true,
          InvalidValueRule.nameMessage("colour name", name, in: extras.owner, reason: reason))
        continue
      }
      if let role = role(name, in: extras) { roles[name] = role }
    }
    checkSurfaces(&roles, root.reader)
    return roles
  }

  private func role(_ name: String, in extras: JSONObjectCursor) -> ColorRole? {
    let (light, given) = values(of: name, in: extras, keys: Self.roleKeys)
    guard let light else { return nil }
    guard let members = extras[name]?.objectValue else { return ColorRole(name: name, light: light) }
    let object = extras.child(name, members, owner: "colour '\(name)' of \(self.owner)")
    let on = object.string("on")
    var need = ContrastNeed.text
    if let use = object["use"] {
      guard let parsed = self.need(use, in: object) else { return nil }
      need = parsed
      if on == nil, object["on"] == nil {
        object.report(MissingFieldRule.id, .error, MissingFieldRule.message(key: "on", in: object.owner))
        return nil
      }
    }
    let surface = on.map { $0 == "background" ? ColorSurface.background : .color($0) }
    return ColorRole(name: name, light: light, given: given, surface: surface, need: need)
  }

  /// `"text"`, `"ui"` or a ratio from 1 to 21: the member `use` of the colour `object`.
  private func need(_ value: JSONValue, in object: JSONObjectCursor) -> ContrastNeed? {
    let path = object.path(of: "use")
    let owner = object.owner
    let reader = object.reader
    if let text = value.stringValue {
      switch text {
      case "text": return .text
      case "ui": return .ui
      default:
        reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message(
            text, for: "'use' in \(owner)", reason: "use 'text' (4.5:1), 'ui' (3:1) or a ratio from 1 to 21"))
        return nil
      }
    }
    guard let ratio = value.numberValue else {
      reader.report(
        WrongTypeRule.id, .error, at: path,
        WrongTypeRule.message("'use' in \(owner)", expected: "'text', 'ui' or a number", found: value))
      return nil
    }
    guard ratio >= 1, ratio <= 21 else {
      reader.report(
        InvalidValueRule.id, .error, at: path,
        InvalidValueRule.message(
          PointSize.format(ratio), for: "'use' in \(owner)", reason: "a contrast ratio is from 1 to 21"))
      return nil
    }
    return ContrastNeed(ratio: ratio)
  }

  /// Drops pairs on unknown colours and pairs in a cycle, with an error for each.
  private func checkSurfaces(_ roles: inout [String: ColorRole], _ reader: JSONFieldReader) {
    for name in roles.keys.sorted() {
      guard case .color(let target) = roles[name]!.surface, target != "color", roles[target] == nil else {
        continue
      }
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/colors", name), "on"),
        InvalidValueRule.message(
          target, for: "'on' in colour '\(name)' of \(owner)",
          reason: "no such colour: use 'color', 'background' or a name in 'colors'"))
      roles[name]!.surface = nil
    }
    let cycle = ThemeColorSolver.solvingOrder(Array(roles.values)).cycle
    guard let first = cycle.min() else { return }
    let start = cycle.firstIndex(of: first)!
    let loop = Array(cycle[start...] + cycle[..<start]) + [first]
    reader.report(
      InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/colors", first), "on"),
      "colours of \(owner) are drawn on each other in a cycle: "
        + loop.map { "'\($0)'" }.joined(separator: " on ")
        + "; draw one of them on 'color' or 'background'")
    for name in cycle { roles[name]!.surface = nil }
  }

  /// The light value and the given values of a colour written as a string or an object.
  private func values(of key: String, in object: JSONObjectCursor, keys: [String])
    -> (light: ThemeRGBA?, given: [ThemeAppearance: ThemeRGBA])
  {
    guard let value = object[key] else { return (nil, [:]) }
    guard case .object(let members) = value else {
      if value.stringValue == nil {
        object.report(
          WrongTypeRule.id, .error, at: key,
          WrongTypeRule.message(object.describe(key), expected: "a colour string or an object", found: value))
        return (nil, [:])
      }
      return (color(key, in: object), [:])
    }
    let memberOwner =
      key == "color" && object.path.isEmpty
      ? "the theme colour of \(self.owner)" : "colour '\(key)' of \(self.owner)"
    let colour = object.child(key, members, owner: memberOwner)
    colour.checkKeys(keys)
    colour.requireKey("value")
    var given: [ThemeAppearance: ThemeRGBA] = [:]
    for (name, appearance) in Self.appearanceKeys {
      if let color = color(name, in: colour) {
        given[appearance] = color
      }
    }
    return (color("value", in: colour), given)
  }

  private func color(_ key: String, in object: JSONObjectCursor) -> ThemeRGBA? {
    guard let text = object.string(key) else { return nil }
    do {
      return try ColorParser.parse(text)
    } catch {
      object.report(
        InvalidColorRule.id, .error, at: key,
        InvalidColorRule.message(text, name: object.describe(key), reason: error.description))
      return nil
    }
  }
}
