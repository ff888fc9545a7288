import ThemePackSupport

/// A value of a SwiftTheme theme file, from a plist or JSON alike.
package indirect enum SwiftThemeValue: Sendable, Equatable {
  case string(String)
  /// A number, as text (`30`, `0.5`).
  case number(String)
  case bool(Bool)
  case dictionary([String: SwiftThemeValue])
  case array([SwiftThemeValue])
  /// Anything else a plist can hold (data, dates), by kind: `data`, `date`.
  case other(String)

  /// Every leaf under this dictionary with its dotted key path, sorted by key path; arrays
  /// and empty dictionaries are leaves. Empty for a value that is not a dictionary.
  package var leaves: [(keyPath: String, value: SwiftThemeValue)] {
    guard case .dictionary(let members) = self else { return [] }
    var result: [(String, SwiftThemeValue)] = []
    for key in members.keys.sorted() {
      let value = members[key]!
      if case .dictionary(let inner) = value, !inner.isEmpty {
        result += value.leaves.map { (key + "." + $0.keyPath, $0.value) }
      } else {
        result.append((key, value))
      }
    }
    return result
  }

  /// How the report shows the value: a string as is, others by kind.
  package var shown: String {
    switch self {
    case .string(let text): return "'\(JSONParser.shown(text))'"
    case .number(let text): return "the number \(text)"
    case .bool(let flag): return flag ? "true" : "false"
    case .dictionary: return "a dictionary"
    case .array(let items): return "an array of \(items.count)"
    case .other(let kind): return kind
    }
  }
}
