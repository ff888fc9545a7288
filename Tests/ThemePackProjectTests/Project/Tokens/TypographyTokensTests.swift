import Testing
import ThemePackProject
import ThemePackSupport

/// `typography` tokens become a theme's fonts in every layout the tokens reader accepts; a
/// token that cannot be read is one warning naming it, and the colours are read all the same.
@Suite("fonts from design tokens: DTCG, older DTCG, Tokens Studio, hostile tokens")
struct TypographyTokensTests {
  /// The fonts and findings of `tokens` (JSON members beside a theme colour) in group `group`.
  static func read(_ tokens: String, group: [String] = []) throws -> ([String: FontSpec], [Finding], Bool) {
    // A Tokens Studio file writes every token in its legacy form, the colour too.
    let legacy = tokens.contains("\"type\"")
    let color =
      legacy ? ##"{"type": "color", "value": "#226BAA"}"## : ##"{"$type": "color", "$value": "#226BAA"}"##
    let text = "{\"color\": \(color), \(tokens)}"
    let document = try JSONDocument.parse(Array(text.utf8))
    let file = try DesignTokensFile.read(document, file: "t.tokens.json").get()
    var reader = DesignTokensReader(
      tokens: file, reference: TokensReference(file: "t.tokens.json", group: group), theme: "a")
    let colors = reader.colors()
    let fonts = reader.typography()
    return (fonts, reader.findings, colors != nil)
  }

