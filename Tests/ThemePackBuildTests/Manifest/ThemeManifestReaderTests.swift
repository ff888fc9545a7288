import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("Theme manifest reader: what an app relies on, and bad inputs")
struct ThemeManifestReaderTests {
  /// A valid manifest; each bad case changes one piece of it. Line numbers matter below.
  static let valid = """
    {
      "assets": {
        "navBar": {
          "files": {"any": {"1x": "navBar.png", "2x": "navBar@2x.png"}},
          "rendering": "template",
          "size": {"height": 44, "width": 1},
          "slice": {"center": "tile", "insets": {"bottom": 1, "left": 0, "right": 1, "top": 0},
                    "mode": "9-part"}
        }
      },
      "color": {"dark": "#8CC8FF", "light": "#226BAA", "highContrast": "#0B4F8A", "darkHighContrast": "#B5DBFF"},
      "extraColors": {},
      "formatVersion": 2,
      "generator": "themepack 0.1.0",
      "name": "blue",
      "version": "1.0"
    }
    """

  static let schemaPath = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas/manifest.schema.json")
    .path

  @Test func theValidManifestReads() throws {
    let manifest = try RuntimeManifest.parse(Array(Self.valid.utf8))
    let expected = RuntimeManifest(
      name: "blue", version: "1.0", generator: "themepack 0.1.0",
      color: .init(
        light: ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA),
        dark: ThemeRGBA(red: 0x8C, green: 0xC8, blue: 0xFF),
        lightHighContrast: ThemeRGBA(red: 0x0B, green: 0x4F, blue: 0x8A),
        darkHighContrast: ThemeRGBA(red: 0xB5, green: 0xDB, blue: 0xFF)),
      assets: [
        "navBar": .init(
          scales: ThemeManifestTests.scales([1, 2]), width: 1, height: 44, rendering: .template,
          slice: .init(mode: .ninePart, center: .tile, insets: .init(top: 0, left: 0, bottom: 1, right: 1)))
      ])
    #expect(manifest == expected)
    let validator = try JSONSchemaValidator(contentsOf: Self.schemaPath)
    #expect(validator.errors(in: try JSONDocument.parse(Array(Self.valid.utf8)).root) == [])
  }

  @Test func theSlicedFilesSizeReadsAndIsWrittenBack() throws {
    let text = Self.valid.replacingOccurrences(
      of: "\"mode\": \"9-part\"", with: "\"mode\": \"9-part\", \"size\": {\"width\": 1, \"height\": 2}")
    let manifest = try RuntimeManifest.parse(Array(text.utf8))
    let slice = try #require(manifest.assets["navBar"]?.slice)
    #expect(slice.fileWidth == 1 && slice.fileHeight == 2)
    #expect(manifest.assets["navBar"]?.width == 1 && manifest.assets["navBar"]?.height == 44)
    let again = try RuntimeManifest.parse(try RuntimeManifestWriter.bytes(for: manifest))
    #expect(again == manifest)
    let validator = try JSONSchemaValidator(contentsOf: Self.schemaPath)
    #expect(validator.errors(in: try JSONDocument.parse(Array(text.utf8)).root) == [])
  }

  @Test func aFormatOneManifestStillReadsWithItsTwoValuesInHighContrast() throws {
    let old = Self.valid.replacingOccurrences(of: "\"formatVersion\": 2", with: "\"formatVersion\": 1")
      .replacingOccurrences(
        of: ", \"highContrast\": \"#0B4F8A\", \"darkHighContrast\": \"#B5DBFF\"", with: "")
    let manifest = try RuntimeManifest.parse(Array(old.utf8))
    #expect(manifest.color.lightHighContrast == manifest.color.light)
    #expect(manifest.color.darkHighContrast == ThemeRGBA(red: 0x8C, green: 0xC8, blue: 0xFF))
    // Format 1 knows no high-contrast keys, format 2 needs them.
    let mixed = old.replacingOccurrences(
      of: "\"light\": \"#226BAA\"", with: "\"light\": \"#226BAA\", \"highContrast\": \"#000000\"")
    #expect(throws: RuntimeManifestError.self) { try RuntimeManifest.parse(Array(mixed.utf8)) }
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    let label: String
    let old: String
    let new: String
    let pointer: String
    let message: String
    /// Whether the JSON Schema catches it too; false for rules only the reader can check.
    let schemaRejects: Bool
    var line: Int? = nil
    var column: Int? = nil
    var testDescription: String { label }
  }

  static let badCases: [BadCase] = [
    BadCase(
      label: "newer format version", old: "\"formatVersion\": 2", new: "\"formatVersion\": 3",
      pointer: "/formatVersion", message: "unsupported format version 3; this reader knows versions 1 to 2",
      schemaRejects: true, line: 13, column: 20),
    BadCase(
      label: "newer format version with a new key", old: "\"formatVersion\": 2,",
      new: "\"formatVersion\": 3, \"layers\": [],", pointer: "/formatVersion",
      message: "unsupported format version 3; this reader knows versions 1 to 2", schemaRejects: true),
    BadCase(
      label: "no high-contrast colour in format 2", old: "\"highContrast\": \"#0B4F8A\", ", new: "",
      pointer: "/color", message: "missing 'highContrast'", schemaRejects: true),
    BadCase(
      label: "format version as a string", old: "\"formatVersion\": 2", new: "\"formatVersion\": \"1\"",
      pointer: "/formatVersion", message: "expected an integer, found the string '1'", schemaRejects: true),
    BadCase(
      label: "fractional format version", old: "\"formatVersion\": 2", new: "\"formatVersion\": 1.5",
      pointer: "/formatVersion", message: "expected an integer, found a number", schemaRejects: true),
    BadCase(
      label: "no format version", old: "  \"formatVersion\": 2,\n", new: "", pointer: "",
      message: "missing 'formatVersion'", schemaRejects: true, line: 1, column: 1),
    BadCase(
      label: "unknown top-level key", old: "\"extraColors\": {},", new: "\"extraColors\": {}, \"colour\": 1,",
      pointer: "/colour", message: "unknown key 'colour'", schemaRejects: true, line: 12, column: 22),
    BadCase(
      label: "no name", old: "  \"name\": \"blue\",\n", new: "", pointer: "", message: "missing 'name'",
      schemaRejects: true),
    BadCase(
      label: "slash in the name", old: "\"name\": \"blue\"", new: "\"name\": \"a/b\"", pointer: "/name",
      message: "the name contains '/'", schemaRejects: true, line: 15, column: 11),
    BadCase(
      label: "name is a number", old: "\"name\": \"blue\"", new: "\"name\": 7", pointer: "/name",
      message: "expected a string, found a number", schemaRejects: true),
    BadCase(
      label: "empty version", old: "\"version\": \"1.0\"", new: "\"version\": \"\"", pointer: "/version",
      message: "'' is not a version: use letters, digits, '.', '_', '+', '-'", schemaRejects: true),
    BadCase(
      label: "version with a space", old: "\"version\": \"1.0\"", new: "\"version\": \"1.0 beta\"",
      pointer: "/version", message: "'1.0 beta' is not a version: use letters, digits, '.', '_', '+', '-'",
      schemaRejects: true),
    BadCase(
      label: "colour without '#'", old: "\"light\": \"#226BAA\"", new: "\"light\": \"226BAA\"",
      pointer: "/color/light", message: "expected a colour '#RRGGBB' or '#RRGGBBAA', found '226BAA'",
      schemaRejects: true),
    BadCase(
      label: "five-digit colour", old: "\"light\": \"#226BAA\"", new: "\"light\": \"#226BA\"",
      pointer: "/color/light", message: "expected a colour '#RRGGBB' or '#RRGGBBAA', found '#226BA'",
      schemaRejects: true),
    BadCase(
      label: "no dark colour", old: "\"dark\": \"#8CC8FF\", ", new: "", pointer: "/color",
      message: "missing 'dark'", schemaRejects: true),
    BadCase(
      label: "extra colours as an array", old: "\"extraColors\": {}", new: "\"extraColors\": []",
      pointer: "/extraColors", message: "expected an object, found an array", schemaRejects: true),
    BadCase(
      label: "dot in an extra colour name", old: "\"extraColors\": {}",
      new: "\"extraColors\": {\"a.b\": {\"dark\": \"#000000\", \"light\": \"#000000\", "
        + "\"highContrast\": \"#000000\", \"darkHighContrast\": \"#000000\"}}",
      pointer: "/extraColors/a.b",
      message: "the name contains '.', which file names keep for the dark suffix and extension",
      schemaRejects: true, line: 12, column: 19),
    BadCase(
      label: "unknown rendering", old: "\"rendering\": \"template\"", new: "\"rendering\": \"tinted\"",
      pointer: "/assets/navBar/rendering",
      message: "expected 'template', 'original' or 'automatic', found 'tinted'",
      schemaRejects: true, line: 5, column: 20),
    BadCase(
      label: "no rendering", old: "      \"rendering\": \"template\",\n", new: "", pointer: "/assets/navBar",
      message: "missing 'rendering'", schemaRejects: true),
    BadCase(
      label: "unknown asset key", old: "\"rendering\": \"template\",",
      new: "\"rendering\": \"template\", \"tint\": \"#FFFFFF\",", pointer: "/assets/navBar/tint",
      message: "unknown key 'tint'", schemaRejects: true),
    BadCase(
      label: "file name of another scale", old: "\"2x\": \"navBar@2x.png\"", new: "\"2x\": \"navBar@3x.png\"",
      pointer: "/assets/navBar/files/any/2x", message: "expected 'navBar@2x.png', found 'navBar@3x.png'",
      schemaRejects: false),
    BadCase(
      label: "file name of another asset", old: "\"1x\": \"navBar.png\"", new: "\"1x\": \"tabBar.png\"",
      pointer: "/assets/navBar/files/any/1x", message: "expected 'navBar.png', found 'tabBar.png'",
      schemaRejects: false),
    BadCase(
      label: "file name leaving the folder", old: "\"1x\": \"navBar.png\"", new: "\"1x\": \"../navBar.png\"",
      pointer: "/assets/navBar/files/any/1x", message: "expected 'navBar.png', found '../navBar.png'",
      schemaRejects: true),
    BadCase(
      label: "scale 4", old: "\"2x\": \"navBar@2x.png\"", new: "\"4x\": \"navBar@4x.png\"",
      pointer: "/assets/navBar/files/any/4x", message: "unknown key '4x'", schemaRejects: true),
    BadCase(
      label: "no light file", old: "{\"any\": {\"1x\": \"navBar.png\", \"2x\": \"navBar@2x.png\"}}",
      new: "{\"any\": {}}", pointer: "/assets/navBar/files/any",
      message: "expected at least one of '1x', '2x', '3x'", schemaRejects: true),
    BadCase(
      label: "no 'any' files", old: "{\"any\": {\"1x\": \"navBar.png\", \"2x\": \"navBar@2x.png\"}}",
      new: "{\"dark\": {\"1x\": \"navBar.dark.png\"}}", pointer: "/assets/navBar/files",
      message: "missing 'any'", schemaRejects: true),
    BadCase(
      label: "dark entry naming the light file",
      old: "{\"any\": {\"1x\": \"navBar.png\", \"2x\": \"navBar@2x.png\"}}",
      new: "{\"any\": {\"1x\": \"navBar.png\"}, \"dark\": {\"1x\": \"navBar.png\"}}",
      pointer: "/assets/navBar/files/dark/1x", message: "expected 'navBar.dark.png', found 'navBar.png'",
      schemaRejects: false),
    BadCase(
      label: "zero width", old: "\"width\": 1}", new: "\"width\": 0}", pointer: "/assets/navBar/size/width",
      message: "the width must be a number of points greater than 0", schemaRejects: true),
    BadCase(
      label: "negative height", old: "\"height\": 44", new: "\"height\": -44",
      pointer: "/assets/navBar/size/height",
      message: "the height must be a number of points greater than 0", schemaRejects: true),
    BadCase(
      label: "width as a string", old: "\"width\": 1}", new: "\"width\": \"1\"}",
      pointer: "/assets/navBar/size/width",
      message: "expected a number, found the string '1'", schemaRejects: true),
    BadCase(
      label: "unknown slice mode", old: "\"mode\": \"9-part\"", new: "\"mode\": \"10-part\"",
      pointer: "/assets/navBar/slice/mode",
      message: "expected '3-part-horizontal', '3-part-vertical' or '9-part', found '10-part'",
      schemaRejects: true),
    BadCase(
      label: "unknown centre mode", old: "\"center\": \"tile\"", new: "\"center\": \"repeat\"",
      pointer: "/assets/navBar/slice/center", message: "expected 'tile' or 'stretch', found 'repeat'",
      schemaRejects: true),
    BadCase(
      label: "negative inset", old: "\"bottom\": 1,", new: "\"bottom\": -1,",
      pointer: "/assets/navBar/slice/insets/bottom",
      message: "the bottom inset must be a number of points ≥ 0", schemaRejects: true),
    BadCase(
      label: "no top inset", old: ", \"top\": 0}", new: "}", pointer: "/assets/navBar/slice/insets",
      message: "missing 'top'", schemaRejects: true),
    BadCase(
      label: "insets wider than the image", old: "\"right\": 1,", new: "\"right\": 2,",
      pointer: "/assets/navBar/slice/insets", message: "left and right insets (0 + 2) exceed the width 1",
      schemaRejects: false),
    BadCase(
      label: "insets taller than the image", old: "\"bottom\": 1,", new: "\"bottom\": 44.5,",
      pointer: "/assets/navBar/slice/insets",
      message: "top and bottom insets (0 + 44.5) exceed the height 44",
      schemaRejects: false),
    BadCase(
      label: "sliced files of no width", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"9-part\", \"size\": {\"width\": 0, \"height\": 44}",
      pointer: "/assets/navBar/slice/size/width",
      message: "the sliced files' width must be a number of points greater than 0", schemaRejects: true),
    BadCase(
      label: "sliced files without a height", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"9-part\", \"size\": {\"width\": 1}", pointer: "/assets/navBar/slice/size",
      message: "missing 'height'", schemaRejects: true),
    BadCase(
      label: "sliced files' width as a string", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"9-part\", \"size\": {\"width\": \"1\", \"height\": 44}",
      pointer: "/assets/navBar/slice/size/width", message: "expected a number, found the string '1'",
      schemaRejects: true),
    BadCase(
      label: "unknown key in the sliced files' size", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"9-part\", \"size\": {\"width\": 1, \"height\": 44, \"depth\": 1}",
      pointer: "/assets/navBar/slice/size/depth", message: "unknown key 'depth'", schemaRejects: true),
    BadCase(
      label: "sliced files larger than the drawing", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"9-part\", \"size\": {\"width\": 2, \"height\": 44}",
      pointer: "/assets/navBar/slice/size",
      message: "the sliced files (2 × 44) are larger than the drawing (1 × 44)", schemaRejects: false),
    BadCase(
      label: "insets wider than the sliced files", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"9-part\", \"size\": {\"width\": 0.5, \"height\": 44}",
      pointer: "/assets/navBar/slice/insets",
      message: "left and right insets (0 + 1) exceed the sliced files' width 0.5", schemaRejects: false),
    BadCase(
      label: "3-part-horizontal with a bottom cap", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"3-part-horizontal\"",
      pointer: "/assets/navBar/slice/insets",
      message: "a 3-part-horizontal slice has no top or bottom cap; set them to 0", schemaRejects: false),
    BadCase(
      label: "3-part-vertical with a right cap", old: "\"mode\": \"9-part\"",
      new: "\"mode\": \"3-part-vertical\"",
      pointer: "/assets/navBar/slice/insets",
      message: "a 3-part-vertical slice has no left or right cap; set them to 0", schemaRejects: false),
  ]

  @Test(arguments: badCases)
  func badInputIsRejected(_ bad: BadCase) throws {
    #expect(Self.valid.components(separatedBy: bad.old).count == 2, "'\(bad.old)' must occur exactly once")
    let text = Self.valid.replacingOccurrences(of: bad.old, with: bad.new)
    let error = try #require(throws: RuntimeManifestError.self) {
      try RuntimeManifest.parse(Array(text.utf8), file: "themes/blue/manifest.json")
    }
    #expect(error.pointer == bad.pointer)
    #expect(error.message == bad.message)
    #expect(error.file == "themes/blue/manifest.json")
    if let line = bad.line { #expect(error.line == line) }
    if let column = bad.column { #expect(error.column == column) }
    if bad.schemaRejects {
      let validator = try JSONSchemaValidator(contentsOf: Self.schemaPath)
      #expect(!validator.errors(in: try JSONDocument.parse(Array(text.utf8)).root).isEmpty)
    }
  }

  @Test func errorsReadAsOneLineWithThePlace() throws {
    let text = Self.valid.replacingOccurrences(of: "\"template\"", with: "\"tinted\"")
    let error = try #require(throws: RuntimeManifestError.self) {
      try RuntimeManifest.parse(Array(text.utf8), file: "themes/blue/manifest.json")
    }
    #expect(
      error.description
        == "invalid manifest 'themes/blue/manifest.json': line 5, column 20: '/assets/navBar/rendering': "
        + "expected 'template', 'original' or 'automatic', found 'tinted'")
  }

  @Test(arguments: [
    ("", "invalid manifest 'manifest.json': line 1, column 1: the file is empty; expected a JSON value"),
    ("{", "invalid manifest 'manifest.json': line 1, column 2: unexpected end of file in an object"),
    ("[]", "invalid manifest 'manifest.json': line 1, column 1: expected an object, found an array"),
    ("null", "invalid manifest 'manifest.json': line 1, column 1: expected an object, found null"),
    (
      "{\"name\": 1, \"name\": 2}",
      "invalid manifest 'manifest.json': line 1, column 13: duplicate key 'name'"
    ),
  ])
  func documentsThatAreNotManifests(text: String, description: String) {
    #expect {
      try RuntimeManifest.parse(Array(text.utf8))
    } throws: { error in
      (error as? RuntimeManifestError)?.description == description
    }
  }

  @Test func garbageBytesNeverCrash() {
    var generator = SplitMix(seed: 7)
    let base = Array(Self.valid.utf8)
    for _ in 0..<300 {
      var bytes = base
      for _ in 0..<Int(generator.next() % 4 + 1) {
        let index = Int(generator.next() % UInt64(bytes.count))
        bytes[index] = UInt8(truncatingIfNeeded: generator.next())
      }
      _ = try? RuntimeManifest.parse(bytes)
    }
  }
}

/// A tiny deterministic random number generator for mutation tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
