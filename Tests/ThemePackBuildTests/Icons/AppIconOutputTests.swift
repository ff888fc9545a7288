import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `icons/`: every theme's app icon set, picker images, build settings and Android adaptive
/// icons, with the rules for the looks a project does not draw.
@Suite("app icons: appiconsets, picker images, alternate-icon lists, adaptive icons")
struct AppIconOutputTests {
  private func decode(_ path: String) throws -> DecodedPNG {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
  }

  private func json(_ path: String) throws -> JSONValue {
    try JSONDocument.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  @Test(arguments: ["AppIcon-a", "Bee"])
  func anIconSetHoldsThreeLooksAndTheAnyLookHasNoAlpha(_ name: String) throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let set = fixture.output + "/icons/AppIcons.xcassets/\(name).appiconset/"
    let images = try #require(try json(set + "Contents.json").objectValue?["images"]?.arrayValue)
    try #require(images.count == 3)
    var looks: [String: String] = [:]
    for image in images {
      let entry = try #require(image.objectValue)
      #expect(entry["size"] == .string("1024x1024"))
      #expect(entry["idiom"] == .string("universal"))
      #expect(entry["platform"] == .string("ios"))
      let look = entry["appearances"]?.arrayValue?.first?.objectValue
      if let look { #expect(look["appearance"] == .string("luminosity")) }
      looks[look?["value"]?.stringValue ?? "any"] = try #require(entry["filename"]?.stringValue)
    }
    #expect(Set(looks.keys) == ["any", "dark", "tinted"])
    let any = try decode(set + looks["any"]!)
    #expect(any.image.width == 1024 && any.image.height == 1024)
    #expect([PNGColorType.gray, .rgb, .palette].contains(any.header.colorType))
    #expect(!any.header.hasTransparencyChunk, "the App Store refuses alpha in the any look")
    #expect(any.image.isOpaque)
    let dark = try decode(set + looks["dark"]!).image
    #expect(dark[0, 0].alpha == 0, "the dark look is the glyph on transparency")
    let tinted = try decode(set + looks["tinted"]!).image
    #expect(
      tinted.pixels.indices.filter { $0 % 4 == 0 }.allSatisfy {
        tinted.pixels[$0] == tinted.pixels[$0 + 1] && tinted.pixels[$0] == tinted.pixels[$0 + 2]
      }, "the tinted look is grayscale")
    #expect(
      tinted[512, 512] == ThemeRGBA(red: 255, green: 255, blue: 255), "the silhouette's brightest is white")
  }

  @Test func theGlyphTakesTheThemeColourAndTheDarkColourInTheDarkLook() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first { $0.name == "a" })
    let set = fixture.output + "/icons/AppIcons.xcassets/AppIcon-a.appiconset/"
    let any = try decode(set + "AppIcon-a.png").image
    #expect(any[512, 512] == theme.color, "template tint: the glyph in the theme colour")
    #expect(any[10, 10] == ThemeRGBA(red: 255, green: 255, blue: 255), "the background colour")
    let dark = try decode(set + "AppIcon-a-dark.png").image
    #expect(dark[512, 512] == project.darkColor(of: theme))
  }

  @Test func theAlternateIconListsAndAliasesNameEveryIcon() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let icons = fixture.output + "/icons/"
    let xcconfig = try String(contentsOfFile: icons + "AlternateIcons.xcconfig", encoding: .utf8)
    #expect(xcconfig.contains("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = AppIcon-a Bee\n"))
    let plist = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: URL(fileURLWithPath: icons + "AlternateIcons.plist")), format: nil)
    let bundleIcons = try #require((plist as? [String: Any])?["CFBundleIcons"] as? [String: Any])
    let alternates = try #require(bundleIcons["CFBundleAlternateIcons"] as? [String: [String: String]])
    #expect(
      alternates == ["AppIcon-a": ["CFBundleIconName": "AppIcon-a"], "Bee": ["CFBundleIconName": "Bee"]])
    let picker = icons + "AppIcons.xcassets/Bee-Picker.imageset/"
    #expect(try decode(picker + "Bee-Picker@2x.png").image.width == 120)
    #expect(try decode(picker + "Bee-Picker@3x.png").image.width == 180)
    let aliases = try String(contentsOfFile: icons + "android/activity-aliases.xml", encoding: .utf8)
    #expect(aliases.contains(#"android:icon="@mipmap/app_icon_a""#))
    #expect(aliases.contains(#"android:icon="@mipmap/bee""#))
  }

  @Test func eachThemesManifestNamesItsIcon() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    for (theme, icon) in [("a", "AppIcon-a"), ("b", "Bee")] {
      let path = fixture.output + "/themes/\(theme)/manifest.json"
      let manifest = try RuntimeManifest.parse(
        Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
      #expect(manifest.appIcon == icon)
      #expect(try json(path).objectValue?["appIcon"] == .string(icon))
    }
  }

  @Test func everyAdaptiveLayerIs108DPAtEveryDensity() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let res = fixture.output + "/icons/android/res/"
    let xml = try String(contentsOfFile: res + "mipmap-anydpi-v26/bee.xml", encoding: .utf8)
    for layer in ["background", "foreground", "monochrome"] {
      #expect(xml.contains("<\(layer) android:drawable=\"@mipmap/bee_\(layer)\"/>"))
    }
    for (density, scale) in [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2.0), ("xxhdpi", 3.0), ("xxxhdpi", 4.0)]
    {
      for layer in ["background", "foreground", "monochrome"] {
        let image = try decode(res + "mipmap-\(density)/bee_\(layer).png").image
        #expect(image.width == Int(108 * scale) && image.height == Int(108 * scale), "\(density) \(layer)")
      }
      let side = Int(108 * scale)
      let monochrome = try decode(res + "mipmap-\(density)/bee_monochrome.png").image
      #expect(monochrome[side / 2, side / 2] == ThemeRGBA(red: 255, green: 255, blue: 255))
      #expect(monochrome[1, 1].alpha == 0, "outside the visible 72 dp the monochrome layer is clear")
    }
  }

  @Test func twoBuildsWriteTheSameBytes() throws {
    let fixture = try AppIconFixture.make()
    let project = try fixture.loaded()
    let first = try AppIconOutput.files(of: project)
    #expect(first.count > 50)
    #expect(try AppIconOutput.files(of: project) == first)
  }

  @Test func aMissingIconFileFailsTheBuildNamingIt() throws {
    let fixture = try AppIconFixture.make()
    try fixture.project.remove("Icons/b.png")
    let project = try fixture.loaded()
    #expect {
      try AppIconOutput.files(of: project)
    } throws: { error in
      "\(error)".contains("Icons/b.png")
    }
  }

  /// The adaptive icons and the aliases as Android reads them: aapt2 compiles `res/` and
  /// links it against `framework-res.apk` with a manifest holding the aliases.
  @Test(.enabled(if: Aapt2.available, Aapt2.skipReason))
  func aapt2LinksTheAdaptiveIconsAndTheAliases() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let android = fixture.output + "/icons/android"
    let work = try TemporaryFolder("themepack-icons-aapt2")
    let aliases = try String(contentsOfFile: android + "/activity-aliases.xml", encoding: .utf8)
    try work.write(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.icons">
        <application android:icon="@mipmap/bee">
          <activity android:name=".MainActivity" android:exported="true"/>
      \(aliases)
        </application>
      </manifest>
      """, to: "AndroidManifest.xml")
    let compiled = work.path("res.zip")
    let compile = try ProcessResult.run(Aapt2.path!, ["compile", "--dir", android + "/res", "-o", compiled])
    #expect(compile.status == 0, "\(compile.errors)")
    let link = try ProcessResult.run(
      Aapt2.path!,
      [
        "link", "-o", work.path("out.apk"), "-I", Aapt2.framework, "--manifest",
        work.path("AndroidManifest.xml"),
        compiled,
      ])
    #expect(link.status == 0, "\(link.errors)")
    let dump = try ProcessResult.run(
      Aapt2.path!, ["dump", "xmltree", "--file", "res/mipmap-anydpi-v26/bee.xml", work.path("out.apk")])
    #expect(dump.output.contains("E: monochrome"), "\(dump.output)")
  }
}
