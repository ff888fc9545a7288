import Foundation
import Testing
import ThemePackCatalog
import ThemePackLint
import ThemePackTestSupport

/// A wrong value deep inside a catalog's Contents.json is named by its whole place: the key,
/// each object around it and the set (`JSONObjectCursor` owners), so a team finds it without
/// opening every entry of the set.
@Suite("catalog lint: a nested value is named by its whole place")
struct CatalogNestedOwnerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The Contents.json below the catalog, the text replaced (first occurrence) and its replacement.
    var file: String
    var find: String
    var replace: String
    var rule: String
    var message: String
    var testDescription: String { name }
  }

  static let catalog = "Fixture.xcassets"
  static let button = "blue/btn.imageset/Contents.json"
  static let colour = "silver/themeColor.colorset/Contents.json"
  static let group = "blue/Contents.json"

  static let cases: [Case] = [
    Case(
      name: "a cap inset that is text", file: button, find: #""top" : 2"#, replace: #""top" : "2""#,
      rule: "wrong-type",
      message:
        "'top' in the 'cap-insets' of the 'resizing' of an image entry of image set 'blue/btn' must be a number, not a string"
    ),
    Case(
      name: "a centre width that is text", file: button, find: #""width" : 1"#, replace: #""width" : "1""#,
      rule: "wrong-type",
      message:
        "'width' in the 'center' of the 'resizing' of an image entry of image set 'blue/btn' must be a number, not a string"
    ),
    Case(
      name: "an appearance value that is a number", file: button, find: #""value" : "dark""#,
      replace: #""value" : 5"#, rule: "wrong-type",
      message:
        "'value' in an appearance of an image entry of image set 'blue/btn' must be a string, not a number"),
    Case(
      name: "an unknown colour component", file: colour, find: #""alpha" : "1.000""#,
      replace: #""alpha" : "1.000", "alfa" : "1""#, rule: "unknown-key",
      message:
        "unknown key 'alfa' in the 'components' of the 'color' of a colour entry of colour set 'silver/themeColor'"
    ),
    Case(
      name: "an unknown key in a group's info", file: group, find: #""author" : "xcode""#,
      replace: #""author" : "xcode", "autor" : 1"#, rule: "unknown-key",
      message: "unknown key 'autor' in the 'info' of a group's Contents.json"),
  ]

  @Test(arguments: cases)
  func theFindingNamesTheWholePlace(_ test: Case) throws {
    let folder = try TemporaryFolder("catalog-owner")
    try CatalogFixture.write(into: folder, at: Self.catalog)
    let relative = "\(Self.catalog)/\(test.file)"
    let text = try String(contentsOfFile: folder.path(relative), encoding: .utf8)
    let range = try #require(text.range(of: test.find), "the fixture has no \(test.find)")
    try folder.write(text.replacingCharacters(in: range, with: test.replace), to: relative)
    let report = CatalogLinter.lint(catalogPath: folder.path(Self.catalog))
    let found = report.findings.filter { $0.ruleID == test.rule }
    let finding = try #require(
      found.first { $0.message.hasPrefix(test.message) }, "\(report.findings.map(\.message))")
    #expect(finding.file == folder.path(relative))
  }
}
