import Foundation
import Testing
import ThemePackNative
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `FreeTypeNative.drawLine`: a line of text drawn in a face, for the preview's contact sheet;
/// hostile bytes and sizes give one failure and never crash.
@Suite("FreeType: a line of text drawn in a face")
struct FreeTypeTextTests {
  /// The sample's open-licence font (SIL OFL), Comfortaa Bold.
  static let comfortaa: [UInt8] = {
    let url = Golden.repositoryRoot.appendingPathComponent("Assets/Themes/wisteria/Fonts/Comfortaa-Bold.ttf")
    return Array((try? Data(contentsOf: url)) ?? Data())
  }()

  private func ink(_ line: FreeTypeNative.TextLine) -> Int { line.coverage.count { $0 > 0 } }

  @Test func aLineHasInkTheFontsHeightAndGrowsWithItsText() throws {
    let short = try FreeTypeNative.drawLine(
      "Hi", in: Self.comfortaa, faceIndex: 0, pixelSize: 34, maxWidth: 800
    ).get()
    let long = try FreeTypeNative.drawLine(
      "Hi there", in: Self.comfortaa, faceIndex: 0, pixelSize: 34, maxWidth: 800
    )
    .get()
    #expect(short.coverage.count == short.width * short.height)
    #expect(short.height >= 34 && short.height <= 68 && short.baseline < short.height)
    #expect(ink(short) > 50 && long.width > short.width && ink(long) > ink(short))
    #expect(short.coverage.contains(255), "antialiased, with solid stems")
    // The ink of "Hi" lies above the baseline (neither letter descends).
    let below = (short.baseline + 1..<short.height).reduce(0) { sum, row in
      sum + short.coverage[(row * short.width)..<(row * short.width + short.width)].count { $0 > 0 }
    }
    #expect(below == 0)
  }

  @Test func aLongLineIsCutAtTheWidthAndTheSameTextGivesTheSameBytes() throws {
    let text = String(repeating: "Wisteria ", count: 40)
    let first = try FreeTypeNative.drawLine(
      text, in: Self.comfortaa, faceIndex: 0, pixelSize: 20, maxWidth: 300
    ).get()
    let second = try FreeTypeNative.drawLine(
      text, in: Self.comfortaa, faceIndex: 0, pixelSize: 20, maxWidth: 300
    ).get()
    #expect(first.width == 300)
    #expect(first == second)
  }

  @Test func aFontWithEmptyGlyphsDrawsNothingButAdvances() throws {
    let font = TestFont(postScriptName: "Empty-Regular", characters: "abc")
    let line = try FreeTypeNative.drawLine("abc", in: font.bytes, faceIndex: 0, pixelSize: 20, maxWidth: 200)
      .get()
    #expect(ink(line) == 0)
  }

  /// Hostile inputs: each gives a failure with a reason, never a crash.
  static let hostile: [(label: String, bytes: [UInt8], face: Int, size: Int, width: Int)] = [
    ("empty", [], 0, 20, 100),
    ("not a font", Array("hello, world".utf8), 0, 20, 100),
    ("truncated", Array(comfortaa.prefix(600)), 0, 20, 100),
    ("face out of range", comfortaa, 7, 20, 100),
    ("negative face", comfortaa, -1, 20, 100),
    ("size 0", comfortaa, 0, 0, 100),
    ("size too large", comfortaa, 0, 10_000, 100),
    ("no width", comfortaa, 0, 20, 0),
  ]

  @Test(arguments: hostile.indices)
  func hostileInputsFailWithAReason(_ index: Int) {
    let input = Self.hostile[index]
    let result = FreeTypeNative.drawLine(
      "Hostile", in: input.bytes, faceIndex: input.face, pixelSize: input.size, maxWidth: input.width)
    guard case .failure(let failure) = result else {
      Issue.record("\(input.label): drawn")
      return
    }
    #expect(!failure.message.isEmpty, "\(input.label)")
  }
}
