import Foundation
import Testing
import ThemePackImport
import ThemePackTestSupport

/// SwiftTheme font strings (`"PingFangSC-Regular,30"`) as `themepack init` reads them: valid
/// ones become named fonts with their key paths, hostile ones are refused one value at a time
/// with a report line naming the file and key path, and the rest of the import goes on.
@Suite("SwiftTheme import: font strings become named fonts, hostile ones are refused per value")
struct SwiftThemeFontTests {
  @Test(arguments: [
    ("PingFangSC-Regular,30", "PingFangSC-Regular", 30.0),
    ("Helvetica Neue, 17.5", "Helvetica Neue", 17.5),
    ("Avenir-Heavy,1000", "Avenir-Heavy", 1000.0),
    ("X,0.5", "X", 0.5),
  ])
  func fontStrings(text: String, family: String, size: Double) throws {
    let font = try SwiftThemeFont.parse(text).get()
    #expect(font.family == family)
    #expect(font.size == size)
    #expect(font.text == text)
  }

  static let longFamily = String(repeating: "F", count: 300)
  static let longSize = String(repeating: "9", count: 100_000)

  /// (label, value, expected part of the reason)
  static let hostile: [(String, String, String)] = [
    ("no size", "PingFangSC-Regular", "has no size"),
    ("size not a number", "Name,abc", "the size 'abc' is not a number"),
    ("empty size", "Name,", "the size '' is not a number"),
    ("empty name", ",12", "the font name before the ',' is empty"),
    ("negative", "Name,-3", "the size -3 is not a font size: more than 0 and at most 1000 points"),
    ("zero", "Name,0", "the size 0 is not a font size"),
    ("huge", "Name,1e9", "the size 1e9 is not a font size"),
    ("overflow", "Name,1e999", "the size 1e999 is not a font size"),
    ("infinity", "Name,inf", "the size 'inf' is not a number"),
    ("nan", "Name,nan", "the size 'nan' is not a number"),
    ("hex float", "Name,0x1p4", "the size '0x1p4' is not a number"),
    ("comma in the name", "Ping,Fang,12", "cannot hold ','"),
    ("control character", "Ping\u{7}Fang,12", "cannot hold control characters"),
    ("newline in the size", "Name,1\n2", "is not a number"),
    ("long family", longFamily + ",12", "at most 256 bytes"),
    ("huge size digits", "Name," + longSize, "(100000 bytes) is not a font size"),
  ]

  @Test(arguments: hostile)
  func hostileFontStringsAreRefused(label: String, text: String, expected: String) {
    switch SwiftThemeFont.parse(text) {
    case .success(let font): Issue.record("\(label): read as \(font)")
    case .failure(let refusal):
      #expect(refusal.reason.contains(expected), "\(label): \(refusal.reason)")
      #expect(!refusal.reason.contains("\n"), "\(label): \(refusal.reason)")
      #expect(refusal.reason.count < 200, "\(label): \(refusal.reason.count) characters")
    }
  }

  @Test(arguments: [
    ("LightContent", "UIStatusBarStyle", false),
    ("PingFang", "Global.textFont", true),
    ("PingFang", "Global.FONT", true),
    ("a,b.png", "Cell.iconImage", false),
    ("x,1", "Cell.anything", true),
    ("icon_theme", "Cell.iconImage", false),
  ])
  func whatIsMeantAsAFont(text: String, keyPath: String, meant: Bool) {
    #expect(SwiftThemeFont.isMeantAsFont(text, at: keyPath) == meant)
  }

