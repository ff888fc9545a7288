import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("Compositor and Canvas: straight-alpha source over in sRGB space")
struct CompositorTests {
  /// Source over, written out in 0…255 units: `A = as + ad·(255 − as)/255`,
  /// `C = (cs·as + cd·ad·(255 − as)/255) / A`, each rounded half up.
  static func expected(_ source: ThemeRGBA, _ destination: ThemeRGBA) -> ThemeRGBA {
    let sa = Double(source.alpha)
    let da = Double(destination.alpha) * (255 - sa) / 255
    let a = sa + da
    func round(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value + 0.5).rounded(.down)))) }
    if round(a) == 0 { return ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ s: UInt8, _ d: UInt8) -> UInt8 { round((Double(s) * sa + Double(d) * da) / a) }
    return ThemeRGBA(
      red: channel(source.red, destination.red), green: channel(source.green, destination.green),
      blue: channel(source.blue, destination.blue), alpha: round(a))
  }

  static let sources = [
    ThemeRGBA(red: 255, green: 0, blue: 0, alpha: 128),
    ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 128),
    ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255), ThemeRGBA(red: 9, green: 8, blue: 7, alpha: 0),
    ThemeRGBA(red: 241, green: 196, blue: 15, alpha: 1),
    ThemeRGBA(red: 142, green: 68, blue: 173, alpha: 200),
  ]
  static let destinations = [
    ThemeRGBA(red: 0, green: 0, blue: 255, alpha: 255), ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 128),
    ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0), ThemeRGBA(red: 189, green: 195, blue: 199, alpha: 30),
    ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 255),
  ]

  @Test(arguments: sources, destinations)
  func sourceOverMatchesTheFormula(source: ThemeRGBA, destination: ThemeRGBA) {
    #expect(Compositor.sourceOver(source, onto: destination) == Self.expected(source, destination))
  }

  @Test func handWorkedValues() {
    // Half red over opaque blue: red 255·128/255 = 128, blue 255·127/255 = 127.
    #expect(
      Compositor.sourceOver(
        ThemeRGBA(red: 255, green: 0, blue: 0, alpha: 128), onto: ThemeRGBA(red: 0, green: 0, blue: 255))
        == ThemeRGBA(red: 128, green: 0, blue: 127, alpha: 255))
    // Half white over half black: alpha 128 + 128·127/255 = 191.75 -> 192;
    // white 255·128 / 191.75 = 170.2 -> 170.
    #expect(
      Compositor.sourceOver(
        ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 128),
        onto: ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 128)
      )
        == ThemeRGBA(red: 170, green: 170, blue: 170, alpha: 192))
    // Anything over transparency is itself; transparency over anything changes nothing.
    let c = ThemeRGBA(red: 1, green: 2, blue: 3, alpha: 4)
    #expect(Compositor.sourceOver(c, onto: .clear) == c)
    #expect(Compositor.sourceOver(ThemeRGBA(red: 9, green: 9, blue: 9, alpha: 0), onto: c) == c)
  }

  @Test func canvasStartsWithItsBackground() {
    let background = ThemeRGBA(red: 250, green: 250, blue: 250)
    #expect(
      Canvas(width: 3, height: 2, background: background).result
        == RGBAImage(width: 3, height: 2, fill: background))
    #expect(Canvas(width: 1, height: 1).result == RGBAImage(width: 1, height: 1, fill: .clear))
  }

  @Test func drawBlendsEachPixelOverTheBackground() {
    let background = ThemeRGBA(red: 255, green: 255, blue: 255)
    var canvas = Canvas(width: 4, height: 3, background: background)
    var image = RGBAImage(width: 2, height: 2, fill: .clear)
    image[0, 0] = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 64)
    image[1, 0] = ThemeRGBA(red: 200, green: 10, blue: 10)
    image[0, 1] = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 128)
    canvas.draw(image, atX: 1, y: 1)
    var expected = RGBAImage(width: 4, height: 3, fill: background)
    expected[1, 1] = Self.expected(image[0, 0], background)
    expected[2, 1] = image[1, 0]
    expected[1, 2] = Self.expected(image[0, 1], background)
    #expect(canvas.result == expected)
  }

  @Test(arguments: [(-1, -1), (2, 2), (-2, 1), (3, -2), (10, 10), (-10, 0), (0, 4), (-3, -3)])
  func drawingIsClippedAtTheEdges(x: Int, y: Int) {
    let background = ThemeRGBA(red: 0, green: 0, blue: 0)
    var canvas = Canvas(width: 4, height: 4, background: background)
    var image = RGBAImage(width: 3, height: 3, fill: .clear)
    for row in 0..<3 {
      for column in 0..<3 {
        image[column, row] = ThemeRGBA(red: UInt8(10 + column), green: UInt8(20 + row), blue: 255)
      }
    }
    canvas.draw(image, atX: x, y: y)
    for row in 0..<4 {
      for column in 0..<4 {
        let inside = (x..<(x + 3)).contains(column) && (y..<(y + 3)).contains(row)
        let want = inside ? image[column - x, row - y] : background
        #expect(canvas.result[column, row] == want, "pixel \(column),\(row)")
      }
    }
  }

  @Test func fillBlendsAndClips() {
    let background = ThemeRGBA(red: 0, green: 0, blue: 0)
    let color = ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 51)
    var canvas = Canvas(width: 3, height: 3, background: background)
    canvas.fill(PixelRect(x: 1, y: -5, width: 10, height: 7), color: color)
    canvas.fill(PixelRect(x: 0, y: 0, width: 0, height: 3), color: ThemeRGBA(red: 255, green: 0, blue: 0))
    canvas.fill(PixelRect(x: 0, y: 0, width: -4, height: 3), color: ThemeRGBA(red: 255, green: 0, blue: 0))
    // 20% white over black: 255·0.2 = 51.
    let blended = ThemeRGBA(red: 51, green: 51, blue: 51)
    for row in 0..<3 {
      for column in 0..<3 {
        let want = column >= 1 && row <= 1 ? blended : background
        #expect(canvas.result[column, row] == want, "pixel \(column),\(row)")
      }
    }
  }
}
