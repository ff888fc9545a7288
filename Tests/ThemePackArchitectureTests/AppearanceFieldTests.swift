import Foundation
import Testing
import ThemePackToolTestSupport

/// One appearance type (issue 50), its other half: the four values of an appearance are an
/// `AppearanceValues` and the two traits a `ThemeAppearance`. Outside ThemePackArchive no
/// declaration may hold a `darkHighContrast` of its own (a fourth field beside `light`, `dark`
/// and `highContrast`), and no parameter list or tuple may pair `dark: Bool` (or `isDark`) with
/// `highContrast: Bool` (or `isHighContrast`).
@Suite(
  "One appearance type: no four-field appearance and no dark/high-contrast Bool pair outside ThemePackArchive"
)
struct AppearanceFieldTests {
  static let darkNames: Set<String> = ["dark", "isDark"]
  static let contrastNames: Set<String> = ["highContrast", "isHighContrast"]

  /// `name: Bool` at `index` (the name, then `:`, then `Bool`).
  static func isBool(_ tokens: [SwiftToken], at index: Int, named names: Set<String>) -> Bool {
    guard index + 2 < tokens.count, case .word(let name) = tokens[index], names.contains(name) else {
      return false
    }
    return tokens[index + 1] == .symbol(UInt8(ascii: ":")) && tokens[index + 2] == .word("Bool")
  }

  /// What `source` declares that the rule forbids: `var darkHighContrast` (or `let`), and
  /// `dark: Bool … highContrast: Bool` inside one pair of parentheses.
  static func findings(in source: String) -> [String] {
    let tokens = SwiftTokenizer.tokens(of: source)
    var found: [String] = []
    for index in tokens.indices {
      if case .word(let kind) = tokens[index], kind == "var" || kind == "let", index + 1 < tokens.count,
        tokens[index + 1] == .word("darkHighContrast")
      {
        found.append("\(kind) darkHighContrast")
      }
      guard isBool(tokens, at: index, named: darkNames) else { continue }
      var depth = 0
      for next in tokens[(index + 3)...].indices {
        if tokens[next] == .symbol(UInt8(ascii: "(")) { depth += 1 }
        if tokens[next] == .symbol(UInt8(ascii: ")")) {
          if depth == 0 { break }
          depth -= 1
        }
        if depth == 0, isBool(tokens, at: next, named: contrastNames) {
          found.append("a dark and a high-contrast Bool")
          break
        }
      }
    }
    return found
  }

  @Test func noTargetButThemePackArchiveHoldsAnAppearanceInFieldsOrBools() throws {
    let (inHome, elsewhere) = try AppearanceTypeTests.scanSources(Self.findings(in:))
    for (file, found) in elsewhere {
      #expect(found.isEmpty, "Sources/\(file) has \(found): use AppearanceValues or ThemeAppearance")
    }
    #expect(inHome.contains("var darkHighContrast"), "the scan sees AppearanceValues' own field")
    #expect(inHome.contains("a dark and a high-contrast Bool"), "the scan sees ThemeAppearance's init")
  }

  static let cases: [AppearanceTypeTests.Case] = [
    .init(
      label: "a four-field struct",
      source:
        "struct Pair { var light: Int; var dark: Int; var highContrast: Int; var darkHighContrast: Int }",
      expected: ["var darkHighContrast"]),
    .init(
      label: "a computed accessor", source: "var darkHighContrast: Entry? { entry(.darkHighContrast) }",
      expected: ["var darkHighContrast"]),
    .init(
      label: "a Bool pair", source: "func f(dark: Bool, highContrast: Bool) {}",
      expected: ["a dark and a high-contrast Bool"]),
    .init(
      label: "a Bool pair with labels and defaults",
      source: "init(isDark: Bool = false, scale: Int, isHighContrast: Bool = false)",
      expected: ["a dark and a high-contrast Bool"]),
    .init(
      label: "a tuple of the two", source: "var traits: (dark: Bool, highContrast: Bool)",
      expected: ["a dark and a high-contrast Bool"]),
    .init(label: "one Bool alone", source: "func name(isDark: Bool) -> String", expected: []),
    .init(
      label: "two calls", source: "f(dark: Bool) ; g(highContrast: Bool)", expected: []),
    .init(
      label: "uses of the one type",
      source: "let a = values.darkHighContrast\ncase .darkHighContrast: return 1", expected: []),
  ]

  @Test(arguments: cases)
  func theScanFindsFieldsAndBoolPairs(_ item: AppearanceTypeTests.Case) {
    #expect(Self.findings(in: item.source) == item.expected)
  }
}
