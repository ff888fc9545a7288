import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackImport
import ThemePackTestSupport

/// `themepack init` from damaged or hostile SwiftTheme sources: each refused with one line
/// naming the file, never a crash, and nothing written.
@Suite("SwiftTheme import: hostile theme files, zips and image values are refused")
struct SwiftThemeHostileTests {
  /// A binary plist of `objects` (one-byte offsets and references), with the trailer's
  /// fields overridable.
  static func bplist(
    _ objects: [[UInt8]], top: UInt64 = 0, count: UInt64? = nil, badOffset: Bool = false
  ) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(bytes.count))
      bytes += object
    }
    let table = bytes.count
    bytes += badOffset ? [0xF0] + offsets.dropFirst() : offsets
    func be64(_ value: UInt64) -> [UInt8] {
      (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    bytes +=
      [0, 0, 0, 0, 0, 0, 1, 1] + be64(count ?? UInt64(objects.count)) + be64(top) + be64(UInt64(table))
    return bytes
  }

  /// `{"a": "b"}`.
  static let validBinary = bplist([[0xD1, 1, 2], [0x51, 0x61], [0x51, 0x62]])

  @Test func aHandMadeBinaryPlistReads() throws {
    let root = try SwiftThemeFileReader.parse(Self.validBinary, file: "a.plist")
    #expect(root == .dictionary(["a": .string("b")]))
  }

  /// (label, file name, bytes, expected part of the message)
  static let files: [(String, String, [UInt8], String)] = [
    (
      "truncated XML", "Red.plist",
      Array(##"<?xml version="1.0"?><plist version="1.0"><dict><key>Global</key><dict><key>a</key>"##.utf8),
      "not a property list"
    ),
    ("not XML", "Red.plist", Array("just text".utf8), "not a property list: neither XML nor binary"),
    (
      "deep XML", "Red.plist",
      Array(("<plist><dict>" + String(repeating: "<key>a</key><dict>", count: 100)).utf8),
      "nested deeper than 64 levels"
    ),
    ("truncated trailer", "Red.plist", Array(validBinary.dropLast(10)), "too short for its trailer"),
    ("too short", "Red.plist", Array("bplist00".utf8), "too short for its trailer"),
    (
      "offset out of range", "Red.plist",
      bplist([[0xD1, 1, 2], [0x51, 0x61], [0x51, 0x62]], badOffset: true),
      "starts outside the object area"
    ),
    (
      "reference out of range", "Red.plist", bplist([[0xD1, 1, 9], [0x51, 0x61], [0x51, 0x62]]),
      "refers to object 9 of 3"
    ),
    ("cycle", "Red.plist", bplist([[0xA1, 0]]), "object 0 holds itself"),
    ("longer cycle", "Red.plist", bplist([[0xA1, 1], [0xA1, 0]]), "object 0 holds itself"),
    (
      "huge count", "Red.plist",
      bplist([[0xAF, 0x13, 0, 0, 0, 0, 0x7F, 0xFF, 0xFF, 0xFF]]), "claims 2147483647 items"
    ),
    ("huge object count", "Red.plist", bplist([[0x51, 0x61]], count: 1 << 40), "objects (at most 100000)"),
    ("top out of range", "Red.plist", bplist([[0x51, 0x61]], top: 5), "top object 5 is not among its 1"),
    ("string past the end", "Red.plist", bplist([[0x5E, 0x61]]), "runs past the object area"),
    ("unknown type", "Red.plist", bplist([[0x70]]), "unknown type 0x70"),
    ("a set", "Red.plist", bplist([[0xD1, 1, 2], [0x51, 0x61], [0xC1, 1]]), "object 2 is a set"),
    ("binary root a string", "Red.plist", bplist([[0x51, 0x61]]), "a dictionary of key paths, not 'a'"),
    ("JSON root an array", "Blue.json", Array("[1, 2]".utf8), "a dictionary of key paths, not an array of 2"),
    ("JSON truncated", "Blue.json", Array(##"{"Global": {"a": "#FFF""##.utf8), "line 1"),
    ("deep JSON", "Blue.json", Array(String(repeating: ##"{"a": "##, count: 300).utf8), "deeper than 200"),
    (
      "huge JSON", "Blue.json", Array(("{\"a\": \"" + String(repeating: "x", count: 5 << 20) + "\"}").utf8),
      "more than 4194304"
    ),
    (
      "image outside", "Blue.json", Array(##"{"Cell": {"iconImage": "../secret.png"}}"##.utf8),
      "image '../secret.png' at key path 'Cell.iconImage' leaves the theme folder"
    ),
    (
      "absolute image", "Blue.json", Array(##"{"Cell": {"iconImage": "/etc/icon.png"}}"##.utf8),
      "image '/etc/icon.png' at key path 'Cell.iconImage' leaves the theme folder"
    ),
    (
      "missing image", "Blue.json", Array(##"{"Cell": {"iconImage": "images/none.png"}}"##.utf8),
      "image 'images/none.png' at key path 'Cell.iconImage' is not in the theme folder"
    ),
    (
      "unresolved image name", "Blue.json", Array(##"{"Cell": {"iconImage": "icon_theme_blue"}}"##.utf8),
      "image 'icon_theme_blue' at key path 'Cell.iconImage' is no file beside the theme file (name.png, "
        + "name@2x.png, name@3x.png): pass --assets-catalog <App.xcassets>, the app's catalog that holds it"
    ),
    (
      "unresolved tab icon", "Blue.json", Array(##"{"Tab": {"homeIcon": "home"}}"##.utf8),
      "image 'home' at key path 'Tab.homeIcon' is no file beside the theme file"
    ),
  ]

  /// A key path whose last part merely contains "icon" or "image" (`iconStyle`) holds a value,
  /// not an image, and so does an SF Symbol name or a label under an icon key path
  /// (`house.fill`, `Home screen`): kept, not refused.
  @Test func aValueUnderAnIconLikeKeyPathIsKept() throws {
    let folder = try TemporaryFolder("swifttheme-hostile")
    try SwiftThemeFixture.write(into: folder, at: "src")
    try folder.write(
      Array(
        ##"{"Global": {"barTintColor": "#56ABE4"}, "Cell": {"iconStyle": "rounded", "imageCount": 3, "symbolIcon": "house.fill", "titleIcon": "Home screen"}}"##
          .utf8),
      to: "src/Blue.json")
    let imported = try ProjectImporter.plan(
      ImportOptions(from: folder.path("src"), into: folder.path("p")))
    let blue = try #require(imported.files["Themes/Blue/theme.json"])
    let text = String(decoding: blue, as: UTF8.self)
    #expect(text.contains("\"Cell.iconStyle\": \"rounded\""), "\(text)")
    #expect(text.contains("\"Cell.imageCount\": 3"), "\(text)")
    #expect(text.contains("\"Cell.symbolIcon\": \"house.fill\""), "\(text)")
    #expect(text.contains("\"Cell.titleIcon\": \"Home screen\""), "\(text)")
  }

  /// Imports `src` after `damage`, expecting a refusal; the message.
  static func refusal(
    _ damage: (TemporaryFolder) throws -> Void, from: String = "src", catalog: String? = nil,
    colorKey: String? = nil
  ) throws -> String {
    let folder = try TemporaryFolder("swifttheme-hostile")
    try SwiftThemeFixture.write(into: folder, at: "src")
    try damage(folder)
    let options = ImportOptions(
      from: folder.path(from), into: folder.path("p"), colorKey: colorKey,
      assetsCatalog: catalog.map { folder.path($0) })
    do {
      _ = try ProjectImporter.run(options)
      Issue.record("imported")
      return ""
    } catch {
      #expect(!FileManager.default.fileExists(atPath: folder.path("p")), "nothing written")
      #expect(!error.description.contains("\n"), "\(error.description)")
      return error.description
    }
  }

  @Test(arguments: files)
  func damagedThemeFilesAreRefused(label: String, file: String, bytes: [UInt8], expected: String) throws {
    let message = try Self.refusal { try $0.write(bytes, to: "src/" + file) }
    #expect(message.hasPrefix("cannot import '"), "\(label): \(message)")
    #expect(message.contains("src/\(file)'"), "\(label): \(message)")
    #expect(message.contains(expected), "\(label): \(message)")
  }

  /// (label, zip entries, expected part of the message)
  static let zips: [(String, [TestZip.Entry], String)] = [
    ("traversal", [.file("../Blue.json", Array("{}".utf8))], "entry '../Blue.json' has a '..' component"),
    ("absolute", [.file("/Blue.json", Array("{}".utf8))], "entry '/Blue.json' is absolute"),
    (
      "symlink",
      [
        .file("Blue/Blue.json", Array(##"{"a": "#FFF"}"##.utf8)),
        TestZip.Entry(
          name: Array("Blue/images".utf8), payload: Array("/etc".utf8),
          externalAttributes: UInt32(0o120777) << 16),
      ],
      "entry 'Blue/images' is a symbolic link, not a regular file"
    ),
    ("no theme file", [.file("Blue/readme.txt", Array("x".utf8))], "no SwiftTheme theme file"),
  ]

  @Test(arguments: zips)
  func hostileZipsAreRefused(label: String, entries: [TestZip.Entry], expected: String) throws {
    let message = try Self.refusal(
      { try $0.write(TestZip(entries).bytes(), to: "Blue.zip") }, from: "Blue.zip")
    #expect(message.contains("Blue.zip"), "\(label): \(message)")
    #expect(message.contains(expected), "\(label): \(message)")
  }

  @Test func aDamagedZipIsRefused() throws {
    let message = try Self.refusal(
      { try $0.write(Array("PK\u{3}\u{4}broken".utf8), to: "Blue.zip") }, from: "Blue.zip")
    #expect(message.hasPrefix("cannot import '"))
    #expect(message.contains("Blue.zip"))
  }

  @Test func aSymbolicLinkLeavingTheFolderIsRefused() throws {
    let message = try Self.refusal { folder in
      try FileManager.default.createSymbolicLink(
        atPath: folder.path("src/images/outside.png"), withDestinationPath: "/etc/passwd")
    }
    #expect(message.contains("outside.png"), "\(message)")
    #expect(message.contains("leads outside"), "\(message)")
  }

  @Test func aCatalogWithALinkLoopIsRefused() throws {
    let message = try Self.refusal(
      { folder in
        try folder.write(##"{"info": {"author": "xcode", "version": 1}}"##, to: "App.xcassets/Contents.json")
        try FileManager.default.createDirectory(
          atPath: folder.path("App.xcassets/a.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
          atPath: folder.path("App.xcassets/a.imageset/x.png"), withDestinationPath: "y.png")
        try FileManager.default.createSymbolicLink(
          atPath: folder.path("App.xcassets/a.imageset/y.png"), withDestinationPath: "x.png")
      }, catalog: "App.xcassets")
    #expect(message.contains("App.xcassets"), "\(message)")
  }

  @Test func anUnknownColorKeyIsRefused() throws {
    let message = try Self.refusal({ _ in }, colorKey: "Global.nope")
    #expect(message.contains("--color-key 'Global.nope' is not a colour in theme 'Blue'"), "\(message)")
  }

  @Test(arguments: [
    ("#FFF", ThemeRGBA(red: 255, green: 255, blue: 255)),
    ("#f80", ThemeRGBA(red: 255, green: 0x88, blue: 0)),
    ("#F808", ThemeRGBA(red: 255, green: 0x88, blue: 0, alpha: 0x88)),
    ("#56ABE4", ThemeRGBA(red: 0x56, green: 0xAB, blue: 0xE4)),
    ("#56ABE480", ThemeRGBA(red: 0x56, green: 0xAB, blue: 0xE4, alpha: 0x80)),
  ])
  func swiftThemeColourStrings(text: String, color: ThemeRGBA) {
    #expect(SwiftThemeColor.parse(text) == color)
  }

  @Test(arguments: ["FFF", "#FF", "#FFFFF", "#12G", "#0x1234", "#FFFFFFFFF", "", "##"])
  func notColours(text: String) {
    #expect(SwiftThemeColor.parse(text) == nil)
  }

  /// Six and eight digits read as the project's own colour strings do (one hex digit table).
  @Test(arguments: ["#56ABE4", "#56abe480", "#000000", "#FFFFFFFF", "#12G456", "#56ABE", " #56ABE4"])
  func longFormsAgreeWithColorParser(text: String) {
    let project = try? ColorParser.parse(text)
    let expected = text.hasPrefix("#") ? project : nil
    #expect(SwiftThemeColor.parse(text) == expected, "\(text)")
  }

  @Test func namesComeFromTheLastPartAndCollisionsUseTheWholePath() {
    let result = SwiftThemeNames.assign(
      ["Global.barTintColor", "A.titleColor", "B.titleColor", "C.color"], reserved: ["color", "background"])
    #expect(result.names["Global.barTintColor"] == "barTintColor")
    #expect(result.names["A.titleColor"] == "A_titleColor")
    #expect(result.names["B.titleColor"] == "B_titleColor")
    #expect(result.names["C.color"] == "C_color")
    #expect(result.renamed.count == 3)
  }
}
