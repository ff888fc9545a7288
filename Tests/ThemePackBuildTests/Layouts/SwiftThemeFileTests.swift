import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

@Suite("swiftTheme: <theme>.plist in each runtime theme folder")
struct SwiftThemeFileTests {
  /// The plist parsed by Foundation, as nested dictionaries of strings.
  private func parse(_ bytes: [UInt8]) throws -> [String: Any] {
    let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    return try #require(value as? [String: Any])
  }

  private func value(_ plist: [String: Any], _ keyPath: String) -> String? {
    var node: Any? = plist
    for part in keyPath.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
    return node as? String
  }

  @Test func theFileMatchesTheGoldenFileAndFoundationReadsIt() throws {
    var theme = FourAppearanceTheme.theme
    theme.extraColors["a&b"] = ThemeRGBA(red: 1, green: 2, blue: 3)
    // As a build with the swiftTheme output makes it: the resizable bar drawn whole too.
    let bar = try #require(theme.assets.firstIndex { $0.slice != nil })
    theme.assets[bar].extras = [1, 2].map { ExtraRendition($0, wholeOfResizable: true) }
    theme.assets[bar].darkExtras = [2].map { ExtraRendition($0, wholeOfResizable: true) }
    let file = try SwiftThemeFile.file(for: theme)
    #expect(file.path == "blue.plist")
    Golden.expect(file.bytes, matches: "SwiftTheme/blue.plist")
    let plist = try parse(file.bytes)
    #expect(value(plist, "Global.themeColor") == "#226BAA")
    #expect(value(plist, "Night.Global.themeColor") == "#9ECAFF")
    #expect(value(plist, "Colors.onColor") == "#FFFFFF")
    #expect(value(plist, "Night.Colors.onColor") == "#FFFFFF")
    #expect(value(plist, "Colors.scrim") == "#00000080")
    #expect(value(plist, "Colors.a&b") == "#010203")
    #expect(value(plist, "Images.navBar") == "navBar.whole.png")
    #expect(value(plist, "Night.Images.navBar") == "navBar.whole.dark@2x.png")
    #expect(value(plist, "CapInsets.Images.navBar") == "{0, 1, 0, 1}")
    #expect(value(plist, "Night.CapInsets.Images.navBar") == "{0, 1, 0, 1}")
    #expect(value(plist, "HighContrast.Global.themeColor") == "#1A5490")
    #expect(value(plist, "NightHighContrast.Global.themeColor") == "#C5DFFF")
    #expect(value(plist, "HighContrast.Colors.onColor") == "#FFFFFF")
    #expect(value(plist, "NightHighContrast.Colors.onColor") == "#001B36")
    #expect(value(plist, "NightHighContrast.Colors.scrim") == "#00000080")
    #expect(value(plist, "HighContrast.Images.navBar") == "navBar.whole.png")
    #expect(value(plist, "NightHighContrast.Images.navBar") == "navBar.whole.dark@2x.png")
  }

  /// Every key path under `plist`, joined by ".", with its value.
  private func leaves(_ plist: [String: Any], under prefix: String = "") -> [String: String] {
    var found: [String: String] = [:]
    for (key, node) in plist {
      if let value = node as? String { found[prefix + key] = value }
      if let tree = node as? [String: Any] { found.merge(leaves(tree, under: prefix + key + ".")) { $1 } }
    }
    return found
  }

