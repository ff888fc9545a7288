import Foundation
import Testing
import ThemePackImport
import ThemePackSupport
import ThemePackTestSupport

/// `themepack init --from <SwiftTheme folder>`, then `lint` and `build` with the SwiftTheme
/// output, run as a user would: the plists written keep the source's key paths and values.
@Suite("themepack init from SwiftTheme themes, end to end")
struct InitFromSwiftThemeTests {
  final class Trip: @unchecked Sendable {
    let folder: TemporaryFolder
    var source: String { folder.path("Themes") }
    var project: String { folder.path("project") }
    var output: String { folder.path("Output") }
    var report = ""

    init(extra: [String] = []) throws {
      folder = try TemporaryFolder("init-swifttheme")
      try SwiftThemeFixture.write(into: folder, at: "Themes")
      let result = try ThemePackBinary.run(["init", "--from", source, "--into", project] + extra)
      #expect(result.status == 0, "\(result.standardError)")
      report = result.standardOutput
    }

    func text(_ relative: String) throws -> String {
      try String(contentsOfFile: project + "/" + relative, encoding: .utf8)
    }
  }

  /// A plist as nested dictionaries, and the string at a key path in it.
  static func plist(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    return try #require(value as? [String: Any])
  }

  static func string(_ plist: [String: Any], _ keyPath: String) -> String? {
    var node: Any? = plist
    for part in keyPath.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
    return node as? String
  }

