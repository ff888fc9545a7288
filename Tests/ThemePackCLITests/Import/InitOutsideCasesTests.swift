import Foundation
import Testing
import ThemePackImaging
import ThemePackSupport
import ThemePackTestSupport

/// What `init` says and writes for the cases real projects brought (issue 45), beyond the
/// round trip `RealProjectKindsTests` checks: the report names each decision once, with the
/// flag that changes it, and the project holds what the source stated.
@Suite("init on the cases real projects brought")
struct InitOutsideCasesTests {
  /// `kind` imported into `project` of `folder`; returns the report and the source path.
  private func imported(_ kind: ProjectKind, _ folder: TemporaryFolder, _ extra: [String] = []) throws
    -> (report: String, from: String)
  {
    let source = try kind.write(folder)
    let result = try ThemePackBinary.run(
      ["init", "--from", source.from, "--into", folder.path("project")] + extra)
    try #require(result.status == 0, "\(result.standardError)")
    return (result.standardOutput, source.from)
  }

  @Test func anInconsistentLowerScaleIsLeftOutAndDrawnFromTheHighest() throws {
    let folder = try TemporaryFolder("outside-cases")
    let (report, _) = try imported(.inconsistentLowerScale, folder)
    #expect(
      report.contains(
        "'cover': 'cover@2x.png' is 15x22 px at 2x, but 'cover@3x.png' (30x45 px at 3x) makes 20x30 px: left "
          + "out, the build draws 2x from the 3x file"), "\(report)")
    // One theme: no "no master reproduces every theme's file" for a photo there is nothing to share with.
    #expect(
      report.contains(
        "  cover: per theme, kept as drawn: a picture of more than one colour and no other theme"),
      "\(report)")
    let build = try ThemePackBinary.run([
      "build", "--assets", folder.path("project"), "--output", folder.path("Output"), "--output-format",
      "runtime",
    ])
    try #require(build.status == 0, "\(build.standardError)")
    let built = try PNGDecoder.decodeFile(atPath: folder.path("Output/themes/Album/cover@2x.png")).image
    #expect(built.width == 20 && built.height == 30)
  }

  @Test func onePictureIsShownAsDrawnInDarkMode() throws {
    let folder = try TemporaryFolder("outside-cases")
    let (report, _) = try imported(.onePictureGlyph, folder)
    #expect(
      report.contains("    dark: same: the source has one picture, shown as drawn in dark mode too"),
      "\(report)")
    let config = try String(contentsOfFile: folder.path("project/themepack.json"), encoding: .utf8)
    #expect(config.contains("\"dark\": \"same\""), "\(config)")
    let build = try ThemePackBinary.run([
      "build", "--assets", folder.path("project"), "--output", folder.path("Output"), "--output-format",
      "xcassets",
    ])
    try #require(build.status == 0, "\(build.standardError)")
    let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder.path("Output")).filter {
      $0.hasSuffix(".xcassets")
    }
    let catalog = try #require(catalogs.first)
    let contents = try String(
      contentsOfFile: folder.path("Output/\(catalog)/Glyph/star.imageset/Contents.json"), encoding: .utf8)
    // A dark entry of the built set would be an invented picture: none, so iOS shows the light one.
    #expect(!contents.contains("\"dark\""), "\(contents)")
  }

  @Test func referencesOfOtherPlatformsAreReadAsIOSColoursWithoutAWarning() throws {
    let folder = try TemporaryFolder("outside-cases")
    let source = try ProjectKind.otherPlatformReferences.write(folder)
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", source.from])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    #expect(!lint.standardOutput.contains("warning:"), "\(lint.standardOutput)")
    let result = try ThemePackBinary.run(["init", "--from", source.from, "--into", folder.path("project")])
    try #require(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "colour set 'hint' refers to the system colour 'quaternaryLabelColor' of platform 'osx': kept as its"),
      "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("'page' has no dark entry"), "\(result.standardOutput)")
  }

  @Test func theBrandSetIsTheThemeColourAndTheReportNamesColorKey() throws {
    let folder = try TemporaryFolder("outside-cases")
    let (report, _) = try imported(.colourOnlyCatalog, folder)
    #expect(report.contains("  Palette: #CC334D from colour set 'brandPrimary'"), "\(report)")
    #expect(
      report.contains(
        "colour set 'brandPrimary' is the theme colour, as its name says; --color-key <set> chooses another: "
          + "'backgroundPrimary', 'primaryBorder', 'textPrimary'"), "\(report)")
  }

  @Test func aCatalogWithoutACandidateNamesColorKeyAndItsSets() throws {
    let folder = try TemporaryFolder("outside-cases")
    for (name, value) in [("pageBackground", "1.000"), ("bodyText", "0.100")] {
      try folder.write(
        ProjectKind.colorSet([ProjectKind.srgb(value, value, value)]),
        to: "Plain.xcassets/\(name).colorset/Contents.json")
    }
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("Plain.xcassets"), "--into", folder.path("project"),
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "no colour for theme 'Plain': name its colour set with --color-key <set> (its sets: 'bodyText', "
          + "'pageBackground'), or give it with --colors"), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    let keyed = try ThemePackBinary.run([
      "init", "--from", folder.path("Plain.xcassets"), "--into", folder.path("project"), "--color-key",
      "bodyText",
    ])
    #expect(keyed.status == 0, "\(keyed.standardError)")
  }
}

