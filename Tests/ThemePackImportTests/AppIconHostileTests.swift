import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackImport
import ThemePackTestSupport

/// Hostile `.appiconset`s and `.icon` folders: each is refused with a one-line reason naming
/// the file, and nothing outside the set or folder is read.
@Suite("app icon readers: hostile sets and Icon Composer folders")
struct AppIconHostileTests {
  static func png(_ width: Int, _ height: Int) throws -> [UInt8] {
    try PNGEncoder.encode(
      RGBAImage(width: width, height: height, fill: ThemeRGBA(red: 9, green: 99, blue: 199)))
  }

  static func entry(_ file: String, size: String = "1024x1024", look: String? = nil) -> String {
    let appearance =
      look.map { #", "appearances": [{"appearance": "luminosity", "value": "\#($0)"}]"# } ?? ""
    return
      #"{"filename": "\#(file)", "idiom": "universal", "platform": "ios", "size": "\#(size)"\#(appearance)}"#
  }

  /// (case, Contents.json, files to write (name → side or -1 for a link), expected reason part).
  static let sets: [(String, String, [String: Int], String)] = [
    ("not JSON", "{images: [", [:], "is not valid JSON"),
    ("an array", "[]", [:], "is not a JSON object"),
    ("no images", #"{"info": {}}"#, [:], "has no 'images' list"),
    ("no file named", #"{"images": [{"idiom": "universal"}]}"#, [:], "names no image"),
    ("missing image", #"{"images": [\#(entry("a.png"))]}"#, [:], "a.png': is missing"),
    (
      "wrong size", #"{"images": [\#(entry("a.png"))]}"#, ["a.png": 512],
      "is 512×512 px, but the set says 1024x1024"
    ),
    ("not square", #"{"images": [\#(entry("a.png"))]}"#, ["a.png": 0], "an app icon is square"),
    ("symlinked image", #"{"images": [\#(entry("a.png"))]}"#, ["a.png": -1], "is a symbolic link"),
    ("huge size", #"{"images": [\#(entry("a.png", size: "1e308x1e308"))]}"#, [:], "has size '1e308x1e308'"),
    (
      "huge scale",
      #"{"images": [{"filename": "a.png", "idiom": "universal", "size": "1024x1024", "scale": "99999999999x"}]}"#,
      [:], "expected a square"
    ),
    ("path escape", #"{"images": [\#(entry("../../outside.png"))]}"#, [:], "names a path, not a file"),
    ("control character", #"{"images": [\#(entry("a\\u000A.png"))]}"#, [:], "holds a control character"),
    ("dot name", #"{"images": [\#(entry(".."))]}"#, [:], "is not a plain file name"),
    ("not a png", #"{"images": [\#(entry("a.jpg"))]}"#, [:], "is not a png file"),
    (
      "odd luminosity", #"{"images": [\#(entry("a.png")), \#(entry("b.png", look: "sepia"))]}"#,
      ["a.png": 1024], "luminosity 'sepia'"
    ),
  ]

  @Test(arguments: sets.map(\.0))
  func aHostileIconSetIsRefusedWithItsReason(_ name: String) throws {
    let (_, contents, files, reason) = try #require(Self.sets.first { $0.0 == name })
    let folder = try TemporaryFolder("themepack-icon-hostile")
    try folder.write("not read", to: "outside.png")
    let set = "AppIcon.appiconset"
    try folder.write(contents, to: set + "/Contents.json")
    for (file, side) in files {
      if side == -1 {
        try folder.write(try Self.png(1024, 1024), to: "real.png")
        try FileManager.default.createSymbolicLink(
          atPath: folder.path(set + "/" + file), withDestinationPath: "../real.png")
      } else {
        try folder.write(
          side == 0 ? try Self.png(1024, 1000) : try Self.png(side, side), to: set + "/" + file)
      }
    }
    #expect {
      _ = try AppIconSetReader.read(folder.path(set))
    } throws: { error in
      let text = "\(error)"
      return text.contains(reason) && !text.contains("\n") && text.contains("AppIcon.appiconset")
    }
  }

  @Test func aGoodSetGivesItsThreeLooks() throws {
    let folder = try TemporaryFolder("themepack-icon-good")
    let set = "AppIcon-x.appiconset"
    try folder.write(
      #"{"images": [\#(Self.entry("a.png")), \#(Self.entry("d.png", look: "dark")), \#(Self.entry("t.png", look: "tinted"))]}"#,
      to: set + "/Contents.json")
    for file in ["a.png", "d.png", "t.png"] {
      try folder.write(try Self.png(1024, 1024), to: set + "/" + file)
    }
    let icon = try AppIconSetReader.read(folder.path(set))
    #expect(icon.name == "AppIcon-x")
    #expect(icon.files.map(\.role) == ["master", "dark", "tinted"])
  }

  static let svg =
    #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#

  static func layer(_ name: String) -> String { #"{"image-name": "\#(name)", "name": "l"}"# }

  /// (case, icon.json, expected reason part); `Assets/glyph.svg` exists.
  static let folders: [(String, String, String)] = [
    ("not JSON", "{", "is not valid JSON"),
    ("no groups", #"{"groups": []}"#, "has no 'groups'"),
    ("group without layers", #"{"groups": [{}]}"#, "group 1 has no 'layers' list"),
    ("missing layer", #"{"groups": [{"layers": [\#(layer("gone.svg"))]}]}"#, "gone.svg': is missing"),
    ("no image name", #"{"groups": [{"layers": [{"name": "x"}]}]}"#, "has no 'image-name'"),
    (
      "path escape", #"{"groups": [{"layers": [\#(layer("../../outside.svg"))]}]}"#,
      "names a path, not a file"
    ),
    (
      "too many layers",
      #"{"groups": [{"layers": [\#(layer("glyph.svg")), \#(layer("glyph.svg")), \#(layer("glyph.svg"))]}, {"layers": [\#(layer("glyph.svg"))]}]}"#,
      "has 4 layers in 2 groups"
    ),
    (
      "huge fill",
      #"{"fill": {"solid": "srgb:1e400,0,0,1"}, "groups": [{"layers": [\#(layer("glyph.svg"))]}]}"#,
      "is not 'srgb:r,g,b,a'"
    ),
    (
      "negative fill",
      #"{"fill": {"solid": "srgb:-1,0,0,1"}, "groups": [{"layers": [\#(layer("glyph.svg"))]}]}"#,
      "with values 0 to 1"
    ),
    ("not a layer kind", #"{"groups": [{"layers": [\#(layer("x.gif"))]}]}"#, "is not a svg, png, pdf file"),
  ]

  @Test(arguments: folders.map(\.0))
  func aHostileIconComposerFolderIsRefusedWithItsReason(_ name: String) throws {
    let (_, document, reason) = try #require(Self.folders.first { $0.0 == name })
    let folder = try TemporaryFolder("themepack-icon-hostile")
    try folder.write(Self.svg, to: "outside.svg")
    try folder.write(document, to: "AppIcon.icon/icon.json")
    try folder.write(Self.svg, to: "AppIcon.icon/Assets/glyph.svg")
    #expect {
      _ = try IconComposerReader.read(folder.path("AppIcon.icon"))
    } throws: { error in
      let text = "\(error)"
      return text.contains(reason) && !text.contains("\n") && text.contains("AppIcon.icon")
    }
  }

  @Test func aGoodFolderGivesItsLayersAndFill() throws {
    let folder = try TemporaryFolder("themepack-icon-good")
    try folder.write(
      #"{"fill": {"automatic-gradient": "display-p3:1,0.5,0,1"}, "groups": [{"layers": [{"image-name": "glyph.svg", "fill": {"solid": "srgb:1,1,1,1"}}]}, {"layers": [\#(Self.layer("back.png"))]}]}"#,
      to: "X.icon/icon.json")
    try folder.write(Self.svg, to: "X.icon/Assets/glyph.svg")
    try folder.write(try Self.png(64, 64), to: "X.icon/Assets/back.png")
    let icon = try IconComposerReader.read(folder.path("X.icon"))
    #expect(icon.files.map(\.role) == ["glyph", "background"])
    // Display P3 (1, 0.5, 0) is sRGB (1.074, 0.463, -0.210) by coloraide, clipped: #FF7600.
    #expect(icon.background == "#FF7600")
    #expect(icon.isTemplate)
    #expect(icon.losses.isEmpty)
  }

  @Test func whatALayerCannotKeepIsNamed() throws {
    let folder = try TemporaryFolder("themepack-icon-losses")
    try folder.write(
      #"{"groups": [{"layers": [{"image-name": "glyph.svg", "position": {"scale": 1.21, "translation-in-points": [0, -12]}, "opacity-specializations": [{"value": 0}]}]}]}"#,
      to: "X.icon/icon.json")
    try folder.write(Self.svg, to: "X.icon/Assets/glyph.svg")
    let icon = try IconComposerReader.read(folder.path("X.icon"))
    #expect(icon.files.map(\.role) == ["master"])
    #expect(
      icon.losses == [
        "not kept: layer positions, 'opacity-specializations' (each layer covers the whole icon, as drawn in the any look)"
      ])
  }
}
