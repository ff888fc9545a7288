import Testing
import ThemePackImaging

@testable import ThemePackImport

/// The drift the init report gives is measured on premultiplied pixels: what shows.
@Suite("the drift of a built image from its source, as shown")
struct PixelDifferenceTests {
  /// Two 2×1 images: an opaque pixel alike, and one of alpha `alpha` whose colours differ by
  /// `red` levels of red.
  private func pair(alpha: UInt8, red: UInt8) -> (RGBAImage, RGBAImage) {
    let first = RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 255, 0, 0, 0, alpha])
    let second = RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 255, red, 0, 0, alpha])
    return (first, second)
  }

  @Test(arguments: [(UInt8(1), UInt8(227), 1), (1, 255, 1), (128, 200, 100), (255, 200, 200), (0, 255, 0)])
  func theLargestDifferenceIsWhatShows(alpha: UInt8, red: UInt8, maximum: Int) {
    let (first, second) = pair(alpha: alpha, red: red)
    #expect(PixelDifference.between(first, second, tolerance: 16).maximum == maximum)
  }

  @Test func anAlphaDifferenceCountsWhateverTheColour() {
    let first = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
    let second = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 40])
    let difference = PixelDifference.between(first, second, tolerance: 16)
    #expect(difference.maximum == 40)
    #expect(difference.pixelsOver == 1)
  }
}
