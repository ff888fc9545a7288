import Foundation
import Testing
import ThemePackArchive
import ThemePackSupport
import ThemePackTestSupport

/// Tokens out are tokens in: the design tokens file a build writes for each theme, named as
/// that theme's `tokens` in a second project, builds the same colours in all four
/// appearances and the same fonts (line height and letter spacing too), keeps the contrast
/// pairs, and is written again byte for byte.
@Suite("tokens out are tokens in, end to end on the sample Assets/")
struct TokensRoundTripTests {
  /// A theme with every kind of colour: a string extra colour with no pair, pairs on the
  /// theme colour, the background and another extra colour (`text`, `ui`, a ratio), values the
  /// designer gave in dark, high contrast and dark high contrast, and values left to derive.
  static let everyKindTheme = """
    {
      "version": "2.0.0",
      "color": "#6750A4",
      "darkColor": "#D0BCFF",
      "colors": {
        "plain": "#FF8800",
        "onColor": { "value": "#FFFFFF", "on": "color", "use": "text" },
        "accent": {
          "value": "#7D5260", "dark": "#EFB8C8", "highContrast": "#4A2532", "darkHighContrast": "#FFD8E4",
          "on": "background", "use": "ui"
        },
        "outline": { "value": "#79747E", "on": "background", "use": 3.2 },
        "label": { "value": "#FFFFFF", "on": "accent", "use": "text" }
      },
      "fonts": {
        "caption": { "family": "PingFangSC-Light", "size": 12.5, "lineHeight": 1.4, "letterSpacing": -0.3 },
        "body": { "family": "PingFangSC-Regular", "size": 16, "weight": "medium", "lineHeight": 1.5 }
      }
    }
    """

  /// The two projects and their outputs: the sample plus `everyKind`, and the same project
  /// with each theme's colours taken from the tokens file the first build wrote.
  struct RoundTrip {
    let folder: TemporaryFolder
    var first: String { folder.path("First") }
    var second: String { folder.path("Second") }
    let themes: [String]

    init() throws {
      let folder = try TemporaryFolder("tokens-round-trip")
      let first = folder.path("First")
      let manager = FileManager.default
      try manager.createDirectory(atPath: first, withIntermediateDirectories: true)
      try SampleCopy.copy(to: first + "/Assets")
      try manager.copyItem(atPath: first + "/Assets/Themes/blue", toPath: first + "/Assets/Themes/everyKind")
      try manager.removeItem(atPath: first + "/Assets/Themes/everyKind/theme.json")
      try folder.write(TokensRoundTripTests.everyKindTheme, to: "First/Assets/Themes/everyKind/theme.json")
      self.folder = folder
      themes = try manager.contentsOfDirectory(atPath: first + "/Assets/Themes").sorted()
    }

    /// Builds the project under `root` into `root/Output` in every colour-carrying format.
    func build(_ root: String) throws -> ThemePackBinary.Result {
      try ThemePackBinary.run([
        "build", "--assets", root + "/Assets", "--output", root + "/Output", "--no-cache",
        "--output-format", "runtime", "--output-format", "xcassets", "--output-format", "tokens",
      ])
    }

    /// The second project: the first's Assets/, each theme's `theme.json` without `color`,
    /// `darkColor`, `colors` and `fonts` (the fonts come from the tokens), naming the tokens file the first build wrote, copied beside it.
    func makeSecondProject() throws {
      let manager = FileManager.default
      try manager.createDirectory(atPath: second, withIntermediateDirectories: true)
      try manager.copyItem(atPath: first + "/Assets", toPath: second + "/Assets")
      for theme in themes {
        let folder = second + "/Assets/Themes/" + theme
        try manager.copyItem(
          atPath: "\(first)/Output/tokens/\(theme)/\(theme).tokens.json",
          toPath: "\(folder)/\(theme).tokens.json")
        let settings = try JSONDocument.parse(
          Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/theme.json"))))
        var members = try #require(settings.root.objectValue)
        for key in ["color", "darkColor", "colors", "fonts"] { members[key] = nil }
        members["tokens"] = .string(theme + ".tokens.json")
        try Data(JSONWriter().bytes(.object(members))).write(to: URL(fileURLWithPath: folder + "/theme.json"))
      }
    }

    /// Every file under `relative` of `root` (relative path → bytes).
    func files(_ root: String, _ relative: String) throws -> [String: Data] {
      let base = root + "/" + relative
      var found: [String: Data] = [:]
      guard let walker = FileManager.default.enumerator(atPath: base) else { return found }
      while let path = walker.nextObject() as? String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder)
        if !isFolder.boolValue { found[path] = try Data(contentsOf: URL(fileURLWithPath: base + "/" + path)) }
      }
      return found
    }

