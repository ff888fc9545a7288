import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackSupport
import ThemePackToolTestSupport

/// The manifest's `navigationBar` (image asset and glass form): a valid one reads and
/// writes back byte for byte; hostile ones are refused with the pointer of the bad value,
/// and the schema refuses those it can express.
@Suite("Theme manifest: the navigation bar's image and glass form")
struct GlassBarManifestTests {
  static let glass = """
    "glass": {"glassTint": {"dark": "#8CC8FF33", "darkHighContrast": "#B5DBFF33", "highContrast": "#0B4F8A33", "light": "#226BAA33"}, \
    "tint": {"dark": "#8CC8FF", "darkHighContrast": "#B5DBFF", "highContrast": "#0B4F8A", "light": "#226BAA"}, \
    "titleColor": {"dark": "#FFFFFF", "darkHighContrast": "#FFFFFF", "highContrast": "#000000", "light": "#202020"}}
    """

  /// `ThemeManifestReaderTests.valid` with `bar` as its `navigationBar`.
  static func manifest(bar: String) -> String {
    ThemeManifestReaderTests.valid.replacingOccurrences(
      of: "\"formatVersion\": 2,", with: "\"formatVersion\": 2, \"navigationBar\": \(bar),")
  }

  @Test func aBarWithBothFormsReadsAndWritesBackTheSameBytes() throws {
    let text = Self.manifest(bar: "{\"image\": \"navBar\", \(Self.glass)}")
    let read = try RuntimeManifest.parse(Array(text.utf8))
    let bar = try #require(read.navigationBar)
    #expect(bar.image == "navBar")
    let glass = try #require(bar.glass)
    #expect(glass.glassTint.light == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA, alpha: 0x33))
    #expect(glass.titleColor.darkHighContrast == ThemeRGBA(red: 255, green: 255, blue: 255))
    let written = try RuntimeManifestWriter.bytes(for: read)
    #expect(try RuntimeManifest.parse(written) == read)
    #expect(try RuntimeManifestWriter.bytes(for: try RuntimeManifest.parse(written)) == written)
    let validator = try JSONSchemaValidator(contentsOf: ThemeManifestReaderTests.schemaPath)
    #expect(validator.errors(in: try JSONDocument.parse(written).root).isEmpty)
  }

  @Test func aManifestWithoutABarWritesNoKey() throws {
    let read = try RuntimeManifest.parse(Array(ThemeManifestReaderTests.valid.utf8))
    #expect(read.navigationBar == nil)
    #expect(
      !String(decoding: try RuntimeManifestWriter.bytes(for: read), as: UTF8.self).contains("navigationBar"))
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var label: String
    var bar: String
    var pointer: String
    var message: String
    var schemaRejects: Bool
    var testDescription: String { label }
  }

  static let badCases: [BadCase] = [
    BadCase(
      label: "empty bar", bar: "{}", pointer: "/navigationBar", message: "expected 'image', 'glass' or both",
      schemaRejects: true),
    BadCase(
      label: "image names no asset", bar: #"{"image": "tabBar"}"#, pointer: "/navigationBar/image",
      message: "no asset 'tabBar' in this manifest", schemaRejects: false),
    BadCase(
      label: "image a number", bar: #"{"image": 4}"#, pointer: "/navigationBar/image",
      message: "expected a string, found a number", schemaRejects: true),
    BadCase(
      label: "bar an array", bar: "[]", pointer: "/navigationBar",
      message: "expected an object, found an array",
      schemaRejects: true),
    BadCase(
      label: "unknown bar key", bar: #"{"image": "navBar", "tabBar": "x"}"#, pointer: "/navigationBar/tabBar",
      message: "unknown key 'tabBar'", schemaRejects: true),
    BadCase(
      label: "glass without a tint",
      bar:
        ##"{"glass": {"titleColor": {"light": "#000000", "dark": "#FFFFFF"}, "glassTint": {"light": "#000000", "dark": "#FFFFFF"}}}"##,
      pointer: "/navigationBar/glass", message: "missing 'tint'", schemaRejects: true),
    BadCase(
      label: "glass tint not hex", bar: "{" + glass.replacingOccurrences(of: "#226BAA33", with: "blue") + "}",
      pointer: "/navigationBar/glass/glassTint/light", message: "", schemaRejects: true),
    BadCase(
      label: "title colour without high contrast",
      bar: "{" + glass.replacingOccurrences(of: ##", "highContrast": "#000000""##, with: "") + "}",
      pointer: "/navigationBar/glass/titleColor", message: "", schemaRejects: true),
  ]

  @Test(arguments: badCases)
  func hostileBarsAreRefused(_ bad: BadCase) throws {
    let text = Self.manifest(bar: bad.bar)
    let error = try #require(throws: RuntimeManifestError.self) {
      try RuntimeManifest.parse(Array(text.utf8), file: "themes/blue/manifest.json")
    }
    #expect(error.file == "themes/blue/manifest.json")
    #expect(error.pointer == bad.pointer)
    if !bad.message.isEmpty { #expect(error.message == bad.message) }
    let validator = try JSONSchemaValidator(contentsOf: ThemeManifestReaderTests.schemaPath)
    let schemaErrors = validator.errors(in: try JSONDocument.parse(Array(text.utf8)).root)
    #expect(schemaErrors.isEmpty == !bad.schemaRejects, "\(schemaErrors)")
  }
}
