import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePack

/// Whether Debian's `aapt` is on the PATH, for the test that runs it.
enum Aapt {
  static let path: String? = ["/usr/bin/aapt", "/usr/local/bin/aapt"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}

/// A build with the android output: every density, nine-patches, colours, the cache, and
/// the other outputs' bytes untouched.
@Suite("android build: densities from the highest scale, nine-patches aapt accepts")
struct AndroidBuildTests {
  /// The build fixture plus a resizable master `bar` (12×6 px at 3x, caps 1 pt left and right).
  private func fixture() throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(
      """
      {
        "packageName": "test.themes",
        "assets": {
          "icon": { "source": "master", "tint": "template" },
          "bar": { "tint": "template", "slice": { "capInsets": { "top": 0, "left": 1, "bottom": 0, "right": 1 } } }
        }
      }
      """, to: "themepack.json")
    var bar = RGBAImage(width: 12, height: 6, fill: .white)
    for y in 0..<6 { bar[0, y] = RGBA8(red: 0, green: 0, blue: 0, alpha: 0) }
    try fixture.project.writePNG(bar, to: "Base/bar@3x.png")
    return fixture
  }

  private func options(_ fixture: BuildFixture, _ formats: [OutputFormat]) -> BuildOptions {
    var options = fixture.options
    options.outputFormats = formats
    return options
  }

  /// Every file under `folder` (relative path → bytes).
  private func files(under folder: String) -> [String: [UInt8]] {
    var found: [String: [UInt8]] = [:]
    let walker = FileManager.default.enumerator(atPath: folder)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
      if !isFolder.boolValue, let data = FileManager.default.contents(atPath: folder + "/" + path) {
        found[path] = Array(data)
      }
    }
    return found
  }

  private func decode(_ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).image
  }

  @Test func everyDensityIsRenderedAndSlicedAssetsAreNinePatches() throws {
    let fixture = try fixture()
    try fixture.build(options: options(fixture, [.android]))
    let res = fixture.output + "/android/a/res"
    let sizes = [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2.0), ("xxhdpi", 3.0), ("xxxhdpi", 4.0)]
    for (density, scale) in sizes {
      let icon = try decode("\(res)/drawable-\(density)/icon.png")
      #expect(icon.width == Int((2 * scale).rounded()) && icon.height == icon.width, "\(density)")
      let bar = try decode("\(res)/drawable-\(density)/bar.9.png")
      // The whole 4 × 2 pt image plus the frame; the left cap (1 pt) is not stretched.
      #expect(bar.width == Int((4 * scale).rounded()) + 2 && bar.height == Int((2 * scale).rounded()) + 2)
      let cap = Int(scale.rounded())
      #expect(bar[cap, 0] == RGBA8(red: 0, green: 0, blue: 0, alpha: 0), "\(density): cap not marked")
      #expect(bar[cap + 1, 0] == RGBA8(red: 0, green: 0, blue: 0, alpha: 255), "\(density): centre marked")
      #expect(!FileManager.default.fileExists(atPath: "\(res)/drawable-\(density)/bar.png"))
      // A template-tinted master has a retinted dark variant.
      #expect(FileManager.default.fileExists(atPath: "\(res)/drawable-night-\(density)/bar.9.png"))
    }
    let colors = try String(contentsOfFile: res + "/values/colors.xml", encoding: .utf8)
    #expect(colors.contains("<color name=\"color\">#CC3333</color>"))
    #expect(FileManager.default.fileExists(atPath: res + "/values-night/colors.xml"))
  }

  @Test func theOtherOutputsKeepTheirBytesAndTheCacheCoversTheDensities() throws {
    let fixture = try fixture()
    let standard = try fixture.build(options: options(fixture, [.runtime, .xcassets]))
    #expect(standard.report.cachedAssets == 0)
    let before = files(under: fixture.output).filter { !$0.key.hasPrefix(".themepack-cache") }
    let withAndroid = try fixture.build(options: options(fixture, [.runtime, .xcassets, .android]))
    // New cache keys: the units render again for the densities.
    #expect(withAndroid.report.cachedAssets == 0)
    let after = files(under: fixture.output).filter { !$0.key.hasPrefix(".themepack-cache") }
    for (path, bytes) in before { #expect(after[path] == bytes, "\(path) changed") }
    #expect(after.keys.contains("android/b/res/drawable-hdpi/bar.9.png"))
    let again = try fixture.build(options: options(fixture, [.runtime, .xcassets, .android]))
    #expect(again.report.upToDateThemes == 2)
    // A cold build restores every density from the cache.
    try FileManager.default.removeItem(atPath: fixture.output + "/android")
    let restored = try fixture.build(options: options(fixture, [.runtime, .xcassets, .android]))
    #expect(restored.report.cachedAssets == 4)
    let rebuilt = files(under: fixture.output).filter { $0.key.hasPrefix("android/") }
    #expect(rebuilt == after.filter { $0.key.hasPrefix("android/") })
  }

  @Test(.enabled(if: Aapt.path != nil, "aapt is not installed (apt-get install -y aapt): aapt check skipped"))
  func aaptAcceptsEveryThemesResources() throws {
    let fixture = try fixture()
    try fixture.build(options: options(fixture, [.android]))
    let script = Golden.repositoryRoot.appendingPathComponent("Tests/AndroidCheck/check.sh").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [script, fixture.output + "/android"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "aapt: \(complaint)")
    #expect(complaint.isEmpty)
  }

  @Test(.enabled(if: Aapt.path != nil, "aapt is not installed (apt-get install -y aapt): aapt check skipped"))
  func aaptRefusesAFrameThatIsNotBlackOrClear() throws {
    let folder = try TemporaryFolder("themepack-aapt")
    var image = NinePatch.framed(
      RGBAImage(width: 4, height: 4, fill: .white),
      insets: SlicePixelInsets(top: 1, left: 1, bottom: 1, right: 1))
    image[2, 0] = RGBA8(red: 128, green: 128, blue: 128, alpha: 255)
    let path = folder.path("bad.9.png")
    try Data(try PNGEncoder.encode(image, options: .default)).write(to: URL(fileURLWithPath: path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Aapt.path!)
    process.arguments = ["singleCrunch", "-i", path, "-o", folder.path("out.png")]
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
  }
}