    /// The `color`, `extraColors` and `fonts` of theme `theme`'s runtime manifest under `root`.
    func manifestColors(_ root: String, _ theme: String) throws -> [JSONValue?] {
      let path = "\(root)/Output/themes/\(theme)/manifest.json"
      let manifest = try JSONDocument.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).root
      return [manifest["color"], manifest["extraColors"], manifest["fonts"]]
    }
  }

  @Test func eachThemesWrittenTokensBuildTheSameColoursInAllFourAppearances() throws {
    let trip = try RoundTrip()
    let firstBuild = try trip.build(trip.first)
    #expect(firstBuild.status == 0, "\(firstBuild.standardError)")
    try trip.makeSecondProject()
    let secondBuild = try trip.build(trip.second)
    #expect(secondBuild.status == 0, "\(secondBuild.standardError)")
    #expect(trip.themes.count == 7)

    for theme in trip.themes {
      let colors = try trip.manifestColors(trip.first, theme)
      #expect(colors[0] != nil && colors[1]?.objectValue?.isEmpty == false, "\(theme)")
      #expect(try trip.manifestColors(trip.second, theme) == colors, "\(theme)")
    }
    let everyKind = try trip.manifestColors(trip.second, "everyKind")[2]
    #expect(everyKind?["caption"]?["lineHeight"] == .number(1.4))
    #expect(everyKind?["caption"]?["letterSpacing"] == .number(-0.3))
    #expect(everyKind?["body"]?["weight"] == .string("medium"))
    #expect(everyKind?["title"]?["lineHeight"] == nil)
    #expect(
      try trip.manifestColors(trip.second, "wisteria")[2]?["title"]?["family"] == .string("Comfortaa-Bold"))
    let catalog = "Output/com.example.ibus.themes.xcassets"
    let firstSets = try trip.files(trip.first, catalog).filter { $0.key.contains(".colorset/") }
    let secondSets = try trip.files(trip.second, catalog).filter { $0.key.contains(".colorset/") }
    // 'color' and 'onColor' per theme, silver's 'outline', everyKind's four other colours.
    #expect(firstSets.count == 7 * 2 + 1 + 4)
    #expect(Set(secondSets.keys) == Set(firstSets.keys))
    for (path, bytes) in firstSets {
      #expect(secondSets[path] == bytes, "\(path)")
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text.contains("\"luminosity\"") && text.contains("\"contrast\""), "\(path)")
    }
    // The pair of 'outline' (3.2:1 on the background) moved its derived values off its light one.
    let outline = try #require(firstSets["everyKind/outline.colorset/Contents.json"])
    #expect(Set(try Self.components(of: outline)).count > 1)
  }

  /// A tokens file a theme names is a source, not a stray: the second project passes
  /// `lint --strict`; a tokens file no theme names is still reported.
  @Test func aNamedTokensFilePassesStrictLintAndAnUnnamedOneIsReported() throws {
    let trip = try RoundTrip()
    #expect(try trip.build(trip.first).status == 0)
    try trip.makeSecondProject()
    // everyKind's preview is blue's picture (fixture art), which color-drift rightly reports.
    try FileManager.default.removeItem(atPath: trip.second + "/Assets/Themes/everyKind")
    let lint = try ThemePackBinary.run(["lint", "--assets", trip.second + "/Assets", "--strict"])
    #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
    try FileManager.default.copyItem(
      atPath: "\(trip.second)/Assets/Themes/blue/blue.tokens.json",
      toPath: "\(trip.second)/Assets/Themes/blue/old.tokens.json")
    let stray = try ThemePackBinary.run(["lint", "--assets", trip.second + "/Assets", "--strict"])
    #expect(stray.status == 1)
    #expect(stray.standardOutput.contains("Themes/blue/old.tokens.json"), "\(stray.standardOutput)")
    #expect(!stray.standardOutput.contains("blue.tokens.json'"), "\(stray.standardOutput)")
  }

  @Test func writtenTokensReadBackAndWrittenAgainAreTheSameBytes() throws {
    let trip = try RoundTrip()
    #expect(try trip.build(trip.first).status == 0)
    try trip.makeSecondProject()
    #expect(try trip.build(trip.second).status == 0)
    let first = try trip.files(trip.first, "Output/tokens")
    #expect(first.count == 7)
    #expect(try trip.files(trip.second, "Output/tokens") == first)
    let everyKind = try #require(first["everyKind/everyKind.tokens.json"])
    let document = try JSONDocument.parse(Array(everyKind)).root
    let label = document["color"]?["label"]?["$extensions"]?["com.themepack"]
    #expect(label?["on"]?.stringValue == "accent")
    #expect(label?["use"]?.stringValue == "text")
    #expect(label?["derived"]?.arrayValue?.count == 3)
    #expect(document["color"]?["accent"]?["$extensions"]?["com.themepack"]?["derived"] == nil)
    #expect(document["color"]?["outline"]?["$extensions"]?["com.themepack"]?["use"]?.numberValue == 3.2)
  }

  @Test func theContrastPairsSurviveTheRoundTrip() throws {
    let trip = try RoundTrip()
    #expect(try trip.build(trip.first).status == 0)
    try trip.makeSecondProject()
    // The same too-light 'label' on 'accent' in both projects: in theme.json, and in the tokens.
    let settingsPath = trip.first + "/Assets/Themes/everyKind/theme.json"
    let settings = try String(contentsOfFile: settingsPath, encoding: .utf8)
    let broken = settings.replacingOccurrences(
      of: "\"label\": { \"value\": \"#FFFFFF\"", with: "\"label\": { \"value\": \"#C0A0B0\"")
    #expect(broken != settings)
    try broken.write(toFile: settingsPath, atomically: true, encoding: .utf8)
    let tokensPath = trip.second + "/Assets/Themes/everyKind/everyKind.tokens.json"
    let tokens = try JSONDocument.parse(Array(try Data(contentsOf: URL(fileURLWithPath: tokensPath)))).root
    var root = try #require(tokens.objectValue)
    var colors = try #require(root["color"]?.objectValue)
    var label = try #require(colors["label"]?.objectValue)
    label["$value"] = .string("#C0A0B0")
    colors["label"] = .object(label)
    root["color"] = .object(colors)
    try Data(JSONWriter().bytes(.object(root))).write(to: URL(fileURLWithPath: tokensPath))

    let first = try Self.contrastFindings(trip.first)
    let second = try Self.contrastFindings(trip.second)
    #expect(!first.isEmpty)
    #expect(
      first.contains {
        $0.contains("colour 'label' of theme 'everyKind' (#C0A0B0)") && $0.contains("in light,")
      })
    #expect(second == first)
  }

  /// The contrast findings of a lint of `root/Assets`: rule, theme and the message up to its
  /// advice (which names a `theme.json` key or a token's mode), sorted.
  static func contrastFindings(_ root: String) throws -> [String] {
    let result = try ThemePackBinary.run(["lint", "--assets", root + "/Assets", "--format", "json"])
    let findings = try #require(try JSONDocument.parse(Array(result.standardOutput.utf8)).root.arrayValue)
    return findings.compactMap { finding -> String? in
      guard let rule = finding["rule"]?.stringValue, ["contrast-pair", "dark-contrast"].contains(rule),
        var message = finding["message"]?.stringValue
      else { return nil }
      if message.hasPrefix("token '"), let colon = message.range(of: "': ") {
        message = String(message[colon.upperBound...])  // a tokens file's finding names its token first
      }
      for advice in [": choose another", "; give", ": give"] {
        if let range = message.range(of: advice) { message = String(message[..<range.lowerBound]) }
      }
      return "\(rule) \(finding["theme"]?.stringValue ?? "") \(message)"
    }.sorted()
  }

  /// Every entry's red, green and blue of a colour set, as written.
  static func components(of contents: Data) throws -> [String] {
    let root = try JSONDocument.parse(Array(contents)).root
    return try #require(root["colors"]?.arrayValue).map { entry in
      let components = entry["color"]?["components"]
      return ["red", "green", "blue"].map { components?[$0]?.stringValue ?? "" }.joined(separator: ",")
    }
  }
}
