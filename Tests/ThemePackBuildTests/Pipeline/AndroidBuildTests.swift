import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// A build with the android output: every density, nine-patches, colours, the cache, and
/// the other outputs' bytes untouched.
@Suite("android build: densities from the highest scale, nine-patches aapt2 accepts")
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
    for y in 0..<6 { bar[0, y] = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
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
      #expect(bar[cap, 0] == ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0), "\(density): cap not marked")
      #expect(
        bar[cap + 1, 0] == ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 255), "\(density): centre marked")
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
    // The record of what the build wrote gains 'android'; every output file keeps its bytes.
    let record = OutputFormatRecord.fileName
    for (path, bytes) in before where path != record { #expect(after[path] == bytes, "\(path) changed") }
    #expect(String(decoding: after[record] ?? [], as: UTF8.self).contains("\"android\""))
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

  /// The android and runtime outputs of the fixture through `check.py --self-test`: aapt2
  /// compiles and links them, the nine-patches' stretch and padding (as aapt2 read them),
  /// frames, content and colours match the manifest, and spoiled copies fail.
  @Test(.enabled(if: Aapt2.available, Aapt2.skipReason))
  func theAndroidCheckAcceptsTheBuildAndRefusesSpoiledCopies() throws {
    let fixture = try fixture()
    try fixture.build(options: options(fixture, [.android, .runtime]))
    let script = Golden.repositoryRoot.appendingPathComponent("Tests/AndroidCheck/check.py").path
    let result = try ProcessResult.run(
      Aapt2.python, [script, fixture.output, "--self-test", "--aapt2", Aapt2.path!])
    #expect(result.status == 0, "check.py: \(result.errors)")
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("aapt2 compiled and linked 2 themes"), "\(result.output)")
    for spoil in ["gray frame", "longer stretch", "wrong colour", "changed content"] {
      #expect(result.output.contains("self-test: \(spoil) fails as it should"), "\(spoil)")
    }
  }

  @Test(.enabled(if: Aapt2.available, Aapt2.skipReason))
  func aapt2RefusesAFrameThatIsNotBlackOrClear() throws {
    let folder = try TemporaryFolder("themepack-aapt2")
    var image = NinePatch.framed(
      RGBAImage(width: 4, height: 4, fill: .white),
      insets: SlicePixelInsets(top: 1, left: 1, bottom: 1, right: 1))
    // aapt2 reads the configuration from the folder's name.
    try FileManager.default.createDirectory(
      atPath: folder.path("drawable"), withIntermediateDirectories: true)
    let path = folder.path("drawable/bad.9.png")
    try Data(try PNGEncoder.encode(image, options: .default)).write(to: URL(fileURLWithPath: path))
    let good = try ProcessResult.run(Aapt2.path!, ["compile", "-o", folder.path(""), path])
    #expect(good.status == 0, "\(good.errors)")
    image[2, 0] = ThemeRGBA(red: 128, green: 128, blue: 128, alpha: 255)
    try Data(try PNGEncoder.encode(image, options: .default)).write(to: URL(fileURLWithPath: path))
    let bad = try ProcessResult.run(Aapt2.path!, ["compile", "-o", folder.path(""), path])
    #expect(bad.status != 0)
    #expect(bad.errors.contains("invalid color"), "\(bad.errors)")
  }
}
