import Testing
import ThemePackImaging

@Suite("SliceMode: derived from which axes have caps")
struct SliceModeTests {
  @Test(arguments: [
    (SliceInsets(top: 0, left: 1, bottom: 0, right: 0), SliceMode.threePartHorizontal),
    (SliceInsets(top: 0, left: 0, bottom: 0, right: 2), .threePartHorizontal),
    (SliceInsets(top: 0, left: 3, bottom: 0, right: 3), .threePartHorizontal),
    (SliceInsets(top: 1, left: 0, bottom: 0, right: 0), .threePartVertical),
    (SliceInsets(top: 0, left: 0, bottom: 1, right: 0), .threePartVertical),
    (SliceInsets(top: 0, left: 0, bottom: 1, right: 1), .ninePart),
    (SliceInsets(top: 4, left: 4, bottom: 4, right: 4), .ninePart),
    (SliceInsets(top: 0.5, left: 0, bottom: 0, right: 0.5), .ninePart),
  ])
  func modeFollowsTheCappedAxes(insets: SliceInsets, mode: SliceMode) {
    #expect(SliceMode(insets: insets) == mode)
  }

  @Test(arguments: [SliceInsets.zero, SliceInsets(top: 0, left: -1, bottom: 0, right: 0)])
  func noCapsGiveNoMode(insets: SliceInsets) {
    #expect(SliceMode(insets: insets) == nil)
  }

  @Test func rawValuesAreXcodeStrings() {
    #expect(SliceMode.threePartHorizontal.rawValue == "3-part-horizontal")
    #expect(SliceMode.threePartVertical.rawValue == "3-part-vertical")
    #expect(SliceMode.ninePart.rawValue == "9-part")
    #expect(SliceCenterMode.tile.rawValue == "tile")
    #expect(SliceCenterMode.stretch.rawValue == "stretch")
  }
}
