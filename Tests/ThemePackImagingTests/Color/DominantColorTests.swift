import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("DominantColor finds the colour an image is mostly painted in")
struct DominantColorTests {
  static func image(_ pixels: [(UInt8, UInt8, UInt8, UInt8)], width: Int) -> RGBAImage {
    RGBAImage(
      width: width, height: pixels.count / width, pixels: pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] })
  }

  @Test func theFullestBucketWinsAndItsMeanIsRounded() {
    // Three pixels in bucket (2,6,10) (values 32…47, 96…111, 160…175), two elsewhere.
    let pixels: [(UInt8, UInt8, UInt8, UInt8)] = [
      (34, 107, 170, 255), (35, 100, 161, 255), (40, 96, 175, 250),
      (200, 10, 10, 255), (201, 11, 12, 255), (0, 0, 0, 0),
    ]
    let dominant = DominantColor.of(Self.image(pixels, width: 3))
    // Means: (34+35+40)/3 = 36.33 → 36, (107+100+96)/3 = 101, (170+161+175)/3 = 168.67 → 169.
    #expect(dominant == ThemeRGBA(red: 36, green: 101, blue: 169))
  }

  @Test func halvesRoundUp() {
    let pixels: [(UInt8, UInt8, UInt8, UInt8)] = [(10, 20, 30, 255), (11, 21, 31, 255)]
    #expect(DominantColor.of(Self.image(pixels, width: 2)) == ThemeRGBA(red: 11, green: 21, blue: 31))
  }

  @Test func translucentPixelsDoNotCount() {
    var pixels: [(UInt8, UInt8, UInt8, UInt8)] = Array(repeating: (250, 250, 250, 249), count: 9)
    pixels.append((1, 2, 3, 250))
    #expect(DominantColor.of(Self.image(pixels, width: 5)) == ThemeRGBA(red: 1, green: 2, blue: 3))
  }

  @Test func tiesGoToTheLowestBucket() {
    // Buckets 0x0F0 (green 240…255) and 0x00F (blue 240…255) have one pixel each; 0x00F is lower.
    let pixels: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 250, 0, 255), (0, 0, 250, 255), (255, 0, 0, 255)]
    #expect(DominantColor.of(Self.image(pixels, width: 3)) == ThemeRGBA(red: 0, green: 0, blue: 250))
  }

  @Test func noOpaquePixelMeansNoColour() {
    let pixels: [(UInt8, UInt8, UInt8, UInt8)] = [(10, 20, 30, 0), (10, 20, 30, 128), (1, 1, 1, 249)]
    #expect(DominantColor.of(Self.image(pixels, width: 3)) == nil)
  }

  @Test func randomImageAgainstAStraightCount() {
    var random = SeededRandom(seed: 0xD0)
    var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
    for _ in 0..<4096 {
      // Few distinct high nibbles, so buckets collide often.
      let red = UInt8.random(in: 0...2, using: &random) * 64 + random.byte() % 16
      let green = UInt8.random(in: 0...1, using: &random) * 128 + random.byte() % 16
      let blue = random.byte() % 32
      let alpha: UInt8 = random.byte() < 200 ? 255 : random.byte()
      pixels.append((red, green, blue, alpha))
    }
    var groups: [Int: [(UInt8, UInt8, UInt8)]] = [:]
    for pixel in pixels where pixel.3 >= 250 {
      let key = Int(pixel.0 / 16) * 256 + Int(pixel.1 / 16) * 16 + Int(pixel.2 / 16)
      groups[key, default: []].append((pixel.0, pixel.1, pixel.2))
    }
    let winner = groups.keys.sorted().max { groups[$0]!.count < groups[$1]!.count }!
    let members = groups.keys.sorted().filter { groups[$0]!.count == groups[winner]!.count }
    let key = members.first!
    let group = groups[key]!
    func mean(_ values: [UInt8]) -> UInt8 {
      let average = Double(values.reduce(0) { $0 + Int($1) }) / Double(values.count)
      return UInt8((average + 0.5).rounded(.down))
    }
    let expected = ThemeRGBA(
      red: mean(group.map(\.0)), green: mean(group.map(\.1)), blue: mean(group.map(\.2)))
    #expect(DominantColor.of(Self.image(pixels, width: 64)) == expected)
  }
}