extension InitOutsideCasesTests {
  /// Image sets that state no intent ("Render As: Default"), a template and an original one:
  /// the project keeps each as stated, and the built catalog and manifest say the same.
  @Test func renderingIntentIsKeptAsTheCatalogStatesIt() throws {
    let folder = try TemporaryFolder("outside-cases")
    let catalog = "Bars.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    try folder.write(
      ProjectKind.colorSet([ProjectKind.srgb("0.133", "0.420", "0.667")]),
      to: "\(catalog)/AccentColor.colorset/Contents.json")
    let intents: [(String, String?)] = [("tab", nil), ("glyph", "template"), ("photo", "original")]
    for (name, intent) in intents {
      let pixels = LegacyThemeArt.shape(width: 24, height: 24, color: (34, 107, 170))
      try folder.write(
        try LegacyThemeArt.png(pixels, width: 24, height: 24), to: "\(catalog)/\(name).imageset/a.png")
      try folder.write(
        ProjectKind.imageSet(
          [#"{ "filename" : "a.png", "idiom" : "universal", "scale" : "3x" }"#],
          properties: intent.map { #""template-rendering-intent" : "\#($0)""# }),
        to: "\(catalog)/\(name).imageset/Contents.json")
    }
    // A template vector: iOS draws only its alpha, so the built catalog keeps the document.
    try folder.write(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M2 2h20v20z"/></svg>"#,
      to: "\(catalog)/chevron.imageset/chevron.svg")
    try folder.write(
      ProjectKind.imageSet(
        [#"{ "filename" : "chevron.svg", "idiom" : "universal" }"#],
        properties: #""preserves-vector-representation" : true, "template-rendering-intent" : "template""#),
      to: "\(catalog)/chevron.imageset/Contents.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path(catalog), "--into", folder.path("project"),
    ])
    try #require(result.status == 0, "\(result.standardError)")
    let config = try JSONDocument.parseValue(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("project/themepack.json")))))
    #expect(config["assets"]?["tab"]?["rendering"]?.stringValue == "automatic")
    #expect(config["assets"]?["glyph"]?["rendering"]?.stringValue == "template")
    #expect(config["assets"]?["photo"]?["rendering"] == nil)
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", folder.path("project")])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let build = try ThemePackBinary.run([
      "build", "--assets", folder.path("project"), "--output", folder.path("Output"), "--output-format",
      "xcassets",
      "--output-format", "runtime",
    ])
    try #require(build.status == 0, "\(build.standardError)")
    let built = try FileManager.default.contentsOfDirectory(atPath: folder.path("Output")).first {
      $0.hasSuffix(".xcassets")
    }
    let catalogOut = folder.path("Output/" + (try #require(built)))
    let manifest = try JSONDocument.parseValue(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("Output/themes/Bars/manifest.json")))))
    for (name, intent) in intents {
      let set = try JSONDocument.parseValue(
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(catalogOut)/Bars/\(name).imageset/Contents.json")))
      )
      #expect(set["properties"]?["template-rendering-intent"]?.stringValue == intent, "\(name)")
      #expect(manifest["assets"]?[name]?["rendering"]?.stringValue == intent ?? "automatic", "\(name)")
    }
    let chevron = try String(
      contentsOfFile: "\(catalogOut)/Bars/chevron.imageset/Contents.json", encoding: .utf8)
    #expect(chevron.contains("\"chevron.svg\"") && chevron.contains("\"template\""), "\(chevron)")
    // The catalog the build wrote comes back with the same intents.
    let again = try ThemePackBinary.run(["init", "--from", catalogOut, "--into", folder.path("again")])
    try #require(again.status == 0, "\(again.standardError)")
    let configAgain = try JSONDocument.parseValue(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("again/themepack.json")))))
    #expect(configAgain["assets"]?["tab"]?["rendering"]?.stringValue == "automatic")
    #expect(configAgain["assets"]?["glyph"]?["rendering"]?.stringValue == "template")
  }
}

