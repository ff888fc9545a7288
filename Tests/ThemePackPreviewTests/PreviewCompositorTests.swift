import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackToolTestSupport

@Suite("Preview compositor: navigation bars from slices, contact sheets")
struct PreviewCompositorTests {
  static let light = ThemeRGBA(red: 250, green: 250, blue: 250)
  static let dark = ThemeRGBA(red: 20, green: 20, blue: 24)

  /// An opaque 390×44 pt navigation bar at @2x with 16 pt caps whose centre is uniform
  /// (stretch) or repeats every 2 pt (tile), and rows that all differ.
  static func master(_ center: SliceCenterMode) -> RGBAImage {
    var master = SliceFixture.master(
      width: 780, height: 88, insets: SlicePixelInsets(top: 0, left: 32, bottom: 0, right: 32),
      horizontal: center == .tile ? .period(4) : .uniform, vertical: .gradient)
    for y in 0..<master.height {
      for x in 0..<master.width { master[x, y].alpha = 255 }
    }
    return master
  }

  static func input(
    master: RGBAImage, center: SliceCenterMode, comparedWith reference: RGBAImage? = nil
  ) throws -> (PreviewInput, SlicedImage) {
    let sliced = try Slicer.slice(
      master,
      spec: SliceSpec(insets: SliceInsets(top: 0, left: 16, bottom: 0, right: 16), center: center),
      scale: 2)
    let input = PreviewInput(
      title: "bars", scales: [2], lightBackground: light, darkBackground: dark,
      themes: [
        PreviewTheme(
          name: "t", color: ThemeRGBA(red: 200, green: 30, blue: 30),
          darkColor: ThemeRGBA(red: 240, green: 120, blue: 120),
          assets: [
            PreviewAsset(
              name: "navBar", pointWidth: 390, pointHeight: 44,
              images: [2: PreviewImages(light: sliced.image)],
              slice: PreviewSlice(pixelInsets: [2: sliced.pixelInsets], center: center),
              master: reference ?? master)
          ])
      ],
      navigationBar: PreviewNavigationBar(asset: "navBar"))
    return (input, sliced)
  }

  static func decode(_ output: PreviewOutput, _ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(try #require(output.files[path]), file: path).image
  }

  static func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
    var result = RGBAImage(width: width, height: height, fill: .clear)
    for row in 0..<height {
      for column in 0..<width { result[column, row] = image[x + column, y + row] }
    }
    return result
  }

  @Test(arguments: [SliceCenterMode.stretch, .tile])
  func theBarAtTheMastersWidthIsTheMaster(center: SliceCenterMode) throws {
    let master = Self.master(center)
    let (input, sliced) = try Self.input(master: master, center: center)
    #expect(sliced.image.width < master.width / 4)
    let output = try PreviewRenderer.render(input)
    #expect(try Self.decode(output, "images/t/navigation-bar/390pt.png") == master)
    #expect(try Self.decode(output, "images/t/navBar.resized.png") == master)
    let html = String(decoding: output.files["index.html"]!, as: UTF8.self)
    #expect(html.contains(">matches<"))
  }

  @Test(arguments: [SliceCenterMode.stretch, .tile], [320, 430])
  func barsAtOtherWidthsKeepTheCapsAndFillTheCentre(center: SliceCenterMode, width: Int) throws {
    let master = Self.master(center)
    let (input, _) = try Self.input(master: master, center: center)
    let bar = try Self.decode(PreviewRenderer.render(input), "images/t/navigation-bar/\(width)pt.png")
    #expect(bar.width == width * 2 && bar.height == 88)
    for y in 0..<88 {
      for x in 0..<32 {
        #expect(bar[x, y] == master[x, y])
        #expect(bar[bar.width - 1 - x, y] == master[master.width - 1 - x, y])
      }
      // The centre: the master's own centre column (uniform), or the column a whole number of
      // 4 px periods away (tiled from the centre's start).
      for x in 32..<(bar.width - 32) {
        let source = center == .tile ? 32 + (x - 32) % 4 : 32
        #expect(bar[x, y] == master[source, y])
      }
    }
  }

  @Test func aSliceThatDoesNotGiveTheMasterBackIsReported() throws {
    let master = Self.master(.stretch)
    var changed = master
    changed[400, 40] = ThemeRGBA(red: 1, green: 2, blue: 3)
    let (input, _) = try Self.input(master: master, center: .stretch, comparedWith: changed)
    let html = String(decoding: try PreviewRenderer.render(input).files["index.html"]!, as: UTF8.self)
    #expect(html.contains("differs from the master in 1 pixel."))
    #expect(!html.contains(">matches<"))
  }

