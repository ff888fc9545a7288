import ThemePackArchive
import ThemePackSupport

/// A theme's SwiftTheme values that are no colour, image or font, as `theme.json` keeps them:
/// `values` by key path and `darkValues`, the night values that differ.
package struct SwiftThemeValues: Sendable, Equatable {
  package var light: [String: JSONValue] = [:]
  package var dark: [String: JSONValue] = [:]

  /// The JSON form of a SwiftTheme value: a string, number, boolean, array or dictionary as
  /// the same JSON type. Nil for what JSON cannot say (data, dates), or a number whose text a
  /// `Double` does not give back exactly (`12345678901234567890`): those are reported, not kept.
  package static func json(_ value: SwiftThemeValue) -> JSONValue? {
    switch value {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .number(let text):
      guard let number = Double(text), number.isFinite, exact(number, text) else { return nil }
      return .number(number)
    case .array(let items):
      let converted = items.compactMap(json)
      return converted.count == items.count ? .array(converted) : nil
    case .dictionary(let members):
      let converted = members.compactMapValues(json)
      return converted.count == members.count ? .object(converted) : nil
    case .other: return nil
    }
  }

  /// Whether `number` written back gives the value `text` says (`"30"`, `"0.5"`, `"1.0"`).
  private static func exact(_ number: Double, _ text: String) -> Bool {
    if let whole = Int(text) { return abs(whole) < 1 << 53 && Double(whole) == number }
    return Double(JSONWriter.format(number)) == number
  }
}
