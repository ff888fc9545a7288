import Foundation
import ThemePackArchive
import ThemePackSupport

/// The members of a `typography` token's value, each already resolved through aliases, as the
/// token layouts the tokens reader accepts write them: DTCG 2025.10 (`{"value": 16, "unit":
/// "px"}`, a unitless `lineHeight`, weights 1–1000 or their names), older DTCG strings
/// (`"16px"`, `"1rem"`), and Tokens Studio's legacy strings (`"16"` px, `"150%"`, `"AUTO"`,
/// `"Semi Bold"`). A rem is 16 px, and a px is one point. Each function returns the value or
/// why it cannot be read (one line, naming the member).
package enum TypographyTokenValue {
  /// Points per `rem` (and per `em` of a size, which has no parent here).
  package static let remPoints = 16.0

  /// `fontFamily`: a name, or a list of names whose first is taken.
  package static func family(_ value: JSONValue) -> Result<String, Problem> {
    let name = value.stringValue ?? value.arrayValue?.first?.stringValue
    guard let name else { return .failure(Problem("'fontFamily' must be a name or a list of names")) }
    if let reason = FontSpecReader.problem(withFamily: name) {
      return .failure(Problem("'fontFamily': " + reason))
    }
    return .success(name)
  }

  /// `fontSize` in points: a number, a dimension object or a string in px or rem.
  package static func size(_ value: JSONValue) -> Result<Double, Problem> {
    guard let (number, unit) = dimension(value), ["", "px", "rem"].contains(unit) else {
      return .failure(Problem("'fontSize' must be a dimension in px or rem, found \(value.typeName)"))
    }
    let size = unit == "rem" ? number * remPoints : number
    guard size > 0, size <= FontSpec.maximumSize else {
      return .failure(
        Problem("'fontSize' \(ProjectConfigReader.formatNumber(size)) is not above 0 and at most 1000 points")
      )
    }
    return .success(size)
  }

  /// `fontWeight`: a number from 1 to 1000 (rounded to the nearest hundred, 100–900) or a
  /// weight's name in any case, spaces and dashes ignored (`"semi-bold"`, `"Semi Bold"`).
  package static func weight(_ value: JSONValue) -> Result<FontWeight, Problem> {
    var number = value.numberValue
    if number == nil, let text = value.stringValue {
      let key = text.lowercased().filter { $0.isLetter || $0.isNumber }.replacingOccurrences(
        of: "italic", with: "")
      number = Double(key) ?? weightNames[key.isEmpty ? "regular" : key]
    }
    guard let number, number >= 1, number <= 1000 else {
      return .failure(Problem("'fontWeight' must be a number from 1 to 1000 or a weight's name"))
    }
    let index = min(max(Int((number / 100).rounded()), 1), 9) - 1
    return .success(FontWeight.allCases[index])
  }

  /// CSS weights by name, as DTCG lists them (lower case, without spaces and dashes).
  package static let weightNames: [String: Double] = [
    "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
    "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
    "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
  ]

  /// `lineHeight` as a multiple of `size`: a number is the multiple; `"150%"` is 1.5; a
  /// dimension (px, rem, a bare number in a string as Tokens Studio writes px) is divided by
  /// the size; `"auto"` and `"normal"` give nil (the font's own).
  package static func lineHeight(_ value: JSONValue, size: Double) -> Result<Double?, Problem> {
    if let text = value.stringValue?.lowercased(), text == "auto" || text == "normal" { return .success(nil) }
    var multiple: Double?
    if let number = value.numberValue {
      multiple = number
    } else if let (number, unit) = dimension(value) {
      switch unit {
      case "%": multiple = number / 100
      case "", "px": multiple = number / size
      case "rem": multiple = number * remPoints / size
      case "em": multiple = number
      default: break
      }
    }
    guard let multiple else {
      return .failure(
        Problem("'lineHeight' must be a number (a multiple of the size), a percentage or a dimension"))
    }
    if let reason = FontSpec.problem(withLineHeight: multiple) {
      return .failure(Problem("'lineHeight': " + reason))
    }
    return .success(multiple)
  }

  /// `letterSpacing` in points: a dimension in px, rem or em (of `size`), a percentage of the
  /// size (Tokens Studio), or a bare number (px).
  package static func letterSpacing(_ value: JSONValue, size: Double) -> Result<Double, Problem> {
    var points: Double?
    if let (number, unit) = dimension(value) {
      switch unit {
      case "", "px": points = number
      case "rem": points = number * remPoints
      case "em": points = number * size
      case "%": points = number * size / 100
      default: break
      }
    }
    guard let points else {
      return .failure(Problem("'letterSpacing' must be a dimension in px, rem or em, or a percentage"))
    }
    if let reason = FontSpec.problem(withLetterSpacing: points) {
      return .failure(Problem("'letterSpacing': " + reason))
    }
    return .success(points)
  }

  /// A number and its unit ("" for none): a JSON number, `{"value": n, "unit": "px"}`, or a
  /// string such as `"16px"`, `"-0.5"`, `"150%"`; nil for anything else.
  package static func dimension(_ value: JSONValue) -> (Double, String)? {
    if let number = value.numberValue { return number.isFinite ? (number, "") : nil }
    if let members = value.objectValue {
      guard let number = members["value"]?.numberValue, number.isFinite,
        let unit = members["unit"]?.stringValue
      else { return nil }
      return (number, unit)
    }
    guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
      text.utf8.count <= 64
    else { return nil }
    let unit = String(text.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
    guard let number = Double(text.dropLast(unit.count)), number.isFinite else { return nil }
    return (number, unit.lowercased())
  }

  /// Why a member cannot be read.
  package struct Problem: Error, Sendable, Equatable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
  }
}
