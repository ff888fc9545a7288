import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging

/// Every DTCG 2025.10 colour space against coloraide, the colour library CSS Color 4's editors
/// check against: `Vectors/coloraide-vectors.json` (how it was made is in
/// `Vectors/make-coloraide-vectors.py`) gives 24 in-gamut colours per space, and each must
/// become exactly coloraide's 8-bit sRGB. `rec2020` is decoded with CSS's 2.4 gamma.
@Suite("DTCG colour spaces convert as coloraide does")
struct DTCGColorSpaceVectorTests {
  struct Vector: Decodable, Sendable, CustomTestStringConvertible {
    var space: String
    var components: [Double]
    var srgb: [Int]
    var testDescription: String { "\(space) \(components)" }
  }

  struct File: Decodable { var vectors: [Vector] }

  static let vectors: [Vector] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Vectors/coloraide-vectors.json")
    guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data)
    else {
      return []
    }
    return file.vectors
  }()

  @Test func theVectorFileCoversEverySpace() {
    #expect(Set(Self.vectors.map(\.space)) == Set(DTCGColorSpace.allCases.map(\.rawValue)))
    #expect(Self.vectors.count == 24 * DTCGColorSpace.allCases.count)
  }

  @Test(arguments: vectors)
  func convertsExactlyAsColoraide(_ vector: Vector) throws {
    let space = try #require(DTCGColorSpace(rawValue: vector.space))
    let color = space.rgba(vector.components, alpha: 1)
    #expect([Int(color.red), Int(color.green), Int(color.blue)] == vector.srgb)
  }

  /// The example: BT.2020's camera curve gave #A3533D.
  @Test func rec2020UsesTheCSSGamma() {
    #expect(
      DTCGColorSpace.rec2020.rgba([0.5, 0.3, 0.2], alpha: 1) == ThemeRGBA(red: 0x90, green: 0x38, blue: 0x20))
  }
}
