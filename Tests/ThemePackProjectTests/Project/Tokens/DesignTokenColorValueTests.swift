import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

@Suite("design tokens in: DTCG 2025.10 colour values")
struct DesignTokenColorValueTests {
  private func color(_ json: String) throws -> ThemeRGBA {
    try DesignTokenColorValue.parse(try JSONDocument.parseValue(Array(json.utf8))).get()
  }

  @Test(arguments: [
    ("\"#226BAA\"", ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)),
    ("\"#226baa80\"", ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA, alpha: 0x80)),
    ("\"#fa0\"", ThemeRGBA(red: 0xFF, green: 0xAA, blue: 0x00)),
    ("\"#fa08\"", ThemeRGBA(red: 0xFF, green: 0xAA, blue: 0x00, alpha: 0x88)),
    // Tokens Studio's functional forms.
    ("\"rgb(34, 107, 170)\"", ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)),
    ("\"rgba(0,0,0,0.25)\"", ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 64)),
    ("\"RGBA(255, 0, 0, 1)\"", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("\"rgba(100%, 50%, 0%, 50%)\"", ThemeRGBA(red: 255, green: 128, blue: 0, alpha: 128)),
    ("\"rgba(#226BAA, 0.5)\"", ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA, alpha: 128)),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0.13333333333333333, 0.4196078431372549, 0.6666666666666666]}",
      ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [1, 1, 1], \"alpha\": 0.5, \"hex\": \"#ffffff\"}",
      ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 128)
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [\"none\", 1, \"none\"]}",
      ThemeRGBA(red: 0, green: 255, blue: 0)
    ),
    // A hex a level off is another tool's rounding; the components win.
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0.5, 0.5, 0.5], \"hex\": \"#7f7f7f\"}",
      ThemeRGBA(red: 0x80, green: 0x80, blue: 0x80)
    ),
    (
      "{\"colorSpace\": \"hsl\", \"components\": [210, 50, 40], \"hex\": \"#336699\"}",
      ThemeRGBA(red: 0x33, green: 0x66, blue: 0x99)
    ),
  ])
  func srgbAndHexFormsAreExact(json: String, expected: ThemeRGBA) throws {
    #expect(try color(json) == expected)
  }

  /// Published figures (CSS Color 4, colorjs.io) for sRGB red, `rebeccapurple` (#663399) and
  /// #336699 in each space, rounded as printed there: within one level per channel.
  @Test(arguments: [
    ("srgb-linear", "[1, 0, 0]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("display-p3", "[0.9175, 0.2003, 0.1386]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("a98-rgb", "[0.8590, 0, 0]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("rec2020", "[0.82346, 0.32843, 0.18034]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("prophoto-rgb", "[0.7020, 0.2757, 0.1036]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("xyz-d65", "[0.4124, 0.2126, 0.0193]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("xyz-d50", "[0.4360, 0.2225, 0.0139]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("lab", "[54.29, 80.80, 69.89]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("lch", "[54.29, 106.84, 40.85]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("oklab", "[0.62796, 0.22486, 0.12585]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("oklch", "[0.62796, 0.25768, 29.234]", ThemeRGBA(red: 255, green: 0, blue: 0)),
    ("lab", "[32.393, 38.428, -47.69]", ThemeRGBA(red: 0x66, green: 0x33, blue: 0x99)),
    ("oklch", "[0.44027, 0.1603, 303.37]", ThemeRGBA(red: 0x66, green: 0x33, blue: 0x99)),
    ("hsl", "[210, 50, 40]", ThemeRGBA(red: 0x33, green: 0x66, blue: 0x99)),
    ("hwb", "[210, 20, 40]", ThemeRGBA(red: 0x33, green: 0x66, blue: 0x99)),
  ])
  func everyColourSpaceConvertsToSRGB(space: String, components: String, expected: ThemeRGBA) throws {
    let found = try color("{\"colorSpace\": \"\(space)\", \"components\": \(components)}")
    for (a, b) in [(found.red, expected.red), (found.green, expected.green), (found.blue, expected.blue)] {
      #expect(abs(Int(a) - Int(b)) <= 1, "\(space): \(found.hexString) for \(expected.hexString)")
    }
    #expect(found.alpha == 255)
  }

  /// color.js's OKLab and OKLCh figures for the sRGB primaries and secondaries
  /// (color-js/color.js@e9d9fa8, test/conversions.js), read back: the same sRGB colour within
  /// one level. White's hue is undefined there, written `"none"` as the format allows.
  @Test(arguments: [
    ("oklab", "[1.0, 0.0, 0.0]", "#FFFFFF"), ("oklab", "[0.627955, 0.224863, 0.125846]", "#FF0000"),
    ("oklab", "[0.86644, -0.233888, 0.179498]", "#00FF00"),
    ("oklab", "[0.452014, -0.032457, -0.311528]", "#0000FF"),
    ("oklab", "[0.905399, -0.149444, -0.039398]", "#00FFFF"),
    ("oklab", "[0.701674, 0.274566, -0.169156]", "#FF00FF"),
    ("oklab", "[0.967983, -0.071369, 0.19857]", "#FFFF00"), ("oklab", "[0.0, 0.0, 0.0]", "#000000"),
    ("oklch", "[1.0, 0.0, \"none\"]", "#FFFFFF"),
    ("oklch", "[0.6279553639214311, 0.2576833038053608, 29.23388027962784]", "#FF0000"),
    ("oklch", "[0.8664396175234368, 0.2948272245426958, 142.4953450414439]", "#00FF00"),
    ("oklch", "[0.45201371817442365, 0.3132143886344849, 264.0520226163699]", "#0000FF"),
  ])
  func colorJSFiguresReadBack(space: String, components: String, hex: String) throws {
    let found = try color("{\"colorSpace\": \"\(space)\", \"components\": \(components)}")
    let expected = try ColorParser.parse(hex)
    for (a, b) in [(found.red, expected.red), (found.green, expected.green), (found.blue, expected.blue)] {
      #expect(abs(Int(a) - Int(b)) <= 1, "\(space) \(components): \(found.hexString), not \(hex)")
    }
  }

  @Test func aColourOutsideSRGBIsClipped() throws {
    // Display P3's own red is outside sRGB: red clips at 255, green and blue at 0.
    #expect(
      try color("{\"colorSpace\": \"display-p3\", \"components\": [1, 0, 0]}")
        == ThemeRGBA(red: 255, green: 0, blue: 0))
  }

  @Test(arguments: [
    ("\"#12345\"", "'#12345' is not a hex colour"),
    ("\"#GG0000\"", "'#GG0000' is not a hex colour"),
    ("\"hsl(1, 2%, 3%)\"", "'hsl(1, 2%, 3%)' is not a hex colour"),
    ("\"rgb(256, 0, 0)\"", "'rgb(256, 0, 0)' is not an rgb colour: use 'rgba(R, G, B, A)'"),
    ("\"rgba(0, 0, 0, 1.5)\"", "'rgba(0, 0, 0, 1.5)' is not an rgb colour"),
    ("\"rgba(0, 0)\"", "'rgba(0, 0)' is not an rgb colour"),
    ("\"rgba(0x10, 0, 0)\"", "'rgba(0x10, 0, 0)' is not an rgb colour"),
    ("\"rgba(-1, 0, 0)\"", "'rgba(-1, 0, 0)' is not an rgb colour"),
    ("\"rgba(#12345, 0.5)\"", "'rgba(#12345, 0.5)' is not an rgb colour"),
    ("\"rgba({palette.blue}, 0.5)\"", "'rgba({palette.blue}, 0.5)' is not an rgb colour"),
    ("12", "a colour is a hex string or an object, not number"),
    ("{\"components\": [0, 0, 0]}", "a colour object needs 'colorSpace'"),
    (
      "{\"colorSpace\": \"cmyk\", \"components\": [0, 0, 0]}", "unknown colour space 'cmyk': use one of srgb,"
    ),
    ("{\"colorSpace\": 3, \"components\": [0, 0, 0]}", "'colorSpace' is number, not a string"),
    ("{\"colorSpace\": \"srgb\", \"components\": [0, 0]}", "'components' must be an array of three numbers"),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0, 0]}",
      "'components' must be an array of three numbers"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0, 1.5, 0]}",
      "component 2 (1.5) is out of range for 'srgb': from 0 to 1"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0, \"x\", 0]}",
      "component 2 is string, not a number or 'none'"
    ),
    (
      "{\"colorSpace\": \"hsl\", \"components\": [360, 50, 50]}",
      "component 1 (360) is out of range for 'hsl': from 0 up to 360"
    ),
    (
      "{\"colorSpace\": \"lch\", \"components\": [50, -1, 0]}",
      "component 2 (-1) is out of range for 'lch': at least 0"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"alpha\": 1.5}",
      "'alpha' must be a number from 0 to 1"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"hex\": \"#00000000\"}",
      "'hex' must be a string '#rrggbb'"
    ),
    (
      "{\"colorSpace\": \"srgb\", \"components\": [0, 1, 0], \"hex\": \"#ff0000\"}",
      "'hex' #ff0000 disagrees with the components, which give #00FF00"
    ),
  ])
  func malformedValuesAreRefusedWithAReason(json: String, reason: String) throws {
    let value = try JSONDocument.parseValue(Array(json.utf8))
    guard case .failure(let problem) = DesignTokenColorValue.parse(value) else {
      Issue.record("accepted \(json)")
      return
    }
    #expect(problem.reason.hasPrefix(reason), "\(problem.reason)")
  }
}
