import Testing
import ThemePackArchive
import ThemePackImaging

@testable import ThemePackImport

/// How `init` tells a brand's colour from the surfaces and text beside it, by the words of a
/// colour's name (`ThemeColorName`) and of a page's (`TokensDarkBackground`).
@Suite("the theme colour and the dark page, chosen by the words of their names")
struct ThemeColorNameTests {
  @Test(arguments: [
    ("textOnAccent", ["text", "on", "accent"]), ("surface.background", ["surface", "background"]),
    ("button-primary_default", ["button", "primary", "default"]),
    ("Brand A", ["brand", "a"]), ("gray100", ["gray100"]), ("AccentColor", ["accent", "color"]),
  ])
  func wordsSplitAtCaseAndPunctuation(name: String, words: [String]) {
    #expect(ThemeColorName.words(name) == words)
  }

  @Test(arguments: [
    (["brandPrimary", "backgroundPrimary", "textPrimary", "primaryBorder"], "brandPrimary"),
    (["surface.background", "action.primary.default", "brand.accent"], "brand.accent"),
    (["color.accent.base-hover", "color.accent.base-default"], "color.accent.base-default"),
    (["accent.1", "accent.2", "accent.3", "accent.4", "accent.5"], "accent.3"),
    (["blue.50", "blue.100", "blue.500", "blue.900", "primary.main"], "primary.main"),
  ])
  func theStrongestCandidateWins(names: [String], chosen: String) {
    let candidates = ThemeColorName.candidates(names.map { $0.split(separator: ".").map(String.init) })
    #expect(candidates.first?.joined(separator: ".") == chosen)
  }

  @Test(arguments: ["pageBackground", "textPrimary", "onPrimary", "borderDefault", "gray.500", "link"])
  func surfacesAndTextAreNoCandidates(name: String) {
    #expect(ThemeColorName.rank(name.split(separator: ".").map(String.init)) == nil)
  }

  @Test func theDarkPageIsANeutralBackgroundWithAGivenDarkValue() {
    func role(_ name: String, dark: ThemeRGBA?) -> ColorRole {
      ColorRole(name: name, light: .white, given: dark.map { [.dark: $0] } ?? [:])
    }
    let dark = ThemeRGBA(red: 0x12, green: 0x12, blue: 0x12)
    let roles = [
      "brandBackground": role("brandBackground", dark: .init(red: 0xC8, green: 0x10, blue: 0x2E)),
      "textOnBackground": role("textOnBackground", dark: .white),
      "surfaceBackground": role("surfaceBackground", dark: dark),
      "background": role("background", dark: nil),
      "surfaceRaisedBackground": role("surfaceRaisedBackground", dark: ThemeRGBA(red: 0, green: 0, blue: 0)),
    ]
    // `background` gives no dark value; of the others, the fewest words.
    let chosen = TokensDarkBackground.choose(roles)
    #expect(chosen?.name == "surfaceBackground")
    #expect(chosen?.dark == dark)
    #expect(TokensDarkBackground.choose(roles.filter { $0.key.hasPrefix("brand") }) == nil)
  }
}
