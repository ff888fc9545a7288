import Testing
import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackSupport

/// Colour-set components in every notation Xcode writes or accepts, and the named colour
/// spaces, read as 8-bit sRGB.
@Suite("catalog colours: component notations and colour spaces")
struct CatalogColorValueTests {
  static func parse(_ space: String?, _ components: [String: JSONValue]) -> Result<
    CatalogColorValue.Parsed, CatalogColorValue.Failure
  > {
    CatalogColorValue.parse(space: space, components: components)
  }

  @Test(arguments: [
    ("floats", ["red": JSONValue.string("0.133"), "green": .string("0.420"), "blue": .string("0.667")]),
    ("integers", ["red": .string("34"), "green": .string("107"), "blue": .string("170")]),
    ("hex", ["red": .string("0x22"), "green": .string("0x6B"), "blue": .string("0xaa")]),
    ("numbers", ["red": .number(34), "green": .number(107), "blue": .number(0.667)]),
  ])
  func everyNotationReadsTheSameColour(notation: String, components: [String: JSONValue]) throws {
    let parsed = try Self.parse("srgb", components).get()
    #expect(parsed.color == ThemeRGBA(red: 34, green: 107, blue: 170), "\(notation)")
    #expect(!parsed.clipped)
  }

  @Test(arguments: [
    ("display-p3", 0.6, 0.6, 0.6, ThemeRGBA(red: 153, green: 153, blue: 153), false),
    ("display-p3", 1, 0, 0, ThemeRGBA(red: 255, green: 0, blue: 0), true),
    ("extended-srgb", 1.2, 0.5, 0, ThemeRGBA(red: 255, green: 128, blue: 0), true),
    ("extended-linear-srgb", 0.215_86, 0, 1, ThemeRGBA(red: 128, green: 0, blue: 255), false),
  ])
  func namedSpacesConvertToSRGB(
    space: String, red: Double, green: Double, blue: Double, expected: ThemeRGBA, clipped: Bool
  )
    throws
  {
    let parsed = try Self.parse(space, ["red": .number(red), "green": .number(green), "blue": .number(blue)])
      .get()
    #expect(parsed.color == expected)
    #expect(parsed.clipped == clipped)
    #expect(parsed.space == space)
  }

  /// Xcode writes `gray-gamma-22` (the name in its own Contents.json files); `gray-gamma-2.2`
  /// is read the same.
  @Test(arguments: ["gray-gamma-22", "gray-gamma-2.2"])
  func grayGammaIsConvertedFromItsOwnCurve(space: String) throws {
    let parsed = try Self.parse(space, ["white": .string("0.500"), "alpha": .string("0.5")]).get()
    // 0.5^2.2 = 0.2176 linear, which sRGB encodes as 0.5039: 0.5039 · 255 = 128.49, so 128.
    #expect(parsed.color == ThemeRGBA(red: 128, green: 128, blue: 128, alpha: 128))
    #expect(parsed.space == space)
  }

  @Test(arguments: [
    ("cmyk", ["red": JSONValue.string("1")], "unknown colour space 'cmyk'"),
    (
      "srgb", ["red": .string("abc"), "green": .string("0"), "blue": .string("0")],
      "unreadable component 'red'"
    ),
    (
      "srgb", ["red": .string("300"), "green": .string("0"), "blue": .string("0")],
      "unreadable component 'red'"
    ),
    (
      "srgb", ["red": .string("0x1FF"), "green": .string("0"), "blue": .string("0")],
      "unreadable component 'red'"
    ),
    ("srgb", ["red": .string("0.1"), "green": .string("0")], "missing component 'blue'"),
    (
      "srgb", ["red": .bool(true), "green": .string("0"), "blue": .string("0")], "unreadable component 'red'"
    ),
  ])
  func unreadableColoursAreRefused(space: String, components: [String: JSONValue], reason: String) {
    #expect(throws: CatalogColorValue.Failure(reason)) { try Self.parse(space, components).get() }
  }
}