extension InitOutsideCasesTests {
  /// A Figma variables export with nested semantic groups and a third mode: every colour token
  /// is a colour, the brand's accent the theme colour (not `text.primary`), the tokens' own
  /// dark page is `dark.background`, and the mode that names no appearance is listed.
  @Test func nestedFigmaTokensAreEveryColourWithTheirOwnDarkBackground() throws {
    let folder = try TemporaryFolder("outside-cases")
    let (report, _) = try imported(.figmaNestedGroups, folder)
    #expect(report.contains("  DesignSystem: #1A73E8 from token 'brand.accent'"), "\(report)")
    #expect(report.contains("left out 'Brand.tokens.json'"), "\(report)")
    #expect(
      report.contains("dark.background #121212: the dark value of colour 'surfaceBackground'"), "\(report)")
    #expect(!report.contains("are no theme's colour"), "\(report)")
    let theme = try JSONDocument.parseValue(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("project/Themes/DesignSystem/theme.json"))))
    )
    #expect(theme["tokens"]?["nested"] == .bool(true))
    let config = try JSONDocument.parseValue(
      Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("project/themepack.json")))))
    #expect(config["dark"]?["background"]?.stringValue == "#121212")
  }

  /// Two nested tokens whose paths give one colour name are refused by the build's reader,
  /// naming both tokens, in one line.
  @Test func nestedTokensGivingOneNameAreRefused() throws {
    let folder = try TemporaryFolder("outside-cases")
    try folder.write(
      ##"{"brand": {"$type": "color", "accent": {"$value": "#1A73E8"}}, "surface": {"$type": "color", "##
        + ##""background": {"$value": "#FFFFFF"}}, "surfaceBackground": {"$type": "color", "$value": "#FAFAFA"}}"##,
      to: "tokens.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("tokens.json"), "--into", folder.path("p"),
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("both give colour 'surfaceBackground': rename one"),
      "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("p")))
  }
}

