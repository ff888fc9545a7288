import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("Slicer: caps plus the smallest centre that renders the same")
struct SlicerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let scale: Int
    /// Insets in points.
    let insets: SliceInsets
    let center: SliceCenterMode
    /// Master size in pixels.
    let width: Int
    let height: Int
    let horizontal: SliceFixture.Shape
    let vertical: SliceFixture.Shape
    /// Expected slice size in pixels, worked out by hand.
    let sliceWidth: Int
    let sliceHeight: Int
    let reproducesMaster: Bool
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "nav bar (0,0,1,1) 9-part tile uniform @3x: 3 px caps + 3 px centre",
      scale: 3, insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .tile,
      width: 60, height: 30, horizontal: .uniform, vertical: .uniform,
      sliceWidth: 6, sliceHeight: 6, reproducesMaster: true),
    Case(
      name: "3-part-horizontal stretch uniform @2x keeps the full height",
      scale: 2, insets: SliceInsets(top: 0, left: 4, bottom: 0, right: 3), center: .stretch,
      width: 40, height: 16, horizontal: .uniform, vertical: .gradient,
      sliceWidth: 8 + 6 + 2, sliceHeight: 16, reproducesMaster: true),
    Case(
      name: "3-part-vertical tile uniform @1x keeps the full width",
      scale: 1, insets: SliceInsets(top: 2, left: 0, bottom: 3, right: 0), center: .tile,
      width: 6, height: 20, horizontal: .gradient, vertical: .uniform,
      sliceWidth: 6, sliceHeight: 2 + 3 + 1, reproducesMaster: true),
    Case(
      name: "9-part tile period 5 px @3x keeps one period",
      scale: 3, insets: SliceInsets(top: 1, left: 1, bottom: 1, right: 1), center: .tile,
      width: 90, height: 36, horizontal: .period(5), vertical: .uniform,
      sliceWidth: 6 + 5, sliceHeight: 6 + 3, reproducesMaster: true),
    Case(
      name: "9-part tile period 2 px @3x keeps two periods (one point or more)",
      scale: 3, insets: SliceInsets(top: 1, left: 1, bottom: 1, right: 1), center: .tile,
      width: 90, height: 36, horizontal: .period(2), vertical: .uniform,
      sliceWidth: 6 + 4, sliceHeight: 6 + 3, reproducesMaster: true),
    Case(
      name: "9-part tile period 7 px on both axes @2x",
      scale: 2, insets: SliceInsets(top: 1, left: 1, bottom: 1, right: 1), center: .tile,
      width: 40, height: 40, horizontal: .period(7), vertical: .period(7),
      sliceWidth: 4 + 7, sliceHeight: 4 + 7, reproducesMaster: true),
    Case(
      name: "3-part-horizontal tile gradient @3x keeps a one-point strip",
      scale: 3, insets: SliceInsets(top: 0, left: 2, bottom: 0, right: 2), center: .tile,
      width: 60, height: 12, horizontal: .gradient, vertical: .gradient,
      sliceWidth: 12 + 3, sliceHeight: 12, reproducesMaster: false),
    Case(
      name: "9-part stretch gradient @2x keeps the whole centre",
      scale: 2, insets: SliceInsets(top: 1, left: 1, bottom: 1, right: 1), center: .stretch,
      width: 20, height: 20, horizontal: .gradient, vertical: .gradient,
      sliceWidth: 20, sliceHeight: 20, reproducesMaster: true),
    Case(
      name: "9-part stretch gradient across, uniform down @3x",
      scale: 3, insets: SliceInsets(top: 1, left: 1, bottom: 2, right: 1), center: .stretch,
      width: 30, height: 30, horizontal: .gradient, vertical: .uniform,
      sliceWidth: 30, sliceHeight: 9 + 3, reproducesMaster: true),
    Case(
      name: "centre shorter than a point @3x is kept whole",
      scale: 3, insets: SliceInsets(top: 0, left: 1, bottom: 0, right: 1), center: .tile,
      width: 8, height: 3, horizontal: .uniform, vertical: .uniform,
      sliceWidth: 8, sliceHeight: 3, reproducesMaster: true),
    Case(
      name: "2x2 nav bar at 1x keeps all four pixels",
      scale: 1, insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .tile,
      width: 2, height: 2, horizontal: .uniform, vertical: .uniform,
      sliceWidth: 2, sliceHeight: 2, reproducesMaster: true),
  ]

  static func pixelInsets(_ insets: SliceInsets, scale: Int) -> SlicePixelInsets {
    SlicePixelInsets(
      top: Int(insets.top) * scale, left: Int(insets.left) * scale,
      bottom: Int(insets.bottom) * scale, right: Int(insets.right) * scale)
  }

  static func master(_ item: Case) -> RGBAImage {
    SliceFixture.master(
      width: item.width, height: item.height, insets: pixelInsets(item.insets, scale: item.scale),
      horizontal: item.horizontal, vertical: item.vertical)
  }

  @Test(arguments: cases)
  func sliceHasTheExpectedSizeAndInsets(item: Case) throws {
    let sliced = try Slicer.slice(
      Self.master(item), spec: SliceSpec(insets: item.insets, center: item.center),
      scale: item.scale)
    #expect(sliced.image.width == item.sliceWidth)
    #expect(sliced.image.height == item.sliceHeight)
    #expect(sliced.pixelInsets == Self.pixelInsets(item.insets, scale: item.scale))
    #expect(sliced.reproducesMaster == item.reproducesMaster)
    #expect(sliced.center == item.center)
  }

  @Test(arguments: cases)
  func renderingAtTheMasterSizeReproducesIt(item: Case) throws {
    let master = Self.master(item)
    let sliced = try Slicer.slice(
      master, spec: SliceSpec(insets: item.insets, center: item.center), scale: item.scale)
    let rendered = SliceRenderer.render(
      sliced.image, pixelInsets: sliced.pixelInsets, center: item.center, width: master.width,
      height: master.height)
    if item.reproducesMaster {
      #expect(rendered == master)
    }
    // The caps never move: pixels whose column and row are both fixed match in every case.
    let insets = Self.pixelInsets(item.insets, scale: item.scale)
    let mode = try #require(SliceMode(insets: item.insets))
    func fixed(_ index: Int, _ length: Int, _ leading: Int, _ trailing: Int, _ resizes: Bool) -> Bool {
      !resizes || index < leading || index >= length - trailing
    }
    var checked = 0
    for y in 0..<master.height
    where fixed(y, master.height, insets.top, insets.bottom, mode.resizesVertically) {
      for x in 0..<master.width
      where fixed(x, master.width, insets.left, insets.right, mode.resizesHorizontally) {
        #expect(rendered[x, y] == master[x, y], "cap pixel \(x),\(y)")
        checked += 1
      }
    }
    #expect(checked > 0)
  }

  @Test func nonPeriodicTileKeepsAStripFromTheMiddle() throws {
    // Gradient centre of 48 px at @3x: the 3 px strip starts at 6 + (48 - 3) / 2 = 28.
    let master = SliceFixture.master(
      width: 60, height: 12, insets: SlicePixelInsets(top: 0, left: 6, bottom: 0, right: 6),
      horizontal: .gradient, vertical: .uniform)
    let sliced = try Slicer.slice(
      master, spec: SliceSpec(insets: SliceInsets(top: 0, left: 2, bottom: 0, right: 2), center: .tile),
      scale: 3)
    for y in 0..<12 {
      for x in 0..<3 { #expect(sliced.image[6 + x, y] == master[28 + x, y]) }
    }
  }

  @Test(arguments: [
    (1, SlicePixelInsets(top: 0, left: 0, bottom: 1, right: 1)),
    (2, SlicePixelInsets(top: 0, left: 0, bottom: 2, right: 2)),
    (3, SlicePixelInsets(top: 0, left: 0, bottom: 3, right: 3)),
  ])
  func navBarInsetsArePointsTimesScale(scale: Int, expected: SlicePixelInsets) throws {
    let master = RGBAImage(
      width: 10 * scale, height: 6 * scale, fill: ThemeRGBA(red: 34, green: 107, blue: 170))
    let sliced = try Slicer.slice(
      master, spec: SliceSpec(insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .tile),
      scale: scale)
    #expect(sliced.pixelInsets == expected)
    #expect(sliced.mode == .ninePart)
  }

  @Test(arguments: [
    (
      SliceInsets(top: 2.5, left: 0.5, bottom: 1, right: 4), 2,
      SlicePixelInsets(top: 5, left: 1, bottom: 2, right: 8)
    ),
    (
      SliceInsets(top: 1.0 / 3, left: 2.0 / 3, bottom: 0, right: 0), 3,
      SlicePixelInsets(top: 1, left: 2, bottom: 0, right: 0)
    ),
    (
      SliceInsets(top: 0, left: 7, bottom: 0, right: 0), 1,
      SlicePixelInsets(top: 0, left: 7, bottom: 0, right: 0)
    ),
  ])
  func pixelInsetsConvertWholePixels(insets: SliceInsets, scale: Int, expected: SlicePixelInsets) throws {
    #expect(try Slicer.pixelInsets(for: insets, width: 100, height: 100, scale: scale) == expected)
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Int
    let height: Int
    let insets: SliceInsets
    let center: SliceCenterMode
    let scale: Int
    let kind: SliceError.Kind
    var testDescription: String { name }
  }

  static let badCases = [
    BadCase(
      name: "1x1 themeColor with (0,0,1,1) at 1x leaves nothing to stretch", width: 1, height: 1,
      insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .tile, scale: 1,
      kind: .nothingToStretch),
    BadCase(
      name: "3x3 with (0,0,1,1) at 3x leaves nothing to stretch", width: 3, height: 3,
      insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .tile, scale: 3,
      kind: .nothingToStretch),
    BadCase(
      name: "top and bottom cover the height exactly", width: 10, height: 4,
      insets: SliceInsets(top: 2, left: 1, bottom: 2, right: 1), center: .stretch, scale: 1,
      kind: .nothingToStretch),
    BadCase(
      name: "left and right exceed the width", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: 2, bottom: 0, right: 2), center: .tile, scale: 3,
      kind: .insetsExceedImage),
    BadCase(
      name: "bottom alone exceeds the height", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: 0, bottom: 11, right: 0), center: .tile, scale: 1,
      kind: .insetsExceedImage),
    BadCase(
      name: "negative left inset", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: -1, bottom: 0, right: 1), center: .tile, scale: 1,
      kind: .negativeInset),
    BadCase(
      name: "half a point at 1x is half a pixel", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: 0.5, bottom: 0, right: 0), center: .tile, scale: 1,
      kind: .fractionalPixels),
    BadCase(
      name: "a third of a point at 2x", width: 10, height: 10,
      insets: SliceInsets(top: 1.0 / 3, left: 0, bottom: 0, right: 0), center: .tile, scale: 2,
      kind: .fractionalPixels),
    BadCase(
      name: "zero insets with tile", width: 10, height: 10, insets: .zero, center: .tile,
      scale: 2, kind: .zeroInsets),
    BadCase(
      name: "zero insets with stretch", width: 10, height: 10, insets: .zero, center: .stretch,
      scale: 2, kind: .zeroInsets),
    BadCase(
      name: "NaN inset", width: 10, height: 10,
      insets: SliceInsets(top: .nan, left: 1, bottom: 0, right: 0), center: .tile, scale: 1,
      kind: .notFinite),
    BadCase(
      name: "infinite inset", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: 0, bottom: 0, right: .infinity), center: .tile, scale: 1,
      kind: .notFinite),
    BadCase(
      name: "huge insets exceed without overflow", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: 1e300, bottom: 0, right: 1e300), center: .tile, scale: 3,
      kind: .insetsExceedImage),
    BadCase(
      name: "scale 0", width: 10, height: 10,
      insets: SliceInsets(top: 0, left: 1, bottom: 0, right: 1), center: .tile, scale: 0,
      kind: .invalidScale),
  ]

  @Test(arguments: badCases)
  func invalidInsetsAreRejected(item: BadCase) {
    let image = RGBAImage(width: item.width, height: item.height, fill: ThemeRGBA(red: 1, green: 2, blue: 3))
    let spec = SliceSpec(insets: item.insets, center: item.center)
    #expect(throws: SliceError.self) {
      try Slicer.slice(image, spec: spec, scale: item.scale, file: "navBar.png")
    }
    do {
      _ = try Slicer.slice(image, spec: spec, scale: item.scale, file: "navBar.png")
    } catch {
      #expect(error.kind == item.kind)
      #expect(error.description.hasPrefix("cannot slice 'navBar.png': "))
      #expect(!error.description.hasSuffix("."))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func nothingToStretchMessageNamesTheFileAndTheNumbers() {
    let image = RGBAImage(width: 1, height: 1, fill: ThemeRGBA(red: 34, green: 107, blue: 170))
    let spec = SliceSpec(insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .tile)
    #expect {
      try Slicer.slice(image, spec: spec, scale: 1, file: "blue/themeColor.png")
    } throws: { error in
      String(describing: error)
        == "cannot slice 'blue/themeColor.png': left and right insets (0 + 1 pt = 1 px at 1x) "
        + "leave nothing to stretch in the width of 1 px"
    }
  }

  @Test func errorsCanBeRenamed() {
    let error = SliceError(kind: .zeroInsets, file: "", reason: "r")
    #expect(error.description == "cannot slice image: r")
    #expect(error.naming("a.png").description == "cannot slice 'a.png': r")
  }
}
