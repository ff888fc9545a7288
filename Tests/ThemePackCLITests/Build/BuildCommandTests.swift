import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackSupport
import ThemePackTestSupport

/// `themepack build` on a copy of the sample project, run as a user would.
@Suite("themepack build, end to end")
struct BuildCommandTests {
  /// A copy of the repository's sample `Assets/` in a temporary folder, with an output
  /// folder beside it.
  final class SampleProject: @unchecked Sendable {
    let folder: TemporaryFolder
    var assets: String { folder.path("Assets") }
    var output: String { folder.path("Output") }

    init() throws {
      folder = try SampleCopy("build-test").folder
    }

    func build(_ extra: [String] = []) throws -> ThemePackBinary.Result {
      try ThemePackBinary.run(["build", "--assets", assets, "--output", output] + extra)
    }

    /// Every file under `folder` (relative path → bytes), dot-files included.
    func tree(_ relative: String) throws -> [String: Data] {
      let root = folder.path(relative)
      var files: [String: Data] = [:]
      guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
      while let path = walker.nextObject() as? String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
        if !isFolder.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)) }
      }
      return files
    }
  }

  @Test func sampleBuildsEveryThemeWithManifestsAndCatalog() throws {
    let project = try SampleProject()
    let result = try project.build()
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("built 6 themes: blue, darkGray, default, silver, sunFlower, wisteria"))

    let themes = try FileManager.default.contentsOfDirectory(atPath: project.output + "/themes").sorted()
    #expect(themes == ["blue", "darkGray", "default", "silver", "sunFlower", "wisteria"])
    for theme in themes {
      let manifestPath = "\(project.output)/themes/\(theme)/manifest.json"
      let manifest = try RuntimeManifest.parse(try FileReader.bytes(at: manifestPath), file: manifestPath)
      #expect(manifest.name == theme)
      // Every file the manifest lists exists and decodes at the size the manifest says: the
      // asset's own, or a resizable asset's slice size (its size is the drawing's).
      for (name, asset) in manifest.assets {
        let width = asset.slice.map { $0.fileWidth } ?? asset.width
        let height = asset.slice.map { $0.fileHeight } ?? asset.height
        for dark in [false, true] {
          for (scale, file) in asset.files(asset: name, appearance: ThemeAppearance(isDark: dark)) {
            let image = try PNGDecoder.decodeFile(atPath: "\(project.output)/themes/\(theme)/\(file)").image
            #expect(image.width == Int(((width ?? 0) * Double(scale)).rounded()), "\(theme)/\(file)")
            #expect(image.height == Int(((height ?? 0) * Double(scale)).rounded()), "\(theme)/\(file)")
          }
        }
      }
      // The button's master is 480x120 px at @3x: it is drawn at 160x40 pt, sliced to 21x21.
      let button = try #require(manifest.assets["aboutBtnBG"])
      #expect((button.width, button.height) == (160, 40), "\(theme)")
      #expect(button.slice?.fileWidth == 21 && button.slice?.fileHeight == 21, "\(theme)")
    }
    // Every Contents.json in the catalog is valid JSON.
    let catalog = try project.tree("Output/com.example.ibus.themes.xcassets")
    let contents = catalog.filter { $0.key.hasSuffix("Contents.json") }
    #expect(contents.count > 6 * 7)
    for (path, data) in contents {
      #expect(throws: Never.self, "\(path)") { try JSONDocument.parse([UInt8](data)) }
    }
  }

  @Test func nothingButThemeFilesInTheOutput() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    let files = try project.tree("Output")
    #expect(
      !files.keys.contains { $0.contains(".staging") || $0.contains(".retired") || $0.contains(".tmp") })
  }

  @Test func stagingLeftByAKilledBuildIsRemovedByTheNextOne() throws {
    let project = try SampleProject()
    // A process id that cannot be running: above Linux's pid_max limit (4194304).
    let abandoned = project.output + "/.staging-99999999-ABC/themes/blue"
    try FileManager.default.createDirectory(atPath: abandoned, withIntermediateDirectories: true)
    #expect(try project.build().status == 0)
    #expect(!FileManager.default.fileExists(atPath: project.output + "/.staging-99999999-ABC"))
  }

  /// `tree` without the source-digest cache, the one file whose content depends on the
  /// clock: it keeps only sources at least two seconds old (`SourceHashCache`), which the
  /// project's fresh copies become between two builds, so a later no-op build adds them.
  static func withoutSourceDigests(_ tree: [String: Data], of project: SampleProject) -> [String: Data] {
    tree.filter {
      $0.key != BuildOptions.defaultCacheFolder + "/" + SourceHashCache.relativePath(output: project.output)
    }
  }

  @Test func sameInputsGiveSameBytesWhateverTheJobCount() throws {
    let project = try SampleProject()
    #expect(try project.build(["--jobs", "1"]).status == 0)
    let first = try Self.withoutSourceDigests(project.tree("Output"), of: project)
    #expect(try project.build(["--jobs", "4"]).status == 0)
    let second = try Self.withoutSourceDigests(project.tree("Output"), of: project)
    #expect(first.keys.sorted() == second.keys.sorted())
    for key in first.keys where first[key] != second[key] {
      Issue.record("'\(key)' differs between --jobs 1 and --jobs 4")
    }
  }

  @Test func aFailedBuildLeavesThePreviousOutputIntact() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    // The cache may learn from a failed build (the lint's image facts); the output may not change.
    let before = try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") }
    // Break a master: the lint stops the build, and nothing in Output/ changes.
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: project.assets + "/Base/busIcon@3x.png"))
    let result = try project.build()
    #expect(result.status == 1)
    #expect(result.standardError.contains("Base/busIcon@3x.png"))
    #expect(try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") } == before)
  }

  @Test func themeOptionRebuildsOneThemeAndKeepsTheOthers() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    let before = try Self.withoutSourceDigests(project.tree("Output"), of: project)
    let result = try project.build(["--theme", "silver"])
    #expect(result.status == 0, "\(result.standardError)")
    // Nothing of silver changed, so its installed files stay as they are.
    #expect(result.standardOutput.contains("built 1 theme (1 already up to date): silver"))
    #expect(try Self.withoutSourceDigests(project.tree("Output"), of: project) == before)

    let unknown = try project.build(["--theme", "orange"])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("unknown theme 'orange'"))
  }

  @Test func aPlainFolderOfThemesLintsButDoesNotBuild() throws {
    let folder = try TemporaryFolder("plain")
    let png = try PNGEncoder.encode(
      RGBAImage(width: 2, height: 2, fill: ThemeRGBA(red: 1, green: 2, blue: 3)))
    for theme in ["blue", "red"] { try folder.write(png, to: "ThemeResource/\(theme)/button.png") }
    let result = try ThemePackBinary.run([
      "build", "--assets", folder.path("ThemeResource"), "--output", folder.path("Output"),
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "error: cannot build '\(folder.path("ThemeResource"))': it has no 'themepack.json'"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("Output/themes")))
  }

  @Test func removedThemesDisappearFromTheOutput() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    try FileManager.default.removeItem(atPath: project.assets + "/Themes/silver")
    #expect(try project.build().status == 0)
    let files = try project.tree("Output")
    #expect(!files.keys.contains { $0.hasPrefix("themes/silver/") || $0.contains("xcassets/silver/") })
  }

  /// The `--json` report of a build.
  private func report(_ result: ThemePackBinary.Result) throws -> [String: Any] {
    #expect(result.status == 0, "\(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func unchangedRebuildComesFromTheCacheWithTheSameBytes() throws {
    let project = try SampleProject()
    let cold = try report(project.build(["--json"]))
    #expect(cold["cachedAssets"] as? Int == 0)
    let before = try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") }

    let warm = try report(project.build(["--json"]))
    #expect(warm["cachedAssets"] as? Int == warm["assets"] as? Int)
    #expect(try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") } == before)

    // Deleting the cache costs time, never bytes.
    try FileManager.default.removeItem(atPath: project.output + "/.themepack-cache")
    let rebuilt = try report(project.build(["--json"]))
    #expect(rebuilt["cachedAssets"] as? Int == 0)
    #expect(try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") } == before)
  }

  @Test func changingOneThemeColourRebuildsThatThemeOnly() throws {
    let project = try SampleProject()
    let cold = try report(project.build(["--json"]))
    let assetsPerTheme = try #require(cold["assets"] as? Int) / 6
    let settings = project.assets + "/Themes/silver/theme.json"
    let text = try String(contentsOfFile: settings, encoding: .utf8)
    #expect(text.contains("#BDC3C7FF"))
    try text.replacingOccurrences(of: "#BDC3C7FF", with: "#B4BEC8")
      .write(toFile: settings, atomically: true, encoding: .utf8)
    let warm = try report(project.build(["--json"]))
    // Silver's assets are rebuilt except the logo and the route badge: untinted, with no file
    // of silver's own, they are the same for every theme and no colour reaches them.
    #expect(warm["cachedAssets"] as? Int == 5 * assetsPerTheme + 2)
    #expect(warm["upToDateThemes"] as? Int == 5)
    // Written: silver's runtime folder and catalog group, and the catalog's root file.
    let silverFiles = try project.tree("Output").keys.filter {
      $0.hasPrefix("themes/silver/") || $0.contains(".xcassets/silver/")
    }
    #expect(warm["files"] as? Int == silverFiles.count + 1)
  }

  /// Modification times of every file under Output/ but the cache.
  private func modificationTimes(_ project: SampleProject) throws -> [String: Date] {
    var times: [String: Date] = [:]
    for path in try project.tree("Output").keys where !path.hasPrefix(".themepack-cache") {
      let attributes = try FileManager.default.attributesOfItem(atPath: project.output + "/" + path)
      times[path] = attributes[.modificationDate] as? Date
    }
    return times
  }

  @Test func anUnchangedRebuildLeavesEveryThemeInPlace() throws {
    let project = try SampleProject()
    #expect(try report(project.build(["--json"]))["upToDateThemes"] as? Int == 0)
    let before = try modificationTimes(project)
    let warm = try report(project.build(["--json"]))
    #expect(warm["upToDateThemes"] as? Int == 6)
    // Only the catalog's root Contents.json is written again.
    #expect(warm["files"] as? Int == 1)
    let after = try modificationTimes(project)
    #expect(after.keys.sorted() == before.keys.sorted())
    let rewritten = after.keys.filter { after[$0] != before[$0] }
    #expect(rewritten == ["com.example.ibus.themes.xcassets/Contents.json"])
  }

  @Test func aFileTheSameForEveryThemeIsOneFileOnDisk() throws {
    let project = try SampleProject()
    #expect(try project.build(["--jobs", "1"]).status == 0)
    func inode(_ relative: String) -> UInt? {
      var status = stat()
      return lstat(project.output + "/" + relative, &status) == 0 ? UInt(status.st_ino) : nil
    }
    // The untinted logo: every theme's file, its catalog copy, one inode.
    let logo = try #require(inode("themes/blue/logo@3x.png"))
    for theme in ["darkGray", "default", "silver", "sunFlower", "wisteria"] {
      #expect(inode("themes/\(theme)/logo@3x.png") == logo, "\(theme)")
      #expect(inode("com.example.ibus.themes.xcassets/\(theme)/logo.imageset/logo@3x.png") == logo)
    }
    // A tinted asset differs per theme but is shared with its catalog image set.
    let bus = try #require(inode("themes/blue/busIcon@3x.png"))
    #expect(inode("themes/silver/busIcon@3x.png") != bus)
    #expect(inode("com.example.ibus.themes.xcassets/blue/busIcon.imageset/busIcon@3x.png") == bus)
  }

  @Test func outputFilesEditedAddedOrRemovedByHandArePutBack() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    let before = try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") }
    let catalog = try #require(
      // The project's catalog, not the app icons' (`icons/AppIcons.xcassets`).
      before.keys.first { $0.hasSuffix(".xcassets/Contents.json") && !$0.hasPrefix("icons/") }.map {
        ($0 as NSString).deletingLastPathComponent
      })
    // Same size, new bytes, written through the file itself (an editor saving in place):
    // the cache entry shares the file, so the cache must notice too.
    let edited = project.output + "/themes/blue/busIcon@2x.png"
    let size = try #require(before["themes/blue/busIcon@2x.png"]).count
    let handle = try #require(FileHandle(forWritingAtPath: edited))
    try handle.write(contentsOf: Data(repeating: 0x2A, count: size))
    try handle.close()
    try Data("stray".utf8).write(to: URL(fileURLWithPath: project.output + "/themes/silver/stray.png"))
    try FileManager.default.removeItem(
      atPath: project.output + "/\(catalog)/wisteria/busIcon.imageset/Contents.json")

    let rebuilt = try report(project.build(["--json"]))
    #expect(rebuilt["upToDateThemes"] as? Int == 3)
    #expect(try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") } == before)

    // The damaged cache entry was replaced: with the output gone, everything comes back
    // from the cache, edited file included, with the built bytes.
    try FileManager.default.removeItem(atPath: project.output + "/themes")
    let restored = try report(project.build(["--json"]))
    #expect(restored["cachedAssets"] as? Int == restored["assets"] as? Int)
    #expect(try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") } == before)
  }

  @Test func aDamagedCacheEntryIsRebuilt() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    let before = try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") }
    let cache = try project.tree("Output/.themepack-cache")
    for (path, _) in cache where path.hasSuffix("entry.json") {
      try Data("{".utf8).write(to: URL(fileURLWithPath: project.output + "/.themepack-cache/" + path))
    }
    let warm = try report(project.build(["--json"]))
    #expect(warm["cachedAssets"] as? Int == 0)
    #expect(try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") } == before)
  }

  @Test func noCacheNeitherReadsNorWrites() throws {
    let project = try SampleProject()
    #expect(try project.build(["--no-cache"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: project.output + "/.themepack-cache"))
    let usage = try project.build(["--no-cache", "--cache", "/tmp/x"])
    #expect(usage.status == 64)
  }
}
