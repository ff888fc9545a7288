import Testing
import ThemePackImaging

@Suite("TintMode reads the modes a theme configuration names")
struct TintModeTests {
  @Test(
    arguments: [
      ("none", nil, TintMode.none),
      ("template", nil, .template),
      ("multiply", nil, .multiply),
      ("screen", nil, .screen),
      ("color", nil, .color),
      ("mix", 0.0, .mix(amount: 0)),
      ("mix", 0.35, .mix(amount: 0.35)),
      ("mix", 1.0, .mix(amount: 1)),
    ] as [(String, Double?, TintMode)])
  func parsesKnownModes(name: String, amount: Double?, expected: TintMode) throws {
    let mode = try TintMode.parse(name: name, amount: amount)
    #expect(mode == expected)
    #expect(mode.name == name)
  }

  @Test(
    arguments: [
      ("tint", nil, "unknown tint mode 'tint': expected none, template, mix, multiply, screen or color"),
      (
        "Template", nil,
        "unknown tint mode 'Template': expected none, template, mix, multiply, screen or color"
      ),
      ("", nil, "unknown tint mode '': expected none, template, mix, multiply, screen or color"),
      ("mix", nil, "tint mode 'mix' needs an amount from 0 to 1"),
      ("mix", 1.5, "invalid amount 1.5 for tint mode 'mix': expected 0 to 1"),
      ("mix", -0.1, "invalid amount -0.1 for tint mode 'mix': expected 0 to 1"),
      ("mix", Double.nan, "invalid amount nan for tint mode 'mix': expected 0 to 1"),
      ("template", 0.5, "tint mode 'template' takes no amount"),
      ("none", 0.0, "tint mode 'none' takes no amount"),
    ] as [(String, Double?, String)])
  func rejectsBadModes(name: String, amount: Double?, message: String) {
    do {
      _ = try TintMode.parse(name: name, amount: amount)
      Issue.record("expected an error for '\(name)'")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func namesListEveryMode() {
    #expect(TintMode.names == ["none", "template", "mix", "multiply", "screen", "color"])
  }

  @Test(arguments: TintMode.Name.allCases)
  func everyNameParsesToTheModeOfThatName(name: TintMode.Name) throws {
    let mode = try TintMode.parse(name: name.rawValue, amount: name == .mix ? 0.5 : nil)
    #expect(mode.name == name.rawValue)
  }
}
