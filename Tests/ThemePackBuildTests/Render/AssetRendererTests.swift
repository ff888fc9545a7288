import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject

/// The render stage: images in memory, handed on one at a time, with no folder anywhere.
@Suite("render: a unit becomes images per scale and appearance, in memory")
struct AssetRendererTests {
  static let spec = AssetSpec(
    name: "icon", source: .master("Base/icon@3x.png"), tint: .template, dark: .retint, themeColored: false)

  static func renderer(_ options: RenderOptions) throws -> AssetRenderer {
    let preparer = ImagePreparer(scales: [1, 2, 3], slice: nil, reader: ProjectReader(root: "/nowhere"))
    let master = try preparer.prepare(
      image: RGBAImage(width: 6, height: 6, fill: .white), scale: 3, file: "m.png")
    return AssetRenderer(spec: spec, master: master, masterDark: nil, preparer: preparer, options: options)
  }

  static let theme = Theme(
    name: "a", folderPath: "/nowhere/a", version: SemanticVersion(major: 1, minor: 0, patch: 0),
    color: ThemeRGBA(red: 0xCC, green: 0x33, blue: 0x33), darkColor: nil, extraColors: [:], overrides: [:],
    darkFiles: [:])

  @Test func filesAreEncodedAndHandedOnLightThenDarkPerScale() throws {
    var emitted: [RenderedImage] = []
    let dark = ThemeRGBA(red: 0xFF, green: 0x88, blue: 0x88)
    let result = try Self.renderer(.files(.default)).render(theme: Self.theme, darkColor: dark) {
      emitted.append($0)
    }
    #expect(
      emitted.map(\.file.fileName) == [
        "icon.png", "icon.dark.png", "icon@2x.png", "icon.dark@2x.png", "icon@3x.png", "icon.dark@3x.png",
      ])
    #expect(emitted.allSatisfy { $0.image == nil })
    for image in emitted {
      let decoded = try PNGDecoder.decode(try #require(image.png)).image
      #expect(decoded.width == 2 * image.file.scale)
      #expect(decoded[0, 0] == (image.file.appearance.isDark ? dark : Self.theme.color))
    }
    #expect(result.asset.scales.light == [1, 2, 3])
    #expect(result.asset.scales.dark == [1, 2, 3])
    #expect(result.asset.files.map(\.fileName).sorted() == emitted.map(\.file.fileName).sorted())
    #expect(result.asset.pointWidth == 2)
  }

  @Test func aPreviewRenderKeepsPixelsAndEncodesNothing() throws {
    var emitted: [RenderedImage] = []
    _ = try Self.renderer(.images).render(theme: Self.theme, darkColor: .white) { emitted.append($0) }
    #expect(emitted.count == 6)
    #expect(emitted.allSatisfy { $0.png == nil && $0.image != nil })
    #expect(emitted.first?.image?[0, 0] == Self.theme.color)
  }

  @Test func aPerThemeAssetWithoutAFileIsAnErrorNamingIt() throws {
    let preparer = ImagePreparer(scales: [1], slice: nil, reader: ProjectReader(root: "/nowhere"))
    let renderer = AssetRenderer(
      spec: AssetSpec(name: "photo", source: .perTheme, tint: .none, dark: .same, themeColored: false),
      master: nil, masterDark: nil,
      preparer: preparer, options: .files(.default))
    #expect {
      _ = try renderer.render(theme: Self.theme, darkColor: .white) { _ in }
    } throws: { error in
      String(describing: error) == "cannot build '/nowhere/a/photo.png': asset 'photo' has no master and "
        + "theme 'a' has no file for it"
    }
  }
}