extension InitOutsideCasesTests {
  /// A Tokens Studio file with a theme that names no mode and a set only it selects: the
  /// report names both rather than leaving them out without a word.
  @Test func tokensStudioThemesAndSetsNoModeReadsAreListed() throws {
    let folder = try TemporaryFolder("outside-cases")
    let file = InitTokensFixtures.dollarFile
      .replacingOccurrences(
        of: #""$metadata": {"tokenSetOrder": ["core", "light", "dark"]}"#,
        with: #""$metadata": {"tokenSetOrder": ["core", "light", "dark", "wire"]}"#
      )
      .replacingOccurrences(
        of: #"{"id": "d", "name": "Dark", "selectedTokenSets": {"core": "source", "dark": "enabled"}}"#,
        with: #"{"id": "d", "name": "Dark", "selectedTokenSets": {"core": "source", "dark": "enabled"}}, "#
          + #"{"id": "w", "name": "wireframe", "selectedTokenSets": {"wire": "enabled"}}"#
      )
      .replacingOccurrences(
        of: #"  "$themes": ["#,
        with: ##"  "wire": {"ink": {"$type": "color", "$value": "#000000"}},"## + "\n" + #"  "$themes": ["#)
    try #require(file.contains("wireframe") && file.contains(#""wire": {"ink""#))
    try folder.write(file, to: "tokens.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("tokens.json"), "--into", folder.path("p"),
    ])
    try #require(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("Tokens Studio themes 'wireframe' name no appearance"),
      "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains("token sets no mode's theme selects, not read: 'wire'"),
      "\(result.standardOutput)")
  }
}

extension InitOutsideCasesTests {
  /// A dark SVG whose document differs from the light one by a fraction of a point (within a
  /// pixel at 3x) is kept, lints clean and builds; one a few points off is still left out.
  @Test(arguments: [("44.35", "44.55", true), ("40", "44.39", false)])
  func aDarkVectorWithinAPixelOfTheLightSizeIsKept(width: String, height: String, kept: Bool) throws {
    let folder = try TemporaryFolder("outside-cases")
    let set = "Icons.xcassets/logo.imageset"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "Icons.xcassets/Contents.json")
    func svg(_ width: String, _ height: String, _ fill: String) -> String {
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
        + #"viewBox="0 0 \#(width) \#(height)"><circle cx="20" cy="20" r="18" fill="\#(fill)"/></svg>"#
    }
    try folder.write(svg("44.37", "44.39", "#226BAA"), to: "\(set)/logo.svg")
    try folder.write(svg(width, height, "#9ECAFF"), to: "\(set)/logo-dark.svg")
    try folder.write(
      ProjectKind.imageSet(
        [
          #"{ "filename" : "logo.svg", "idiom" : "universal" }"#,
          #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "logo-dark.svg", "#
            + #""idiom" : "universal" }"#,
        ], properties: #""preserves-vector-representation" : true"#),
      to: "\(set)/Contents.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("Icons.xcassets"), "--into", folder.path("project"),
    ])
    try #require(result.status == 0, "\(result.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path("project/Base/logo.dark.svg")) == kept)
    #expect(
      result.standardOutput.contains("its dark images are not imported") == !kept, "\(result.standardOutput)")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", folder.path("project")])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let build = try ThemePackBinary.run([
      "build", "--assets", folder.path("project"), "--output", folder.path("Output"), "--output-format",
      "runtime",
    ])
    try #require(build.status == 0, "\(build.standardError)")
    #expect(
      FileManager.default.fileExists(atPath: folder.path("Output/themes/Icons/logo.dark@3x.png")) == kept)
  }
}

extension InitOutsideCasesTests {
  /// Display P3 PNGs are converted as the build converts them, and the report says so; an HDR
  /// one (cICP PQ) stops the import in one line naming the file, and nothing is written.
  @Test func displayP3IsConvertedAndHDRIsRefusedInOneLine() throws {
    let folder = try TemporaryFolder("outside-cases")
    let (report, _) = try imported(.displayP3Catalog, folder)
    #expect(report.contains("2 source files are in another colour space (a cICP chunk"), "\(report)")
    let hdr = folder.path("HDR.xcassets/glow.imageset")
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "HDR.xcassets/Contents.json")
    try folder.write(
      try CICPCommandTests.file(bitDepth: 16, chunks: [("cICP", [9, 16, 0, 1])]),
      to: "HDR.xcassets/glow.imageset/g.png")
    try folder.write(
      ProjectKind.imageSet([#"{ "filename" : "g.png", "idiom" : "universal", "scale" : "3x" }"#]),
      to: "HDR.xcassets/glow.imageset/Contents.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("HDR.xcassets"), "--into", folder.path("hdr"),
    ])
    #expect(result.status == 1)
    #expect(result.standardError.contains(hdr + "/g.png"), "\(result.standardError)")
    #expect(result.standardError.contains("HDR"), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("hdr")))
  }
}

