import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// `cICP` conversions against coloraide, an outside oracle that shares nothing with lcms2:
/// `Color/Vectors/cicp-vectors.json` (made by `Color/Vectors/make-cicp-vectors.py`) holds
/// 40 8-bit colours each of Display P3 (12/13/0/1) and linear BT.2020 (9/8/0/1) with
/// coloraide's sRGB, clipped and rounded; a decoded PNG of those colours must be within one
/// level of it.
@Suite("cICP colour spaces convert as coloraide does")
struct CICPColoraideTests {
  struct Vector: Decodable, Sendable {
    var cicp: String
    var rgb: [Int]
    var srgb: [Int]
  }

  struct File: Decodable { var vectors: [Vector] }

  static let vectors: [Vector] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Color/Vectors/cicp-vectors.json")
    guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data)
    else { return [] }
    return file.vectors
  }()

  @Test(arguments: ["12/13/0/1", "9/8/0/1"])
  func convertsWithinOneLevelOfColoraide(cicp: String) throws {
    let vectors = Self.vectors.filter { $0.cicp == cicp }
    #expect(vectors.count == 40)
    let samples: [UInt16] = vectors.flatMap { (vector: Vector) -> [UInt16] in
      vector.rgb.map { UInt16($0) } + [255]
    }
    let codePoints = cicp.split(separator: "/").compactMap { UInt8($0) }
    let bytes = try CICPDecodeTests.png(samples, width: vectors.count, chunks: [("cICP", codePoints)])
    let pixels = try PNGDecoder.decode(bytes, colorManaged: true).image.pixels
    for (index, vector) in vectors.enumerated() {
      let got = (0..<3).map { Int(pixels[index * 4 + $0]) }
      #expect(
        zip(got, vector.srgb).allSatisfy { abs($0 - $1) <= 1 },
        "\(vector.rgb) → \(got), coloraide \(vector.srgb)")
    }
  }
}
