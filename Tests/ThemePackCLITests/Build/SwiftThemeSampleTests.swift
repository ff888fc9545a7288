import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// The sample built with the `swiftTheme` output (`InitJourneySample`), read as SwiftTheme
/// reads it: a key path's image is loaded by name with no cap insets, so a resizable asset
/// must be its whole drawing, and each appearance is a theme file of its own.
@Suite("swiftTheme output of the built sample, as SwiftTheme loads it")
struct SwiftThemeSampleTests {
  private static func plist(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(
      try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
  }

  private static func value(_ plist: [String: Any], _ keyPath: String) -> String? {
    var node: Any? = plist
    for part in keyPath.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
    return node as? String
  }

  /// The image `name` as UIKit's `contentsOfFile:` finds it at `scale` in `folder`.
  private static func image(_ name: String, scale: Int, in folder: String) throws -> RGBAImage {
    let file = scale == 1 ? name : String(name.dropLast(4)) + "@\(scale)x.png"
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
    return try InitJourneySample.pixels(bytes, file)
  }

  @Test func aResizableAssetIsItsWholeDrawingAtEveryScaleWithItsInsetsBeside() throws {
    let sample = try InitJourneySample.shared.get()
    let themes = try FileManager.default.contentsOfDirectory(atPath: sample.output + "/themes").sorted()
    #expect(themes.count == 6)
    for theme in themes {
      let folder = sample.output + "/themes/" + theme
      let main = try Self.plist(folder + "/\(theme).plist")
      for (prefix, file) in [("", theme), ("Night.", theme + ".Night")] {
        let own = try Self.plist(folder + "/\(file).plist")
        for (plist, keyPath) in [(main, prefix + "Images.aboutBtnBG"), (own, "Images.aboutBtnBG")] {
          let name = try #require(Self.value(plist, keyPath), "\(theme): \(keyPath)")
          for (scale, size) in [(1, (160, 40)), (2, (320, 80)), (3, (480, 120))] {
            let drawn = try Self.image(name, scale: scale, in: folder)
            #expect((drawn.width, drawn.height) == size, "\(theme) \(keyPath) @\(scale)x: \(name)")
          }
        }
        #expect(Self.value(own, "CapInsets.Images.aboutBtnBG") == "{10, 10, 10, 10}", "\(file)")
        #expect(Self.value(main, prefix + "CapInsets.Images.aboutBtnBG") == "{10, 10, 10, 10}", "\(theme)")
      }
      #expect(Self.value(main, "Images.aboutBtnBG") == "aboutBtnBG.whole.png")
      #expect(Self.value(main, "Night.Images.aboutBtnBG") == "aboutBtnBG.whole.dark.png")
      // An asset without a slice keeps its own files, and the Increase Contrast trees take
      // the high-contrast ones the sample builds.
      #expect(Self.value(main, "Images.busIcon") == "busIcon.png")
      #expect(Self.value(main, "HighContrast.Images.busIcon") == "busIcon.hc.png")
      #expect(Self.value(main, "NightHighContrast.Images.busIcon") == "busIcon.dark.hc.png")
      #expect(FileManager.default.fileExists(atPath: folder + "/busIcon.dark.hc@3x.png"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/busIcon.whole.png"), "only resizable assets")
    }
  }

  /// A copy of the sample in `folder` with `outputs` and `scales`.
  private static func sample(in folder: TemporaryFolder, outputs: [String], scales: [Int]? = nil) throws
    -> String
  {
    let assets = folder.path("Assets")
    try SampleCopy.copy(to: assets)
    try SampleCopy.editJSON(assets + "/themepack.json") { config in
      config["outputs"] = outputs
      if let scales { config["scales"] = scales }
    }
    return assets
  }

  @Test func withoutA1xScaleTheKeyPathNamesTheLowestWholeDrawing() throws {
    let folder = try TemporaryFolder("swifttheme-scales")
    let assets = try Self.sample(in: folder, outputs: ["runtime", "swiftTheme"], scales: [2, 3])
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", folder.path("Output")])
    try #require(build.status == 0, "\(build.standardError)")
    let theme = folder.path("Output/themes/blue")
    let plist = try Self.plist(theme + "/blue.plist")
    #expect(Self.value(plist, "Images.aboutBtnBG") == "aboutBtnBG.whole@2x.png")
    #expect(Self.value(plist, "Night.Images.aboutBtnBG") == "aboutBtnBG.whole.dark@2x.png")
    for (name, size) in [
      ("aboutBtnBG.whole@2x.png", (320, 80)), ("aboutBtnBG.whole@3x.png", (480, 120)),
      ("aboutBtnBG.whole.dark@2x.png", (320, 80)),
    ] {
      let image = try InitJourneySample.pixels(
        try Array(Data(contentsOf: URL(fileURLWithPath: theme + "/" + name))), name)
      #expect((image.width, image.height) == size, "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: theme + "/aboutBtnBG.whole.png"), "no 1x without scale 1")
  }

  @Test func initOfFoldersWithoutWholeDrawingsSaysTheAssetComesBackSmaller() throws {
    let folder = try TemporaryFolder("swifttheme-runtime-only")
    let assets = try Self.sample(in: folder, outputs: ["runtime"])
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", folder.path("Output")])
    try #require(build.status == 0, "\(build.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("Output/themes/blue/aboutBtnBG.whole.png")))
    let imported = try ThemePackBinary.run([
      "init", "--from", folder.path("Output/themes"), "--into", folder.path("project"),
    ])
    try #require(imported.status == 0, "\(imported.standardError)")
    #expect(
      imported.standardOutput.contains(
        "asset 'aboutBtnBG' in '\(folder.path("Output/themes"))/blue' comes back at the size of its sliced "
          + "files (21 × 21 pt), not the 160 × 40 pt it was drawn at"), "\(imported.standardOutput)")
  }

  @Test func theWholeDrawingIsTheSlicedFilesPictureBeforeSlicing() throws {
    let sample = try InitJourneySample.shared.get()
    let folder = sample.output + "/themes/blue"
    let whole = try Self.image("aboutBtnBG.whole.png", scale: 3, in: folder)
    let sliced = try Self.image("aboutBtnBG.png", scale: 3, in: folder)
    // The slice keeps each 30 px cap (10 pt at @3x) and a 1 pt centre: its caps are the whole
    // drawing's corners.
    #expect((sliced.width, sliced.height) == (63, 63))
    for (x, y) in [(0, 0), (29, 29), (62, 0), (0, 62), (62, 62), (33, 40), (40, 33)] {
      let wx = x < 33 ? x : whole.width - (sliced.width - x)
      let wy = y < 33 ? y : whole.height - (sliced.height - y)
      #expect(sliced[x, y] == whole[wx, wy], "(\(x), \(y))")
    }
  }
}