  @Test func aMasterOfAnotherSizeIsReported() throws {
    let master = Self.master(.stretch)
    let (input, _) = try Self.input(
      master: master, center: .stretch,
      comparedWith: RGBAImage(width: 777, height: 88, fill: ThemeRGBA(red: 0, green: 0, blue: 0)))
    let html = String(decoding: try PreviewRenderer.render(input).files["index.html"]!, as: UTF8.self)
    #expect(html.contains("The master is 777×88 px, but 390×44 pt at @2x is 780×88 px."))
  }

  @Test func theContactSheetShowsTheBarOnBothHalves() throws {
    let master = Self.master(.stretch)
    let (input, _) = try Self.input(master: master, center: .stretch)
    let sheet = try Self.decode(PreviewRenderer.render(input), "t.png")
    let theme = PreviewPageBuilder.page(for: input).themes[0]
    let layout = ContactSheet.layout(theme, images: theme.assets.map(ContactSheet.sheetImages))
    #expect(sheet.width == 2 * layout.halfWidth)
    for left in [0, layout.halfWidth] {
      let bar = Self.crop(
        sheet, x: left + layout.barX, y: layout.barY, width: master.width, height: master.height)
      #expect(bar == master)
    }
  }

  @Test func theContactSheetHasALightAndADarkHalfWithSwatches() throws {
    let (input, _) = try Self.input(master: Self.master(.stretch), center: .stretch)
    let sheet = try Self.decode(PreviewRenderer.render(input), "t.png")
    let theme = PreviewPageBuilder.page(for: input).themes[0]
    let layout = ContactSheet.layout(theme, images: theme.assets.map(ContactSheet.sheetImages))
    let half = layout.halfWidth
    #expect(sheet[0, 0] == Self.light)
    #expect(sheet[half - 1, sheet.height - 1] == Self.light)
    #expect(sheet[half, 0] == Self.dark)
    #expect(sheet[sheet.width - 1, sheet.height - 1] == Self.dark)
    // The swatches: the theme colour first, then the dark colour, on both halves.
    let second = (half - 2 * ContactSheet.margin) / 2
    for left in [0, half] {
      let x = left + ContactSheet.margin + ContactSheet.swatchSide / 2
      let y = layout.swatchY + ContactSheet.swatchSide / 2
      #expect(sheet[x, y] == ThemeRGBA(red: 200, green: 30, blue: 30))
      #expect(sheet[x + second, y] == ThemeRGBA(red: 240, green: 120, blue: 120))
    }
  }

  @Test func assetsOnTheSheetAreTheirAt2xFileOnEachBackground() throws {
    let lightIcon = RGBAImage(width: 44, height: 44, fill: ThemeRGBA(red: 10, green: 120, blue: 200))
    let darkIcon = RGBAImage(width: 44, height: 44, fill: ThemeRGBA(red: 150, green: 200, blue: 250))
    let other = RGBAImage(width: 66, height: 66, fill: ThemeRGBA(red: 99, green: 0, blue: 0))
    let input = PreviewInput(
      title: "icons", scales: [2, 3], lightBackground: Self.light, darkBackground: Self.dark,
      themes: [
        PreviewTheme(
          name: "t", color: ThemeRGBA(red: 10, green: 120, blue: 200),
          darkColor: ThemeRGBA(red: 150, green: 200, blue: 250),
          assets: [
            PreviewAsset(
              name: "icon", pointWidth: 22, pointHeight: 22,
              images: [
                3: PreviewImages(light: other, others: AppearanceValues { $0 == .dark ? other : nil }),
                2: PreviewImages(light: lightIcon, others: AppearanceValues { $0 == .dark ? darkIcon : nil }),
              ])
          ])
      ])
    let sheet = try Self.decode(PreviewRenderer.render(input), "t.png")
    let theme = PreviewPageBuilder.page(for: input).themes[0]
    let layout = ContactSheet.layout(theme, images: theme.assets.map(ContactSheet.sheetImages))
    let origin = try #require(layout.assetOrigins.first)
    #expect(Self.crop(sheet, x: origin.x, y: origin.y, width: 44, height: 44) == lightIcon)
    #expect(
      Self.crop(sheet, x: layout.halfWidth + origin.x, y: origin.y, width: 44, height: 44)
        == darkIcon)
  }
}
