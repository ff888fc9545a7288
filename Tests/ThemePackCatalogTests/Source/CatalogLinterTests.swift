import Foundation
import Testing
import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackLint
import ThemePackSupport
import ThemePackTestSupport

/// `CatalogLinter` on a valid catalog and on copies damaged one way each: every damage is
/// reported with the file it is in, a valid catalog lints clean.
@Suite("catalog lint: an existing asset catalog checked as a catalog")
struct CatalogLinterTests {
  static let catalog = "Fixture.xcassets"

  static func lint(_ damage: (TemporaryFolder, String) throws -> Void) throws -> (LintReport, TemporaryFolder)
  {
    let folder = try TemporaryFolder("catalog-lint")
    try CatalogFixture.write(into: folder, at: catalog)
    try damage(folder, folder.path(catalog))
    return (CatalogLinter.lint(catalogPath: folder.path(catalog)), folder)
  }

  static func edit(_ folder: TemporaryFolder, _ relative: String, _ change: (String) -> String) throws {
    let path = folder.path(relative)
    try folder.write(change(try String(contentsOfFile: path, encoding: .utf8)), to: relative)
  }

  @Test func aValidCatalogLintsClean() throws {
    let (report, _) = try Self.lint { _, _ in }
    #expect(report.findings.isEmpty, "\(report.findings)")
    #expect(!report.failed)
    #expect(
      report.summary
        == "0 errors, 0 warnings in 1 catalog (4 image sets, 2 colour sets, 14 PNG files, 0 vector files)")
  }

  @Test func theTwoKindsOfSourceAreToldApart() throws {
    let folder = try TemporaryFolder("catalog-detect")
    try CatalogFixture.write(into: folder, at: "Plain")
    #expect(CatalogContents.isCatalog(folder.path("Plain")))  // by its root Contents.json
    #expect(CatalogContents.isCatalog(folder.path("Other.xcassets")))  // by its name
    try LegacyThemeFolders.write(into: folder, at: "ThemeResource")
    #expect(!CatalogContents.isCatalog(folder.path("ThemeResource")))
  }

  static let btn = "blue/btn.imageset"

  /// (damage, rule, file the finding names (relative), part of the message, whether it has a line)
  @Test(arguments: [
    ("malformed json", "json-syntax", "blue/btn.imageset/Contents.json", "malformed JSON", true),
    (
      "listed but missing", "catalog-missing-file", "blue/btn.imageset/Contents.json", "lists 'btn@2x.png'",
      true
    ),
    (
      "present but unlisted", "catalog-unlisted-file", "blue/btn.imageset/btn@4x.png", "does not list it",
      false
    ),
    (
      "wrong pixel size", "catalog-scale-mismatch", "blue/btn.imageset/btn@2x.png", "is 24x12 px at 2x", false
    ),
    ("dark missing", "catalog-missing-dark", "blue/btn.imageset/Contents.json", "but none at 2x", false),
    (
      "insets outside", "catalog-resizing", "blue/btn.imageset/Contents.json", "exceed its width of 30 px",
      true
    ),
    ("duplicate name", "catalog-duplicate-name", "other/icon.imageset", "asset name 'icon'", false),
    ("unknown key", "unknown-key", "blue/btn.imageset/Contents.json", "unknown key 'scael'", true),
    ("path outside", "catalog-path", "blue/icon.imageset/Contents.json", "'../../secret.png'", true),
    ("link outside", "symbolic-link", "blue/btn.imageset/btn@3x.png", "leads outside", false),
    ("link loop", "catalog-limit", "", "nested deeper than 32 levels", false),
    ("deep json", "json-syntax", "blue/icon.imageset/Contents.json", "nesting deeper than 200", true),
    ("huge json", "catalog-limit", "blue/icon.imageset/Contents.json", "more than 1048576", false),
    ("undecodable png", "undecodable-png", "blue/btn.imageset/btn.png", "cannot decode", false),
    (
      "bad colour", "invalid-color", "silver/themeColor.colorset/Contents.json",
      "unknown colour space 'cmyk'", true
    ),
  ])
  func eachDamageIsReported(damage: String, rule: String, file: String, message: String, hasLine: Bool) throws
  {
    let (report, folder) = try Self.lint { folder, root in
      let btn = "\(Self.catalog)/\(Self.btn)"
      switch damage {
      case "malformed json": try Self.edit(folder, "\(btn)/Contents.json") { String($0.dropLast(30)) }
      case "listed but missing": try FileManager.default.removeItem(atPath: folder.path("\(btn)/btn@2x.png"))
      case "present but unlisted":
        try folder.write(try FileReader.bytes(at: root + "/\(Self.btn)/btn.png"), to: "\(btn)/btn@4x.png")
      case "wrong pixel size":
        let pixels = LegacyThemeArt.flat(width: 24, height: 12, color: (1, 2, 3))
        try folder.write(try LegacyThemeArt.png(pixels, width: 24, height: 12), to: "\(btn)/btn@2x.png")
      case "dark missing":
        try Self.edit(folder, "\(btn)/Contents.json") {
          $0.replacingOccurrences(of: "\"filename\" : \"btn-dark@2x.png\", ", with: "")
        }
      case "insets outside":
        try Self.edit(folder, "\(btn)/Contents.json") {
          $0.replacingOccurrences(of: "\"left\" : 6,", with: "\"left\" : 26,")
        }
      case "duplicate name":
        try FileManager.default.copyItem(
          atPath: root + "/blue/icon.imageset", toPath: root + "/other/icon.imageset")
        try FileManager.default.copyItem(
          atPath: root + "/blue/icon.imageset", toPath: root + "/more/icon.imageset")
      case "unknown key":
        try Self.edit(folder, "\(btn)/Contents.json") {
          $0.replacingOccurrences(of: "\"scale\" : \"1x\"", with: "\"scael\" : \"1x\"")
        }
      case "path outside":
        try Self.edit(folder, "\(Self.catalog)/blue/icon.imageset/Contents.json") {
          $0.replacingOccurrences(of: CatalogFixture.iconFile, with: "../../secret.png")
        }
      case "link outside":
        try FileManager.default.removeItem(atPath: root + "/\(Self.btn)/btn@3x.png")
        try FileManager.default.createSymbolicLink(
          atPath: root + "/\(Self.btn)/btn@3x.png", withDestinationPath: "/etc/passwd")
      case "link loop":
        try FileManager.default.createSymbolicLink(atPath: root + "/blue/loop", withDestinationPath: "..")
      case "deep json":
        try folder.write(
          "{\"images\":" + String(repeating: "[", count: 5000),
          to: "\(Self.catalog)/blue/icon.imageset/Contents.json")
      case "huge json":
        try folder.write(
          "{\"images\":[" + String(repeating: "{},", count: 400_000) + "{}]}",
          to: "\(Self.catalog)/blue/icon.imageset/Contents.json")
      case "undecodable png": try folder.write("\u{89}PNG\r\n\u{1A}\nbroken", to: "\(btn)/btn.png")
      case "bad colour":
        try Self.edit(folder, "\(Self.catalog)/silver/themeColor.colorset/Contents.json") {
          $0.replacingOccurrences(of: "\"srgb\"", with: "\"cmyk\"", range: $0.range(of: "\"srgb\""))
        }
      default: break
      }
    }
    let root = folder.path(Self.catalog)
    let found = report.findings.filter { $0.ruleID == rule }
    let finding = try #require(found.first { $0.message.contains(message) }, "\(report.findings)")
    if !file.isEmpty { #expect(finding.file == root + "/" + file) }
    #expect((finding.line != nil) == hasLine, "\(finding)")
    #expect(report.failed || finding.severity == .warning)
  }

  /// The image and colour set readers share their walk of a set's root: each refuses a root
  /// that is not an object and an entry list that is not an array with the same message
  /// shape, and reads on past an entry it refuses.
  @Test(arguments: [
    ("blue/btn.imageset", "[]", "the Contents.json of image set 'blue/btn' must be an object, not an array"),
    (
      "blue/btn.imageset", #"{"images": 5}"#,
      "'images' in image set 'blue/btn' must be an array, not a number"
    ),
    (
      "silver/themeColor.colorset", "\"x\"",
      "the Contents.json of colour set 'silver/themeColor' must be an object, not a string"
    ),
    (
      "silver/themeColor.colorset", #"{"colors": {}}"#,
      "'colors' in colour set 'silver/themeColor' must be an array, not an object"
    ),
  ])
  func aSetRootOfTheWrongShapeIsReported(set: String, text: String, message: String) throws {
    let (report, folder) = try Self.lint { folder, _ in
      try folder.write(text, to: "\(Self.catalog)/\(set)/Contents.json")
    }
    let finding = try #require(report.findings.first { $0.ruleID == "wrong-type" }, "\(report.findings)")
    #expect(finding.message == message)
    #expect(finding.file == folder.path("\(Self.catalog)/\(set)/Contents.json"))
    #expect(finding.line == 1)
  }

  /// A colour set as Xcode writes a gray: `gray-gamma-22` (with `platform`), light and dark.
  @Test func xcodesGrayGammaColourSetLintsCleanAndReads() throws {
    let (report, folder) = try Self.lint { folder, _ in
      try folder.write(
        """
        {
          "colors" : [
            {
              "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.500" } },
              "idiom" : "universal"
            },
            {
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : {
                "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.000" },
                "platform" : "ios"
              },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """, to: "\(Self.catalog)/silver/themeColor.colorset/Contents.json")
    }
    #expect(report.findings.isEmpty, "\(report.findings)")
    let set = CatalogReader.read(folder.path(Self.catalog)).colorSets.first { $0.name == "silver/themeColor" }
    #expect(
      set?.entries.map(\.color) == [
        ThemeRGBA(red: 128, green: 128, blue: 128), ThemeRGBA(red: 0, green: 0, blue: 0),
      ])
  }

  @Test func eachEntryOfASetIsReadPastOneItRefuses() throws {
    let contents = try Self.lint { folder, _ in
      try folder.write(
        #"{"images": [7, {"idiom": "universal", "scale": "2x"}]}"#,
        to: "\(Self.catalog)/\(Self.btn)/Contents.json")
      try folder.write(
        #"{"colors": [true, {"idiom": "universal", "color": {"components": {"red": "1", "green": "0", "blue": "0"}}}]}"#,
        to: "\(Self.catalog)/silver/themeColor.colorset/Contents.json")
    }.1
    let read = CatalogReader.read(contents.path(Self.catalog))
    #expect(read.imageSets.first { $0.name == "blue/btn" }?.entries.map(\.jsonPath) == ["/images/1"])
    #expect(read.colorSets.first { $0.name == "silver/themeColor" }?.entries.count == 1)
    #expect(
      read.findings.contains {
        $0.message == "an entry of 'images' in image set 'blue/btn' must be an object, not a number"
      })
    #expect(
      read.findings.contains {
        $0.message == "a colour entry of colour set 'silver/themeColor' must be an object, not a boolean"
      })
  }
}