extension InitOutsideCasesTests {
  /// A file no importer reads, and a folder of Style Dictionary JSON5 files, are refused in
  /// one line that says what init reads (never an errno text such as "Not a directory").
  @Test(arguments: [
    ("brand.json5", "JSON5 (as Style Dictionary writes it) is not read: convert it to JSON; init reads"),
    ("notes.txt", "init reads an asset catalog, a theme package or SwiftTheme .zip"),
    ("color/brand.json5", "its .json5 files are JSON5, as Style Dictionary writes it"),
  ])
  func aSourceInitDoesNotReadIsNamedInOneLine(file: String, message: String) throws {
    let folder = try TemporaryFolder("outside-cases")
    try folder.write(##"{ color: { brand: { value: "#226BAA" } } }"##, to: "tokens/" + file)
    let from = folder.path("tokens/" + (file.contains("/") ? "color" : file))
    let result = try ThemePackBinary.run(["init", "--from", from, "--into", folder.path("p")])
    #expect(result.status == 1)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(!result.standardError.contains("Not a directory"), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
  }
}

extension InitOutsideCasesTests {
  /// Tokens Studio theme groups (a brand group and a light/dark group): each mode is read with
  /// the first brand, whose palette its aliases name, and the other brand is named as not read.
  @Test func tokensStudioThemeGroupsAreReadTogether() throws {
    let folder = try TemporaryFolder("outside-cases")
    let file = ##"""
      {
        "brand/one": {"palette": {"500": {"$type": "color", "$value": "#1A73E8"}}},
        "brand/two": {"palette": {"500": {"$type": "color", "$value": "#C2410C"}}},
        "light": {"action": {"accent": {"$type": "color", "$value": "{palette.500}"}},
          "page": {"background": {"$type": "color", "$value": "#FFFFFF"}}},
        "dark": {"action": {"accent": {"$type": "color", "$value": "#8AB4F8"}},
          "page": {"background": {"$type": "color", "$value": "#121212"}}},
        "$themes": [
          {"id": "1", "name": "One", "group": "Brand", "selectedTokenSets": {"brand/one": "source"}},
          {"id": "2", "name": "Two", "group": "Brand", "selectedTokenSets": {"brand/two": "source"}},
          {"id": "3", "name": "Light", "group": "Scheme", "selectedTokenSets": {"light": "enabled"}},
          {"id": "4", "name": "Dark", "group": "Scheme", "selectedTokenSets": {"dark": "enabled"}}
        ],
        "$metadata": {"tokenSetOrder": ["brand/one", "brand/two", "light", "dark"]}
      }
      """##
    try folder.write(file, to: "tokens.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("tokens.json"), "--into", folder.path("p"),
    ])
    try #require(result.status == 0, "\(result.standardError)")
    let report = result.standardOutput
    #expect(report.contains("  tokens: #1A73E8 from token 'action.accent'"), "\(report)")
    #expect(
      report.contains("each mode is read with the first option of every other group: 'One' (Brand)"),
      "\(report)")
    #expect(report.contains("the other options of those groups are not read: 'Two' (Brand)"), "\(report)")
    #expect(report.contains("dark.background #121212"), "\(report)")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", folder.path("p")])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let build = try ThemePackBinary.run(["build", "--assets", folder.path("p"), "--output", folder.path("o")])
    #expect(build.status == 0, "\(build.standardError)")
  }
}