  /// (label, tokens, font name, the font read)
  static let layouts: [(String, String, String, FontSpec)] = [
    (
      "DTCG 2025.10 with aliases",
      #"""
      "base": {"family": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
               "size": {"$type": "dimension", "$value": {"value": 1.25, "unit": "rem"}},
               "weight": {"$type": "fontWeight", "$value": "semi-bold"}},
      "typography": {"$type": "typography", "heading": {"$value": {
        "fontFamily": "{base.family}", "fontSize": "{base.size}", "fontWeight": "{base.weight}",
        "lineHeight": 1.25, "letterSpacing": {"value": -0.02, "unit": "em"}}}}
      """#,
      "heading",
      FontSpec(family: "Inter", size: 20, weight: .semibold, lineHeight: 1.25, letterSpacing: -0.4)
    ),
    (
      "older DTCG strings and a $ref",
      #"""
      "fonts": {"body": {"$type": "fontFamily", "$value": "Roboto"}},
      "text": {"body": {"large": {"$type": "typography", "$value": {
        "fontFamily": {"$ref": "#/fonts/body/$value"}, "fontSize": "18px", "fontWeight": 700,
        "lineHeight": "27px", "letterSpacing": "0.5px"}}}}
      """#,
      "textBodyLarge",
      FontSpec(family: "Roboto", size: 18, weight: .bold, lineHeight: 1.5, letterSpacing: 0.5)
    ),
    (
      "Tokens Studio legacy strings",
      #"""
      "typography": {"caption": {"type": "typography", "value": {
        "fontFamily": "Open Sans", "fontWeight": "Semi Bold", "fontSize": "12", "lineHeight": "150%",
        "letterSpacing": "5%", "paragraphSpacing": "0"}}}
      """#,
      "caption",
      FontSpec(family: "Open Sans", size: 12, weight: .semibold, lineHeight: 1.5, letterSpacing: 0.6)
    ),
    (
      "auto line height and no weight",
      #""typography": {"plain": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 14, "lineHeight": "AUTO"}}}"#,
      "plain", FontSpec(family: "A", size: 14)
    ),
    (
      "a whole-value alias and ThemePack's own extension",
      #"""
      "typography": {"$type": "typography",
        "base": {"$value": {"fontFamily": "A", "fontSize": 17, "fontWeight": 400, "lineHeight": 1.2,
                 "letterSpacing": {"value": 0, "unit": "px"}},
                 "$extensions": {"com.themepack": {"defaulted": ["fontWeight", "lineHeight"], "textStyle": "body"}}},
        "alias": {"$value": "{typography.base}"}}
      """#,
      "base", FontSpec(family: "A", size: 17, textStyle: .body, letterSpacing: 0)
    ),
  ]

  @Test(arguments: layouts)
  func eachLayoutGivesItsFont(label: String, tokens: String, name: String, expected: FontSpec) throws {
    let (fonts, findings, colors) = try Self.read(tokens)
    #expect(findings.isEmpty, "\(label): \(findings.map(\.message))")
    #expect(colors, "\(label)")
    #expect(fonts[name] == expected, "\(label): \(fonts)")
  }

  @Test func onlyTheThemesGroupIsRead() throws {
    let tokens = #"""
      "themes": {"blue": {"color": {"$type": "color", "$value": "#226BAA"},
        "title": {"$type": "typography", "$value": {"fontFamily": "B", "fontSize": 20}}},
        "red": {"title": {"$type": "typography", "$value": {"fontFamily": "R", "fontSize": 20}}}}
      """#
    let (fonts, findings, _) = try Self.read(tokens, group: ["themes", "blue"])
    #expect(findings.isEmpty, "\(findings.map(\.message))")
    #expect(fonts == ["title": FontSpec(family: "B", size: 20)])
  }

  /// (label, tokens, message part); each token named `typography.t`.
  static let hostile: [(String, String, String)] = [
    ("value a string", #""$value": "Inter 16""#, "a typography value must be an object"),
    ("no family", #""$value": {"fontSize": 16}"#, "needs 'fontFamily' and 'fontSize'"),
    ("family a number", #""$value": {"fontFamily": 5, "fontSize": 16}"#, "'fontFamily' must be a name"),
    ("family with a comma", #""$value": {"fontFamily": "A,B", "fontSize": 16}"#, "cannot hold ','"),
    ("family an empty list", #""$value": {"fontFamily": [], "fontSize": 16}"#, "'fontFamily' must be a name"),
    (
      "size in percent", #""$value": {"fontFamily": "A", "fontSize": "120%"}"#,
      "'fontSize' must be a dimension"
    ),
    ("size zero", #""$value": {"fontFamily": "A", "fontSize": "0px"}"#, "is not above 0"),
    ("size huge", #""$value": {"fontFamily": "A", "fontSize": 1e300}"#, "is not above 0 and at most 1000"),
    ("size an expression", #""$value": {"fontFamily": "A", "fontSize": "{x} * 2"}"#, "'fontSize' must be"),
    (
      "size a dimension without unit", #""$value": {"fontFamily": "A", "fontSize": {"value": 16}}"#,
      "'fontSize' must be a dimension"
    ),
    ("weight 0", #""$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": 0}"#, "'fontWeight' must be"),
    (
      "weight unknown", #""$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": "fat"}"#, "'fontWeight'"
    ),
    (
      "line height 0", #""$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": 0}"#,
      "'lineHeight': a line"
    ),
    (
      "line height 500%", #""$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": "5000%"}"#,
      "at most 10"
    ),
    (
      "line height an object", #""$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": {}}"#,
      "'lineHeight'"
    ),
    (
      "letter spacing in vw", #""$value": {"fontFamily": "A", "fontSize": 16, "letterSpacing": "2vw"}"#,
      "'letterSpacing' must be"
    ),
    (
      "letter spacing huge", #""$value": {"fontFamily": "A", "fontSize": 16, "letterSpacing": "-1e9px"}"#,
      "at most 100 either way"
    ),
    (
      "alias to nothing", #""$value": {"fontFamily": "{nope.x}", "fontSize": 16}"#,
      "alias '{nope.x}' names no token"
    ),
    ("alias to itself", #""$value": "{typography.t}""#, "aliases form a cycle"),
    (
      "a bad $ref", ##""$value": {"fontFamily": {"$ref": "#/x"}, "fontSize": 16}"##, "'$ref' must be a string"
    ),
  ]

  @Test(arguments: hostile)
  func hostileTypographyIsOneWarningAndTheColoursStay(label: String, token: String, message: String) throws {
    let tokens = "\"typography\": {\"t\": {\"$type\": \"typography\", \(token)}}"
    let (fonts, findings, colors) = try Self.read(tokens)
    #expect(fonts.isEmpty, "\(label)")
    #expect(colors, "\(label)")
    #expect(findings.count == 1, "\(label): \(findings.map(\.message))")
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "invalid-tokens" && finding.severity == .warning, "\(label)")
    #expect(finding.message.hasPrefix("token 'typography.t' for theme 'a': "), "\(label): \(finding.message)")
    #expect(finding.message.contains(message), "\(label): \(finding.message)")
    #expect(finding.message.hasSuffix("; the font is left out"), "\(label)")
    #expect(finding.line != nil, "\(label)")
  }

  @Test func twoTokensGivingOneNameAreAWarning() throws {
    let tokens = #"""
      "typography": {"$type": "typography", "headingLarge": {"$value": {"fontFamily": "A", "fontSize": 20}},
        "heading": {"large": {"$value": {"fontFamily": "B", "fontSize": 20}}}}
      """#
    let (fonts, findings, _) = try Self.read(tokens)
    #expect(fonts.count == 1)
    #expect(
      findings.count == 1 && findings[0].message.contains("both give font 'headingLarge'"), "\(findings)")
  }
}
