import Foundation
import Testing
import ThemePackBuild
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// A theme's font files in the android output: `res/font/` under Android names with a font
/// family XML per family, which aapt2 compiles and links against the framework.
@Suite("android fonts: res/font/ files and font family XML that aapt2 links")
struct AndroidFontTests {
  private let bold = TestFont(postScriptName: "Brand-Bold", family: "Brand Sans", style: "Bold", weight: 700)
    .bytes
  private let shared = TestFont.collection([
    TestFont(postScriptName: "Shared-Regular", family: "Shared"),
    TestFont(postScriptName: "Shared-Italic", family: "Shared", style: "Italic"),
  ])

  /// The build fixture with `Brand-Bold.ttf` in theme `a` and a shared `.otc` collection.
  private func fixture() throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(bold, to: "Themes/a/Fonts/Brand-Bold.ttf")
    try fixture.project.write(shared, to: "Fonts/Shared.otc")
    return fixture
  }

  private func build(_ fixture: BuildFixture) throws -> String {
    var options = fixture.options
    options.outputFormats = [.android]
    try fixture.build(options: options)
    return fixture.output + "/android/a/res/font"
  }

  @Test func fontFilesAndFamiliesGoIntoResFont() throws {
    let fixture = try fixture()
    let folder = try build(fixture)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["brand_bold.ttf", "brand_sans_family.xml", "shared.ttc", "shared_family.xml"])
    #expect(FileManager.default.contents(atPath: folder + "/brand_bold.ttf") == Data(bold))
    #expect(FileManager.default.contents(atPath: folder + "/shared.ttc") == Data(shared))
    let brand = try String(contentsOfFile: folder + "/brand_sans_family.xml", encoding: .utf8)
    #expect(
      brand == """
        <?xml version="1.0" encoding="utf-8"?>
        <font-family xmlns:android="http://schemas.android.com/apk/res/android">
            <font android:font="@font/brand_bold" android:fontStyle="normal" android:fontWeight="700" />
        </font-family>

        """)
    let sharedXML = try String(contentsOfFile: folder + "/shared_family.xml", encoding: .utf8)
    #expect(
      sharedXML.contains(
        #"<font android:font="@font/shared" android:fontStyle="italic" android:fontWeight="400" android:ttcIndex="1" />"#
      ))
    #expect(sharedXML.contains(#"android:fontStyle="normal" android:fontWeight="400" android:ttcIndex="0""#))
    // Theme b has only the shared collection.
    let other = try FileManager.default.contentsOfDirectory(atPath: fixture.output + "/android/b/res/font")
    #expect(other.sorted() == ["shared.ttc", "shared_family.xml"])
  }

  @Test func aFileAndAFamilyOfOneAndroidNameAreRefused() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(bold, to: "Themes/a/Fonts/Brand-Bold.ttf")
    try fixture.project.write(
      TestFont(postScriptName: "Brand-Bold2", family: "Brand Sans").bytes, to: "Themes/a/Fonts/brand_bold.otf"
    )
    #expect {
      try build(fixture)
    } throws: { error in
      "\(error)".contains("both become Android font resource 'brand_bold': rename one")
    }
  }

  @Test(.enabled(if: Aapt2.available, Aapt2.skipReason))
  func aapt2CompilesAndLinksTheFonts() throws {
    let fixture = try fixture()
    let folder = try build(fixture)
    let work = try TemporaryFolder("themepack-aapt2-fonts")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
      let result = try ProcessResult.run(Aapt2.path!, ["compile", "-o", work.path(""), folder + "/" + name])
      #expect(result.status == 0, "\(name): \(result.errors)")
    }
    try "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"test.themes\"/>"
      .write(toFile: work.path("AndroidManifest.xml"), atomically: true, encoding: .utf8)
    let flats = try FileManager.default.contentsOfDirectory(atPath: work.path("")).filter {
      $0.hasSuffix(".flat")
    }
    #expect(flats.count == 4, "\(flats)")
    let link = try ProcessResult.run(
      Aapt2.path!,
      [
        "link", "-I", Aapt2.framework, "--manifest", work.path("AndroidManifest.xml"), "-o",
        work.path("out.apk"),
      ]
        + flats.sorted().map { work.path($0) })
    #expect(link.status == 0, "\(link.errors)")
  }
}
