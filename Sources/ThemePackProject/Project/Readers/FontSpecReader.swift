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

  /// The valid fonts of `root["fonts"]`, by name. `owner` names the file's owner in messages
  /// ("the config", "theme 'blue'").
  package static func read(_ root: [String: JSONValue], owner: String, _ reader: inout JSONFieldReader)
    -> [String: FontSpec]
  {
    guard let fonts = reader.object("fonts", in: root, at: "", owner: owner) else { return [:] }
    let fontsOwner = "the 'fonts' of \(owner)"
    guard fonts.count <= maximumCount else {
      reader.report(
        InvalidValueRule.id, .error, at: "/fonts",
        InvalidValueRule.message(
          "\(fonts.count) fonts", for: "'fonts' in \(owner)", reason: "at most \(maximumCount) are allowed"))
      return [:]
    }
    var specs: [String: FontSpec] = [:]
    for name in fonts.keys.sorted() {
      let path = JSONDocument.path("/fonts", name)
      guard ImageFileName.isValidName(name) else {
        reader.report(
          InvalidValueRule.id, .error, at: path, atKey: true,
          InvalidValueRule.nameMessage(
            "font name", name, in: fontsOwner, reason: ImageFileName.nameReason(name)))
        continue
      }
      if let spec = font(fonts[name]!, at: path, owner: "font '\(name)' of \(owner)", &reader) {
        specs[name] = spec
      }
    }
    return specs
  }

  private static func font(
    _ value: JSONValue, at path: String, owner: String, _ reader: inout JSONFieldReader
  ) -> FontSpec? {
    guard let object = reader.object(value, at: path, named: owner) else { return nil }
    reader.checkKeys(object, at: path, known: fontKeys, in: owner)
    reader.requireKey("family", in: object, at: path, owner: owner)
    reader.requireKey("size", in: object, at: path, owner: owner)
    var valid = true
    let family = reader.string("family", in: object, at: path, owner: owner)
    if let family, let reason = problem(withFamily: family) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "family"),
        InvalidValueRule.message(family, for: "'family' in \(owner)", reason: reason))
      valid = false
    }
    let size = reader.number("size", in: object, at: path, owner: owner)
    if let size, !(size > 0 && size <= FontSpec.maximumSize) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "size"),
        InvalidValueRule.message(
          ProjectConfigReader.formatNumber(size), for: "'size' in \(owner)",
          reason: "a font size is points, more than 0 and at most \(Int(FontSpec.maximumSize))"))
      valid = false
    }
    let lineHeight = reader.number("lineHeight", in: object, at: path, owner: owner)
    if let lineHeight, let reason = FontSpec.problem(withLineHeight: lineHeight) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "lineHeight"),
        InvalidValueRule.message(
          ProjectConfigReader.formatNumber(lineHeight), for: "'lineHeight' in \(owner)", reason: reason))
      valid = false
    }
    let letterSpacing = reader.number("letterSpacing", in: object, at: path, owner: owner)
    if let letterSpacing, let reason = FontSpec.problem(withLetterSpacing: letterSpacing) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "letterSpacing"),
        InvalidValueRule.message(
          ProjectConfigReader.formatNumber(letterSpacing), for: "'letterSpacing' in \(owner)", reason: reason)
      )
      valid = false
    }
    let weight = named(FontWeight.self, "weight", in: object, at: path, owner: owner, &reader)
    let style = named(FontTextStyle.self, "textStyle", in: object, at: path, owner: owner, &reader)
    let keyPath = reader.string("keyPath", in: object, at: path, owner: owner)
    if let keyPath, let reason = SwiftThemeKeyPath.problem(keyPath) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "keyPath"),
        InvalidValueRule.message(keyPath, for: "'keyPath' in \(owner)", reason: reason))
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
    _ type: Value.Type, _ key: String, in object: [String: JSONValue], at path: String, owner: String,
    _ reader: inout JSONFieldReader
  ) -> (value: Value?, valid: Bool) where Value.RawValue == String {
    guard object[key] != nil else { return (nil, true) }
    guard let text = reader.string(key, in: object, at: path, owner: owner) else { return (nil, false) }
    if let value = Value(rawValue: text) { return (value, true) }
    let names = Value.allCases.map(\.rawValue)
    let close = UnknownKeyRule.suggestion(for: text, among: names)
    reader.report(
      InvalidValueRule.id, .error, at: JSONDocument.path(path, key),
      InvalidValueRule.message(
        text, for: "'\(key)' in \(owner)",
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
