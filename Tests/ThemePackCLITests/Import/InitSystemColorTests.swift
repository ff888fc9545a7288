import Foundation
import Testing
import ThemePackArchive
import ThemePackCatalog
import ThemePackTestSupport

/// A catalog whose colour sets refer to iOS system colours, as Xcode writes them
/// (`"platform": "ios", "reference": "systemBlueColor"`): its lint fails nothing, `init` keeps
/// each reference as the system colour's values in every appearance it stands for, and the
/// built catalog holds those values.
@Suite("themepack init of system-colour references, end to end")
struct InitSystemColorTests {
  /// `Palette.xcassets` (written with the project-kinds table's colour-set writers): the theme colour is `systemBlueColor` (all four values come from the
  /// table), `surface` is white with a `systemGray6Color` dark, `ink` is `labelColor`.
  static func writeCatalog(into folder: TemporaryFolder) throws {
    try folder.write(
      "{\"info\" : {\"author\" : \"xcode\", \"version\" : 1}}", to: "Palette.xcassets/Contents.json")
    try folder.write(
      ProjectKind.colorSet([ProjectKind.reference("systemBlueColor")]),
      to: "Palette.xcassets/AccentColor.colorset/Contents.json")
    try folder.write(
      ProjectKind.colorSet([
        ProjectKind.srgb("1.000", "1.000", "1.000"), ProjectKind.reference("systemGray6Color", dark: true),
      ]),
      to: "Palette.xcassets/surface.colorset/Contents.json")
    try folder.write(
      ProjectKind.colorSet([ProjectKind.reference("labelColor")]),
      to: "Palette.xcassets/ink.colorset/Contents.json")
  }

  @Test func referencesLintCleanImportAndBuildAsTheSystemColours() throws {
    let folder = try TemporaryFolder("init-system-color")
    try Self.writeCatalog(into: folder)
    let catalog = folder.path("Palette.xcassets")
    let catalogLint = try ThemePackBinary.run(["lint", "--strict", "--assets", catalog])
    #expect(catalogLint.status == 0, "\(catalogLint.standardOutput)")
    #expect(catalogLint.standardOutput.contains("[catalog-system-color]"), "\(catalogLint.standardOutput)")
    #expect(
      catalogLint.standardOutput.contains(
        "system colour 'systemBlueColor' read as its iOS 15–18 values: light #007AFF, dark #0A84FF, "
          + "light high contrast #0040DD, dark high contrast #409CFF"), "\(catalogLint.standardOutput)")

    let project = folder.path("project")
    let result = try ThemePackBinary.run(["init", "--from", catalog, "--into", project])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "colour set 'AccentColor' refers to the system colour 'systemBlueColor': kept as its iOS 15–18 values"
      ),
      "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("no light colour"), "\(result.standardOutput)")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")

    let output = folder.path("Output")
    let build = try ThemePackBinary.run([
      "build", "--assets", project, "--output", output, "--output-format", "xcassets",
    ])
    #expect(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    let built = CatalogReader.read(output + "/Palette.xcassets")
    #expect(built.findings.filter { $0.severity != .info }.isEmpty, "\(built.findings)")
    func values(_ set: String) -> [ThemeAppearance: ThemeRGBA] {
      guard let read = built.colorSets.first(where: { $0.baseName == set }) else { return [:] }
      return Dictionary(
        uniqueKeysWithValues: ThemeAppearance.allCases.compactMap { a in read.value(a).map { (a, $0) } })
    }
    #expect(values("color") == IOSSystemColors.values(of: "systemBlue"))
    #expect(values("ink") == IOSSystemColors.values(of: "labelColor"))
    let gray6 = try #require(IOSSystemColors.values(of: "systemGray6Color"))
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    #expect(values("surface")[.light] == white)
    #expect(values("surface")[.dark] == gray6[.dark])
    #expect(values("surface")[.darkHighContrast] == gray6[.darkHighContrast])
    // Light with Increase Contrast falls back to the plain entry, as iOS draws it.
    #expect(values("surface")[.lightHighContrast] == white)
  }

  /// A reference ThemePack has no values for (another platform's, or an unknown name) is
  /// information naming it, never a warning that fails `--strict` on a catalog Xcode accepts,
  /// and the set is left out of the import with a note.
  @Test(arguments: [
    (
      #"{ "platform" : "osx", "reference" : "controlAccentColor" }"#,
      "not an iOS system colour ThemePack knows the values of (a colour of platform 'osx'): not read"
    ),
    (
      #"{ "platform" : "ios", "reference" : "systemBlooColor" }"#,
      "not an iOS system colour ThemePack knows the values of: not read"
    ),
  ])
  func aReferenceWithoutValuesIsInformation(color: String, reason: String) throws {
    let folder = try TemporaryFolder("init-system-color")
    try Self.writeCatalog(into: folder)
    try folder.write(
      ProjectKind.colorSet(["{ \"color\" : \(color), \"idiom\" : \"universal\" }"]),
      to: "Palette.xcassets/odd.colorset/Contents.json")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", folder.path("Palette.xcassets")])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    #expect(
      lint.standardOutput.contains("odd.colorset/Contents.json:1:28: info: [invalid-color]"),
      "\(lint.standardOutput)")
    #expect(lint.standardOutput.contains(reason), "\(lint.standardOutput)")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("Palette.xcassets"), "--into", folder.path("p"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("colour set 'odd' has no light colour: skipped"),
      "\(result.standardOutput)")
  }
}
