import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("nine-patch: Android's frame around a resizable image")
struct NinePatchTests {
  static let clear = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0)
  static let black = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 255)

  /// The pixels at `points` as a string: `#` opaque black, `.` fully clear, `?` anything else.
  private func line(_ image: RGBAImage, _ points: [(Int, Int)]) -> String {
    String(
      points.map { x, y in
        let pixel = image[x, y]
        return pixel == Self.black ? "#" : pixel == Self.clear ? "." : "?"
      })
  }

  @Test(arguments: [
    // width, height, insets (top, left, bottom, right), the top line, the left line
    (6, 4, SlicePixelInsets(top: 0, left: 2, bottom: 0, right: 1), "...###..", ".####."),
    (6, 4, SlicePixelInsets(top: 1, left: 2, bottom: 1, right: 1), "...###..", "..##.."),
    (3, 3, SlicePixelInsets(top: 1, left: 1, bottom: 1, right: 1), "..#..", "..#.."),
    (4, 2, SlicePixelInsets(top: 0, left: 4, bottom: 0, right: 4), "....#.", ".##."),
  ])
  func marksFollowTheInsets(width: Int, height: Int, insets: SlicePixelInsets, top: String, left: String) {
    let image = RGBAImage(
      width: width, height: height, fill: ThemeRGBA(red: 200, green: 10, blue: 10, alpha: 128))
    let framed = NinePatch.framed(image, insets: insets)
    #expect(framed.width == width + 2 && framed.height == height + 2)
    #expect(line(framed, (0..<framed.width).map { ($0, 0) }) == top)
    #expect(line(framed, (0..<framed.width).map { ($0, framed.height - 1) }) == top)
    #expect(line(framed, (0..<framed.height).map { (0, $0) }) == left)
    #expect(line(framed, (0..<framed.height).map { (framed.width - 1, $0) }) == left)
    for y in 0..<height {
      for x in 0..<width { #expect(framed[x + 1, y + 1] == image[x, y]) }
    }
  }

  @Test func everyFramePixelIsOpaqueBlackOrFullyClearAndTheCornersAreClear() {
    let image = RGBAImage(width: 9, height: 7, fill: .white)
    let framed = NinePatch.framed(image, insets: SlicePixelInsets(top: 2, left: 3, bottom: 2, right: 3))
    var frame: [ThemeRGBA] = []
    for x in 0..<framed.width { frame += [framed[x, 0], framed[x, framed.height - 1]] }
    for y in 0..<framed.height { frame += [framed[0, y], framed[framed.width - 1, y]] }
    #expect(frame.allSatisfy { $0 == Self.black || $0 == Self.clear })
    for (x, y) in [
      (0, 0), (framed.width - 1, 0), (0, framed.height - 1), (framed.width - 1, framed.height - 1),
    ] {
      #expect(framed[x, y] == Self.clear)
    }
    #expect(line(framed, (0..<framed.width).map { ($0, 0) }) == "....###....")
    #expect(line(framed, (0..<framed.height).map { (0, $0) }) == "...###...")
  }

  @Test func capsThatLeaveNoCentreAreShortened() {
    #expect(NinePatch.centre(length: 4, leading: 2, trailing: 2) == (2, 1))
    #expect(NinePatch.centre(length: 4, leading: 5, trailing: 0) == (3, 0))
    #expect(NinePatch.centre(length: 1, leading: 0, trailing: 0) == (0, 0))
  }
}
