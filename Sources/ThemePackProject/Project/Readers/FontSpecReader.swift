import ThemePackSupport

/// Reads `"fonts"` of `themepack.json` or `theme.json`:
///
///     "fonts": {"title": {"family": "PingFangSC-Semibold", "size": 17, "weight": "semibold",
///                         "textStyle": "headline", "keyPath": "Fonts.title",
///                         "lineHeight": 1.3, "letterSpacing": -0.4}}
///
/// `family` and `size` are required; every problem is a finding with its position, and only
/// valid fonts come back.
package enum FontSpecReader {
  package static let fontKeys = [
    "family", "size", "weight", "textStyle", "keyPath", "lineHeight", "letterSpacing",
  ]
  /// The most fonts one file may declare; more are refused as a whole.
  package static let maximumCount = 500
  /// The longest family name, in UTF-8 bytes.
  package static let maximumFamilyBytes = 256

  /// The valid fonts of `root["fonts"]`, by name. The root's owner names the file's owner in
  /// messages ("the config", "theme 'blue'").
  package static func read(_ root: JSONObjectCursor) -> [String: FontSpec] {
    let owner = root.owner
    guard let fonts = root.object("fonts", owner: "the 'fonts' of \(owner)") else { return [:] }
    guard fonts.members.count <= maximumCount else {
      root.report(
        InvalidValueRule.id, .error, at: "fonts",
        InvalidValueRule.message(
          "\(fonts.members.count) fonts", for: root.describe("fonts"),
          reason: "at most \(maximumCount) are allowed"))
      return [:]
    }
    var specs: [String: FontSpec] = [:]
    for name in fonts.sortedKeys {
      guard ImageFileName.isValidName(name) else {
        fonts.report(
          InvalidValueRule.id, .error, at: name, atKey: true,
          InvalidValueRule.nameMessage(
            "font name", name, in: fonts.owner, reason: ImageFileName.nameReason(name)))
        continue
      }
      let fontOwner = "font '\(name)' of \(owner)"
      if let object = fonts.entry(name, named: fontOwner),
        let spec = font(object)
      {
        specs[name] = spec
      }
    }
    return specs
  }

  /// The font `object` (named "font 'title' of the config"), nil after a finding.
  private static func font(_ object: JSONObjectCursor) -> FontSpec? {
    object.checkKeys(fontKeys)
    object.requireKey("family")
    object.requireKey("size")
    var valid = true
    let family = object.string("family")
    if let family, let reason = problem(withFamily: family) {
      object.report(
        InvalidValueRule.id, .error, at: "family",
        InvalidValueRule.message(family, for: object.describe("family"), reason: reason))
      valid = false
    }
    let size = object.number("size")
    if let size, !(size > 0 && size <= FontSpec.maximumSize) {
      object.report(
        InvalidValueRule.id, .error, at: "size",
        InvalidValueRule.message(
          ProjectConfigReader.formatNumber(size), for: object.describe("size"),
          reason: "a font size is points, more than 0 and at most \(Int(FontSpec.maximumSize))"))
      valid = false
    }
    let lineHeight = object.number("lineHeight")
    if let lineHeight, let reason = FontSpec.problem(withLineHeight: lineHeight) {
      object.report(
        InvalidValueRule.id, .error, at: "lineHeight",
        InvalidValueRule.message(
          ProjectConfigReader.formatNumber(lineHeight), for: object.describe("lineHeight"), reason: reason))
      valid = false
    }
    let letterSpacing = object.number("letterSpacing")
    if let letterSpacing, let reason = FontSpec.problem(withLetterSpacing: letterSpacing) {
      object.report(
        InvalidValueRule.id, .error, at: "letterSpacing",
        InvalidValueRule.message(
          ProjectConfigReader.formatNumber(letterSpacing), for: object.describe("letterSpacing"),
          reason: reason)
      )
      valid = false
    }
    let weight = named(FontWeight.self, "weight", in: object)
    let style = named(FontTextStyle.self, "textStyle", in: object)
    let keyPath = object.string("keyPath")
    if let keyPath, let reason = SwiftThemeKeyPath.problem(keyPath) {
      object.report(
        InvalidValueRule.id, .error, at: "keyPath",
        InvalidValueRule.message(keyPath, for: object.describe("keyPath"), reason: reason))
      valid = false
    }
    guard valid, let family, let size, weight.valid, style.valid,
      object["keyPath"] == nil || keyPath != nil, object["lineHeight"] == nil || lineHeight != nil,
      object["letterSpacing"] == nil || letterSpacing != nil
    else { return nil }
    return FontSpec(
      family: family, size: size, weight: weight.value, textStyle: style.value, keyPath: keyPath,
      lineHeight: lineHeight, letterSpacing: letterSpacing)
  }

  /// A member whose string value must be one of `Value`'s cases; `valid` is false after a finding.
  private static func named<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, _ key: String, in object: JSONObjectCursor
  ) -> (value: Value?, valid: Bool) where Value.RawValue == String {
    guard object[key] != nil else { return (nil, true) }
    guard let text = object.string(key) else { return (nil, false) }
    if let value = Value(rawValue: text) { return (value, true) }
    let names = Value.allCases.map(\.rawValue)
    let close = UnknownKeyRule.suggestion(for: text, among: names)
    object.report(
      InvalidValueRule.id, .error, at: key,
      InvalidValueRule.message(
        text, for: object.describe(key),
        reason: (close.map { "did you mean '\($0)'? " } ?? "") + "expected one of "
          + names.joined(separator: ", ")))
    return (nil, false)
  }

  /// Why `family` cannot name a font, or nil.
  package static func problem(withFamily family: String) -> String? {
    if family.isEmpty { return "a font family name cannot be empty" }
    if family.utf8.count > maximumFamilyBytes {
      return "a font family name has at most \(maximumFamilyBytes) bytes"
    }
    if family.contains(",") {
      return "a font family name cannot hold ',' (SwiftTheme writes fonts as \"Name,size\")"
    }
    if family.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "a font family name cannot hold control characters"
    }
    return nil
  }
}
