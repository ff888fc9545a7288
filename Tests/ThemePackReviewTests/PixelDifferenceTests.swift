import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackReview

@Suite("Review: pixel differences and their heat map")
struct PixelDifferenceTests {
  static let red = ThemeRGBA(red: 255, green: 0, blue: 0)

  @Test func equalImagesDifferNowhere() {
    let image = RGBAImage(width: 4, height: 3, fill: Self.red)
    let difference = PixelDifference.compare(image, image)
    #expect(difference.changedPixels == 0)
    #expect(difference.largestDifference == 0)
    #expect(difference.bounds == nil)
    #expect(difference.totalPixels == 12)
  }

  @Test func countsTheChangedPixelsTheirLargestDifferenceAndBox() throws {
    let old = RGBAImage(width: 5, height: 4, fill: Self.red)
    var new = old
    new[1, 1] = ThemeRGBA(red: 250, green: 0, blue: 0)
    new[3, 2] = ThemeRGBA(red: 255, green: 0, blue: 0, alpha: 55)
    let difference = PixelDifference.compare(old, new)
    #expect(difference.changedPixels == 2)
    #expect(difference.largestDifference == 200)
    #expect(difference.bounds == PixelRect(x: 1, y: 1, width: 3, height: 2))
    // Only the second pixel's alpha changed: the drawing's shape changed there alone.
    #expect(difference.alphaBounds == PixelRect(x: 3, y: 2, width: 1, height: 1))
    #expect(PixelDifference.compare(old, old).alphaBounds == nil)
    let heatMap = try #require(difference.heatMap)
    #expect(heatMap.width == 5 && heatMap.height == 4)
    #expect(heatMap.isOpaque)
    // Changed pixels are warm (no blue), unchanged ones grey.
    #expect(heatMap[1, 1].blue == 0 && heatMap[1, 1].red > 200)
    #expect(heatMap[0, 0].red == heatMap[0, 0].blue)
  }

  /// Two images of very different shapes would lay out a canvas over the decoder's limit:
  /// wholly changed, no heat map, no canvas allocated. An added image draws none either.
  @Test func aCanvasOverTheLimitIsWhollyChangedWithoutAHeatMap() {
    let wide = RGBAImage(width: 8192, height: 1, fill: Self.red)
    let tall = RGBAImage(width: 1, height: 8192, fill: Self.red)
    let difference = PixelDifference.compare(wide, tall)
    #expect(8192 * 8192 > PixelDifference.maxCanvasPixels)
    #expect(difference.heatMap == nil)
    #expect(difference.changedPixels == 8192 * 8192 && difference.largestDifference == 255)
    #expect(difference.bounds == PixelRect(x: 0, y: 0, width: 8192, height: 8192))
    #expect(PixelDifference.compare(nil, wide).heatMap == nil)
    #expect(PixelDifference.compare(nil, wide).changedPixels == 8192)
  }

  @Test func aMissingSideOrAnotherSizeCountsAsTransparent() {
    let small = RGBAImage(width: 2, height: 2, fill: Self.red)
    let large = RGBAImage(width: 3, height: 2, fill: Self.red)
    let grown = PixelDifference.compare(small, large)
    #expect(grown.changedPixels == 2)
    #expect(grown.bounds == PixelRect(x: 2, y: 0, width: 1, height: 2))
    let added = PixelDifference.compare(nil, small)
    #expect(added.changedPixels == 4 && added.largestDifference == 255)
  }
}