  @Test func theReportSaysWhatBecameWhat() throws {
    let trip = try Trip()
    #expect(trip.report.contains("imported 3 themes from '\(trip.source)' (SwiftTheme themes)"))
    #expect(trip.report.contains("  Red: #EB4F38 from key path 'Global.barTintColor'"))
    #expect(trip.report.contains("theme colour: key path 'Global.barTintColor' (named like a theme colour"))
    #expect(!trip.report.contains("kept for later"))
    #expect(trip.report.contains("fonts (named fonts that keep their SwiftTheme key paths):"))
    #expect(
      trip.report.contains(
        "  textFont: 'PingFangSC-Medium,24' in every theme (themepack.json); key path 'Global.textFont'"))
    #expect(
      trip.report.contains(
        "  ChangeThemeCell_titleFont: per theme (theme.json): Blue 'PingFangSC-Semibold,17', "
          + "Red 'Helvetica Neue,17.5', Yellow 'PingFangSC-Semibold,17'; key path 'ChangeThemeCell.titleFont'"
      ))
    #expect(
      trip.report.contains(
        "  SelectThemeCell_titleFont: per theme (theme.json): Blue 'Avenir-Heavy,12'; "
          + "key path 'SelectThemeCell.titleFont'"))
    #expect(
      trip.report.contains(
        "values (no colour, image or font; in theme.json 'values', written back to the plist):"))
    #expect(trip.report.contains("  UIStatusBarStyle: Blue 'LightContent', Red 'Default', Yellow 'Default'"))
    #expect(
      trip.report.contains(
        "  ListViewController.rowHeight: Blue the number 44, Red the number 44, Yellow the number 44"))
    #expect(trip.report.contains("not imported (no colour, image or font):"))
    #expect(trip.report.contains("  Meta.created: Red a date, Yellow a date"))
    #expect(!trip.report.contains("  Night.UIStatusBarStyle:"), "\(trip.report)")
    let config = try trip.text("themepack.json")
    #expect(config.contains("\"colorKeyPath\": \"Global.barTintColor\""))
    #expect(config.contains("\"keyPath\": \"SelectThemeCell.iconImage\""))
    #expect(config.contains("\"swiftTheme\""))
    #expect(config.contains("\"textFont\": {"))
    #expect(config.contains("\"keyPath\": \"Global.textFont\""))
    #expect(!config.contains("titleFont"))
    let red = try trip.text("Themes/Red/theme.json")
    #expect(red.contains("\"color\": \"#EB4F38\""))
    #expect(red.contains("\"darkColor\": \"#8FB8FF\""))
    #expect(red.contains("\"keyPath\": \"Global.textColor\""))
    #expect(red.contains("\"value\": \"#000000\""))
    #expect(red.contains("\"value\": \"#55555588\""))
    #expect(red.contains("\"family\": \"Helvetica Neue\""))
    #expect(red.contains("\"size\": 17.5"))
    #expect(red.contains("\"keyPath\": \"ChangeThemeCell.titleFont\""))
    #expect(!red.contains("SelectThemeCell_titleFont"))
    #expect(try trip.text("Themes/Blue/theme.json").contains("\"SelectThemeCell_titleFont\": {"))
  }

  @Test func theBuiltPlistsHaveTheSourceKeyPathsAndValues() throws {
    let trip = try Trip()
    let lint = try ThemePackBinary.run(["lint", "--assets", trip.project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    #expect(!lint.standardOutput.contains("error:"), "\(lint.standardOutput)")
    let build = try ThemePackBinary.run(["build", "--assets", trip.project, "--output", trip.output])
    #expect(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    for (index, theme) in SwiftThemeFixture.themes.enumerated() {
      let folder = "\(trip.output)/themes/\(theme.name)"
      let plist = try Self.plist("\(folder)/\(theme.name).plist")
      for (keyPath, value) in SwiftThemeFixture.colors(index) {
        let written = try #require(Self.string(plist, keyPath), "\(theme.name): \(keyPath)")
        #expect(SwiftThemeColor.parse(written) == SwiftThemeColor.parse(value), "\(theme.name): \(keyPath)")
      }
      for keyPath in SwiftThemeFixture.images(index).keys {
        let path = try #require(Self.string(plist, keyPath), "\(theme.name): \(keyPath)")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(theme.name): \(path)")
        let night = try #require(Self.string(plist, "Night." + keyPath))
        #expect(FileManager.default.fileExists(atPath: folder + "/" + night), "\(theme.name): \(night)")
      }
      for (keyPath, value) in SwiftThemeFixture.fonts(index) {
        #expect(Self.string(plist, keyPath) == value, "\(theme.name): \(keyPath)")
        #expect(Self.string(plist, "Night." + keyPath) == value, "\(theme.name): Night.\(keyPath)")
      }
      #expect(Self.string(plist, "SelectThemeCell.titleFont") == (index == 0 ? "Avenir-Heavy,12" : nil))
      #expect(Self.string(plist, "Global.themeColor") == nil)
      let night = try Self.plist("\(folder)/\(theme.name).Night.plist")
      for (keyPath, value) in SwiftThemeFixture.values(index) {
        let source = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
        if keyPath.hasPrefix("Night.") {
          let day = String(keyPath.dropFirst(6))
          #expect(Self.same(Self.value(plist, keyPath), source), "\(theme.name): \(keyPath)")
          #expect(Self.same(Self.value(night, day), source), "\(theme.name): Night file \(day)")
        } else {
          #expect(Self.same(Self.value(plist, keyPath), source), "\(theme.name): \(keyPath)")
        }
      }
      #expect(Self.value(plist, "Meta.created") == nil)
    }
  }

  /// The value at `keyPath` of `plist`, as the property-list bytes of it alone.
  static func value(_ plist: [String: Any], _ keyPath: String) -> Any? {
    var node: Any? = plist
    for part in keyPath.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
    return node
  }

  /// Whether `value` is the value whose XML property-list bytes are `source`, type included
  /// (a `<real>` is no `<integer>`; a boolean no number).
  static func same(_ value: Any?, _ source: Data?) -> Bool {
    guard let value, let source else { return false }
    return (try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)) == source
  }

  @Test func aZipOfOneThemeImportsLikeItsFolder() throws {
    let folder = try TemporaryFolder("init-swifttheme-zip")
    try SwiftThemeFixture.write(into: folder, at: "Themes")
    var entries: [TestZip.Entry] = []
    for file in ["Blue.json", "images/icon_theme_blue.png", "images/icon_night.png"] {
      entries.append(.file("Blue/" + file, try FileReader.bytes(at: folder.path("Themes/" + file))))
    }
    entries.append(.file("__MACOSX/Blue/._Blue.json", [0, 5, 22, 7]))
    try folder.write(TestZip(entries).bytes(), to: "Blue.zip")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("Blue.zip"), "--into", folder.path("p"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("  Blue: #56ABE4 from key path 'Global.barTintColor'"))
    let lint = try ThemePackBinary.run(["lint", "--assets", folder.path("p")])
    #expect(lint.status == 0, "\(lint.standardOutput)")
  }

  @Test func colorKeyPicksTheMainColour() throws {
    let trip = try Trip(extra: ["--color-key", "ChangeThemeCell.buttonBackgroundColor"])
    #expect(
      trip.report.contains("theme colour: key path 'ChangeThemeCell.buttonBackgroundColor' (--color-key)"))
    let config = try trip.text("themepack.json")
    #expect(config.contains("\"colorKeyPath\": \"ChangeThemeCell.buttonBackgroundColor\""))
    #expect(try trip.text("Themes/Blue/theme.json").contains("\"keyPath\": \"Global.barTintColor\""))
  }

  /// Themes with colours only (no image values): a project with `"assets": {}` that lints
  /// clean under `--strict`, builds and writes the colours back under their key paths.
  @Test func colourOnlyThemesMakeAProjectThatLintsAndBuilds() throws {
    let folder = try TemporaryFolder("init-swifttheme-colours")
    for (name, color) in [("Red", "#C0392B"), ("Night", "#1B2631")] {
      let plist: [String: Any] = ["Global": ["themeColor": color, "textColor": "#FFFFFF"]]
      try folder.write(
        [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)),
        to: "Themes/\(name).plist")
    }
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Themes"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.hasPrefix("imported 2 themes from"))
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", project, "--output", output])
    try #require(build.status == 0, "\(build.standardError)")
    for (name, color) in [("Red", "#C0392B"), ("Night", "#1B2631")] {
      let written = try Self.plist("\(output)/themes/\(name)/\(name).plist")
      #expect(Self.string(written, "Global.themeColor") == color, "\(name)")
      #expect(Self.string(written, "Global.textColor") == "#FFFFFF", "\(name)")
    }
  }

  /// The SwiftTheme demo keeps its images in an asset catalog beside the theme files: `init
  /// --from` that folder finds it without `--assets-catalog`, says so, and imports the image.
  @Test func theAssetCatalogBesideTheThemeFilesIsFoundWithoutTheFlag() throws {
    let folder = try TemporaryFolder("init-swifttheme-catalog")
    for (name, color) in [("Red", "#C0392B"), ("Blue", "#2471A3")] {
      let plist: [String: Any] = ["Global": ["themeColor": color], "Images": ["icon": "icon"]]
      try folder.write(
        [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)),
        to: "Themes/\(name).plist")
    }
    try folder.write(
      #"{"info": {"author": "xcode", "version": 1}}"#, to: "Themes/Assets.xcassets/Contents.json")
    try folder.write(
      #"{"images": [{"idiom": "universal", "filename": "icon@2x.png", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}"#,
      to: "Themes/Assets.xcassets/icon.imageset/Contents.json")
    try folder.write(
      try LegacyThemeArt.png(
        LegacyThemeArt.shape(width: 32, height: 32, color: (0, 0, 0)), width: 32, height: 32),
      to: "Themes/Assets.xcassets/icon.imageset/icon@2x.png")
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", folder.path("Themes"), "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(
      imported.standardOutput.contains(
        "image names are looked up in 'Assets.xcassets' beside the theme files too (--assets-catalog)"),
      "\(imported.standardOutput)")
    #expect(imported.standardOutput.hasPrefix("imported 2 themes from"), "\(imported.standardOutput)")
    #expect(imported.standardOutput.contains("  icon: "), "\(imported.standardOutput)")
    let lint = try ThemePackBinary.run(["lint", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    // A broken catalog found there is left out; the image it held is then found nowhere, which
    // is refused naming the catalog and the flag. Given with the flag, the catalog is refused.
    try folder.write("{", to: "Themes/Assets.xcassets/icon.imageset/Contents.json")
    let again = try ThemePackBinary.run([
      "init", "--from", folder.path("Themes"), "--into", folder.path("p2"),
    ])
    #expect(again.status == 1)
    #expect(
      again.standardError.contains(
        "image 'icon' at key path 'Images.icon' is no file beside the theme file, and the asset catalog '"
          + folder.path("Themes/Assets.xcassets") + "' was left out for its lint errors"),
      "\(again.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("p2")))
    let refused = try ThemePackBinary.run([
      "init", "--from", folder.path("Themes"), "--into", folder.path("p3"), "--assets-catalog",
      folder.path("Themes/Assets.xcassets"),
    ])
    #expect(refused.status == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.path("p3")))
  }
}