  /// The fixture's Blue theme alone, with its fonts replaced by `fonts` (key path →
  /// string), planned.
  static func plan(blue fonts: [String: String]) throws -> ImportedProject {
    let folder = try TemporaryFolder("swifttheme-fonts")
    try SwiftThemeFixture.write(into: folder, at: "src")
    for other in ["Red", "Yellow"] {
      try FileManager.default.removeItem(atPath: folder.path("src/\(other).plist"))
    }
    var root = SwiftThemeFixture.dictionary(0)
    for keyPath in SwiftThemeFixture.fonts(0).keys { set(nil, at: keyPath, in: &root) }
    for (keyPath, value) in fonts { set(value, at: keyPath, in: &root) }
    let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    try folder.write(Array(data), to: "src/Blue.json")
    return try ProjectImporter.plan(ImportOptions(from: folder.path("src"), into: folder.path("p")))
  }

  private static func set(_ value: String?, at keyPath: String, in root: inout [String: Any]) {
    let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      root[parts[0]] = value
      return
    }
    var inner = root[parts[0]] as? [String: Any] ?? [:]
    set(value, at: parts[1], in: &inner)
    root[parts[0]] = inner
  }

  static func text(_ project: ImportedProject, _ file: String) throws -> String {
    String(decoding: try #require(project.files[file], "\(file)"), as: UTF8.self)
  }

  @Test func eachHostileValueIsOneReportLineAndTheImportGoesOn() throws {
    var fonts: [String: String] = ["Good.titleFont": "PingFangSC-Semibold,17"]
    for (index, entry) in Self.hostile.enumerated() { fonts["Bad.font\(index)"] = entry.1 }
    let project = try Self.plan(blue: fonts)
    let notes = project.report.notes
    for (index, entry) in Self.hostile.enumerated() {
      let lines = notes.filter { $0.contains("at key path 'Bad.font\(index)' in '") }
      #expect(lines.count == 1, "\(entry.0): \(lines)")
      let line = try #require(lines.first)
      #expect(line.hasPrefix("font '"), "\(line)")
      #expect(line.contains("/src/Blue.json' is not imported: "), "\(line)")
      #expect(line.contains(entry.2), "\(entry.0): \(line)")
      #expect(!line.contains("\n"), "\(entry.0): \(line)")
      #expect(!line.contains(String(repeating: "9", count: 100)), "\(entry.0): the value is cut")
      #expect(!line.contains(String(repeating: "F", count: 100)), "\(entry.0): the value is cut")
    }
    let config = try Self.text(project, "themepack.json")
    #expect(config.contains("\"titleFont\": {"), "\(config)")
    #expect(config.contains("\"keyPath\": \"Good.titleFont\""))
    #expect(!config.contains("font0"))
    #expect(!(try Self.text(project, "Themes/Blue/theme.json")).contains("font"))
    #expect(project.report.fonts.map(\.name) == ["titleFont"])
  }

  @Test func fontsUnderNightAreNotImportedWhenTheyDiffer() throws {
    let project = try Self.plan(blue: [
      "Cell.titleFont": "A,17", "Night.Cell.titleFont": "B,17", "HighContrast.Cell.titleFont": "A,20",
      "NightHighContrast.Cell.titleFont": "A,17.0",
    ])
    let notes = project.report.notes
    #expect(
      notes.contains(
        "theme 'Blue': font 'B,17' at key path 'Night.Cell.titleFont' is not imported: a font is the "
          + "same in every appearance, and the build writes the font of 'Cell.titleFont' under 'Night.' too"),
      "\(notes)")
    #expect(notes.contains { $0.contains("'HighContrast.Cell.titleFont' is not imported") })
    #expect(!notes.contains { $0.contains("NightHighContrast") }, "an equal font needs no note")
    #expect(project.report.fonts.map(\.keyPath) == ["Cell.titleFont"])
  }

  @Test func aSourceStringWrittenDifferentlyIsNoted() throws {
    let project = try Self.plan(blue: ["Cell.titleFont": "Avenir, 17.50"])
    #expect(
      project.report.notes.contains(
        "theme 'Blue': font 'titleFont' is written as 'Avenir,17.5' (the source has 'Avenir, 17.50')"))
  }
}
