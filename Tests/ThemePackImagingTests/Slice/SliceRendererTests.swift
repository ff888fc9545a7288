import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("SliceRenderer: caps fixed, centre tiled or stretched")
struct SliceRendererTests {
  static let a = ThemeRGBA(red: 10, green: 0, blue: 0)
  static let b = ThemeRGBA(red: 20, green: 0, blue: 0)
  static let c = ThemeRGBA(red: 30, green: 0, blue: 0)
  static let d = ThemeRGBA(red: 40, green: 0, blue: 0)

  static func row(_ colors: [ThemeRGBA]) -> RGBAImage {
    var image = RGBAImage(width: colors.count, height: 1, fill: .clear)
    for (x, color) in colors.enumerated() { image[x, 0] = color }
    return image
  }

  static func columns(_ image: RGBAImage) -> [ThemeRGBA] {
    (0..<image.width).map { image[$0, 0] }
  }

  static let horizontal = SlicePixelInsets(top: 0, left: 1, bottom: 0, right: 1)

  @Test func tileRepeatsAOnePixelCentre() {
    let result = SliceRenderer.render(
      Self.row([Self.a, Self.b, Self.c]), pixelInsets: Self.horizontal, center: .tile, width: 6,
      height: 1)
    #expect(Self.columns(result) == [Self.a, Self.b, Self.b, Self.b, Self.b, Self.c])
  }

  @Test func tileRepeatsFromTheCentreStartAndCutsTheLastCopy() {
    let result = SliceRenderer.render(
      Self.row([Self.a, Self.b, Self.c, Self.d]), pixelInsets: Self.horizontal, center: .tile,
      width: 7, height: 1)
    #expect(Self.columns(result) == [Self.a, Self.b, Self.c, Self.b, Self.c, Self.b, Self.d])
  }

  @Test func stretchTakesTheNearestCentrePixel() {
    // Centre [b, c] stretched to 4 px: target pixel middles 0.5, 1.5, 2.5, 3.5 land at
    // 0.25, 0.75, 1.25, 1.75 in the centre, which are pixels 0, 0, 1, 1.
    let result = SliceRenderer.render(
      Self.row([Self.a, Self.b, Self.c, Self.d]), pixelInsets: Self.horizontal, center: .stretch,
      width: 6, height: 1)
    #expect(Self.columns(result) == [Self.a, Self.b, Self.b, Self.c, Self.c, Self.d])
  }

  @Test func shrinkingBelowTheCapsCutsThemInProportion() {
    // Caps 2 and 1 px drawn in 2 px: the leading cap keeps 2·2/3 = 1 px.
    let result = SliceRenderer.render(
      Self.row([Self.a, Self.b, Self.c, Self.d]),
      pixelInsets: SlicePixelInsets(top: 0, left: 2, bottom: 0, right: 1), center: .tile, width: 2,
      height: 1)
    #expect(Self.columns(result) == [Self.a, Self.d])
  }

  @Test func nineSliceTilesBothAxes() {
    // 3x3 slice with one-pixel caps: the corners stay, edges and centre repeat.
    var slice = RGBAImage(width: 3, height: 3, fill: .clear)
    for y in 0..<3 {
      for x in 0..<3 { slice[x, y] = ThemeRGBA(red: UInt8(x), green: UInt8(y), blue: 0) }
    }
    let result = SliceRenderer.render(
      slice, pixelInsets: SlicePixelInsets(top: 1, left: 1, bottom: 1, right: 1), center: .tile,
      width: 5, height: 4)
    let columnSource = [0, 1, 1, 1, 2]
    let rowSource = [0, 1, 1, 2]
    for y in 0..<4 {
      for x in 0..<5 {
        #expect(result[x, y] == ThemeRGBA(red: UInt8(columnSource[x]), green: UInt8(rowSource[y]), blue: 0))
      }
    }
  }

  @Test func insetsBeyondTheImageAreClamped() {
    let result = SliceRenderer.render(
      Self.row([Self.a, Self.b]), pixelInsets: SlicePixelInsets(top: 0, left: 5, bottom: 0, right: 5),
      center: .stretch, width: 4, height: 2)
    // The left cap takes the whole slice; the empty centre repeats where the caps meet.
    #expect(result.width == 4 && result.height == 2)
    #expect(Self.columns(result) == [Self.a, Self.b, Self.b, Self.b])
  }
}