  @Test func eachAppearanceIsAThemeFileOfItsOwnWithThePrefixedValues() throws {
    let files = try SwiftThemeFile.files(for: FourAppearanceTheme.theme)
    #expect(
      files.map(\.path) == [
        "blue.plist", "blue.Night.plist", "blue.HighContrast.plist", "blue.NightHighContrast.plist",
      ])
    #expect(files.map(\.path) == SwiftThemeFile.fileNames(of: "blue"))
    let main = try leaves(parse(files[0].bytes))
    let light = main.filter { entry in
      !["Night.", "HighContrast.", "NightHighContrast."].contains { entry.key.hasPrefix($0) }
    }
    #expect(light["Global.themeColor"] == "#226BAA")
    for (file, prefix) in zip(files.dropFirst(), ["Night.", "HighContrast.", "NightHighContrast."]) {
      let own = try leaves(parse(file.bytes))
      #expect(own.keys.sorted() == light.keys.sorted(), "\(file.path): the light file's key paths, no others")
      for (keyPath, value) in own {
        #expect(main[prefix + keyPath] == value, "\(file.path): \(keyPath)")
      }
    }
    let night = try leaves(parse(files[1].bytes))
    #expect(night["Global.themeColor"] == "#9ECAFF")
    #expect(night["Images.navBar"] == "navBar.dark@2x.png")
  }

  @Test(
    arguments: [
      ([("A.b", "1"), ("A.b.c", "2")], "key path 'A.b.c': 'b' already holds a value"),
      ([("A.b", "1"), ("A.b", "3")], "key path 'A.b': it is given twice"),
      ([("A..b", "1")], "key path 'A..b': a key path is names joined by '.'"),
      ([("", "1")], "key path '': a key path is names joined by '.'"),
    ] as [([(String, String)], String)])
  func conflictingKeyPathsAreRefused(values: [(String, String)], message: String) {
    var plist = SwiftThemePlist()
    var found: String?
    for (keyPath, value) in values {
      do {
        try plist.set(value, at: keyPath)
      } catch {
        found = "key path '\(error.keyPath)': \(error.reason)"
        break
      }
    }
    #expect(found == message)
  }

  @Test func theRuntimeFolderPlacesWholeDrawingsOnlyWithSwiftTheme() {
    let whole = ImageFileName(
      asset: "bar", appearance: .dark, extra: ExtraRendition(2, wholeOfResizable: true))
    #expect(RuntimeThemeLayout(writesSwiftTheme: true).path(of: whole) == "bar.whole.dark@2x.png")
    #expect(RuntimeThemeLayout(writesSwiftTheme: false).path(of: whole) == nil)
    #expect(
      RuntimeThemeLayout(writesSwiftTheme: true, scales: [3, 2]).extraRenditions.map(\.label) == ["2", "3"])
    #expect(RuntimeThemeLayout(writesSwiftTheme: false).extraRenditions.isEmpty)
    let plain = ImageFileName(asset: "bar", extra: ExtraRendition(2))
    #expect(RuntimeThemeLayout(writesSwiftTheme: true).path(of: plain) == nil, "Android's files stay out")
    #expect(AndroidLayout().path(of: whole) == nil, "and the whole drawings out of Android")
  }

  @Test func theOutputTurnsOnTheRuntimeFolders() {
    let config = ProjectConfig(packageName: "p", scales: [1, 2, 3], assets: [], outputs: [.swiftTheme])
    #expect(config.outputs == [.runtime, .swiftTheme])
    #expect(OutputLayouts.standard(for: config).map(\.name) == ["runtime+swiftTheme"])
  }

  @Test func aBuildWritesAPlistWhosePathsExistInTheFolder() throws {
    let fixture = try BuildFixture()
    var options = fixture.options
    options.outputFormats = [.swiftTheme]
    try fixture.build(options: options)
    for theme in ["a", "b"] {
      let folder = fixture.output + "/themes/" + theme
      for name in SwiftThemeFile.fileNames(of: theme) {
        let own = try parse(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
        for path in leaves(own).filter({ $0.key.hasPrefix("Images.") }).values {
          #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(name): \(path)")
        }
      }
      let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/\(theme).plist")))
      let plist = try parse(bytes)
      let images = try #require(plist["Images"] as? [String: String])
      let night = try #require((plist["Night"] as? [String: Any])?["Images"] as? [String: String])
      #expect(images.keys.sorted() == ["icon"])
      for path in Array(images.values) + Array(night.values) {
        #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(theme): \(path)")
      }
      #expect(value(plist, "Global.themeColor") == (theme == "a" ? "#CC3333" : "#3366CC"))
    }
    // The same inputs give the same bytes.
    let first = try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/themes/a/a.plist"))
    options.useCache = false
    try fixture.build(options: options)
    #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/themes/a/a.plist")) == first)
  }
}
