import Testing
import ThemePackImaging
import ThemePackReview

@Suite("Review: pixel differences and their heat map")
struct PixelDifferenceTests {
  static let red = RGBA8(red: 255, green: 0, blue: 0)

  @Test func equalImagesDifferNowhere() {
    let image = RGBAImage(width: 4, height: 3, fill: Self.red)
    let difference = PixelDifference.compare(image, image)
    #expect(difference.changedPixels == 0)
    #expect(difference.largestDifference == 0)
    #expect(difference.bounds == nil)
    #expect(difference.totalPixels == 12)
  }

  @Test func countsTheChangedPixelsTheirLargestDifferenceAndBox() {
    let old = RGBAImage(width: 5, height: 4, fill: Self.red)
    var new = old
    new[1, 1] = RGBA8(red: 250, green: 0, blue: 0)
    new[3, 2] = RGBA8(red: 255, green: 0, blue: 0, alpha: 55)
    let difference = PixelDifference.compare(old, new)
    #expect(difference.changedPixels == 2)
    #expect(difference.largestDifference == 200)
    #expect(difference.bounds == PixelBox(x: 1, y: 1, width: 3, height: 2))
    #expect(difference.heatMap.width == 5 && difference.heatMap.height == 4)
    #expect(difference.heatMap.isOpaque)
    // Changed pixels are warm (no blue), unchanged ones grey.
    #expect(difference.heatMap[1, 1].blue == 0 && difference.heatMap[1, 1].red > 200)
    #expect(difference.heatMap[0, 0].red == difference.heatMap[0, 0].blue)
  }

  @Test func aMissingSideOrAnotherSizeCountsAsTransparent() {
    let small = RGBAImage(width: 2, height: 2, fill: Self.red)
    let large = RGBAImage(width: 3, height: 2, fill: Self.red)
    let grown = PixelDifference.compare(small, large)
    #expect(grown.changedPixels == 2)
    #expect(grown.bounds == PixelBox(x: 2, y: 0, width: 1, height: 2))
    let added = PixelDifference.compare(nil, small)
    #expect(added.changedPixels == 4 && added.largestDifference == 255)
  }
}
