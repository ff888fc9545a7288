import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// `cICP` files through the built `themepack`, as a user meets them: a Display P3 image as
/// Xcode writes it (cICP 12/13/0/1, often beside an iCCP Display P3 profile, often 16-bit)
/// builds to the sRGB pixels lcms2 gives for its P3 profile; an HDR one stops `build`,
/// `convert --srgb` and `tint` with exit 1 and one line naming the file; `info` and `lint`
/// say the same.
@Suite("cICP files through build, lint, convert, tint and info")
struct CICPCommandTests {
  static let width = 12

  /// 12 × 12 RGBA samples at `bitDepth`, opaque (so `build` ships them as they are), with
  /// saturated and dark colours.
  static func samples(bitDepth: Int) -> [UInt16] {
    var state = UInt64(0xC1C9 + bitDepth)
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 48)
    }
    let top = bitDepth == 16 ? 65535 : 255
    var samples: [UInt16] = []
    for index in 0..<(width * width) {
      let scale = index % 3 == 0 ? 8 : 1
      for _ in 0..<3 {
        samples.append(UInt16(next() * top / 65535 / scale))
      }
      samples.append(UInt16(top))
    }
    return samples
  }

  static func file(bitDepth: Int, chunks: [(String, [UInt8])]) throws -> [UInt8] {
    try StoredImage(
      width: width, height: width, colorType: 6, bitDepth: bitDepth, samples: samples(bitDepth: bitDepth),
      extraChunks: chunks
    ).pngBytes()
  }

  /// What lcms2 gives for the samples in its Display P3 profile.
  static func oracle(bitDepth: Int) -> [UInt8] {
    let samples = samples(bitDepth: bitDepth)
    return bitDepth == 16
      ? LCMSOracle.toSRGB(sixteenBit: samples, profile: LCMSOracle.displayP3())
      : LCMSOracle.toSRGB(samples.map { UInt8($0) }, profile: LCMSOracle.displayP3())
  }

  static let p3 = ("cICP", [UInt8]([12, 13, 0, 1]))
  static let p3Profile = ("iCCP", LCMSOracle.iccpData(LCMSOracle.displayP3(), name: "Display P3"))

  /// A project of one untinted master, `Base/icon@3x.png` = `png`, and one theme.
  static func project(_ png: [UInt8]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("themepack-cicp")
    try folder.write(
      #"{"packageName": "test.themes", "scales": [3], "assets": {"icon": {"source": "master", "tint": "none"}}}"#,
      to: "Assets/themepack.json")
    try folder.write(##"{"version": "1.0.0", "color": "#CC3333"}"##, to: "Assets/Themes/a/theme.json")
    try folder.write(png, to: "Assets/Base/icon@3x.png")
    return folder
  }

  @Test(arguments: [(8, false), (16, false), (8, true), (16, true)])
  func aDisplayP3ImageBuildsToTheSRGBOfLCMS(bitDepth: Int, withProfile: Bool) throws {
    let chunks = withProfile ? [Self.p3, Self.p3Profile] : [Self.p3]
    let folder = try Self.project(try Self.file(bitDepth: bitDepth, chunks: chunks))
    let assets = folder.path("Assets")
    let lint = try ThemePackBinary.run(["lint", "--assets", assets, "--strict"])
    #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
    #expect(!lint.standardOutput.contains("warning"))
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", folder.path("Output")])
    #expect(build.status == 0, "\(build.standardError)")
    let written = try PNGDecoder.decodeFile(atPath: folder.path("Output/themes/a/icon@3x.png"))
    let oracle = Self.oracle(bitDepth: bitDepth)
    #expect(LCMSOracle.maxDifference(written.image.pixels, oracle) <= 1)
    let stored = try PNGDecoder.decodeFile(atPath: assets + "/Base/icon@3x.png").image.pixels
    #expect(LCMSOracle.maxDifference(written.image.pixels, stored) > 8, "shipped unconverted")
  }

  @Test(arguments: [([UInt8]([9, 16, 0, 1]), "PQ, transfer 16"), ([9, 18, 0, 1], "HLG, transfer 18")])
  func anHDRImageStopsTheBuildInOneLine(cicp: [UInt8], what: String) throws {
    let folder = try Self.project(try Self.file(bitDepth: 16, chunks: [("cICP", cicp), Self.p3Profile]))
    let assets = folder.path("Assets")
    let path = assets + "/Base/icon@3x.png"
    let codes = cicp.map(String.init).joined(separator: "/")
    let line =
      "\(path): error: [undecodable-png] cannot decode '\(path)': cICP \(codes): HDR (\(what)) is not supported yet\n"
    let build = try ThemePackBinary.run(["build", "--assets", assets, "--output", folder.path("Output")])
    #expect(build.status == 1)
    #expect(build.standardError == line + "error: cannot build: lint found 1 error\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("Output")))
    let lint = try ThemePackBinary.run(["lint", "--assets", assets])
    #expect(lint.status == 1)
    #expect(lint.standardOutput == line)
  }

  @Test func convertTintAndInfoAgree() throws {
    let folder = try TemporaryFolder("themepack-cicp")
    try folder.write(try Self.file(bitDepth: 16, chunks: [Self.p3, Self.p3Profile]), to: "p3.png")
    try folder.write(try Self.file(bitDepth: 16, chunks: [("cICP", [9, 16, 0, 1])]), to: "pq.png")
    let convert = try ThemePackBinary.run([
      "convert", folder.path("p3.png"), "-o", folder.path("out.png"), "--srgb",
    ])
    #expect(convert.status == 0)
    let converted = try PNGDecoder.decodeFile(atPath: folder.path("out.png")).image.pixels
    #expect(LCMSOracle.maxDifference(converted, Self.oracle(bitDepth: 16)) <= 1)
    let info = try ThemePackBinary.run(["info", folder.path("p3.png")]).standardOutput
    #expect(
      info.contains(
        "color management: cICP 12/13/0/1 (Display P3): converted to sRGB (relative colorimetric)\n"))
    #expect(info.contains("; cICP outranks it)\n"))
    let pq = folder.path("pq.png")
    let refusal = "cICP 9/16/0/1: HDR (PQ, transfer 16) is not supported yet"
    let convertPQ = try ThemePackBinary.run(["convert", pq, "-o", folder.path("pq-out.png"), "--srgb"])
    #expect(convertPQ.status == 1)
    #expect(convertPQ.standardError == "error: cannot decode '\(pq)': \(refusal)\n")
    let tint = try ThemePackBinary.run(["tint", pq, "--color", "#336699", "-o", folder.path("pq-tint.png")])
    #expect(tint.status == 1)
    #expect(tint.standardError == "error: cannot decode '\(pq)': \(refusal)\n")
    let infoPQ = try ThemePackBinary.run(["info", pq])
    #expect(infoPQ.status == 0)
    #expect(infoPQ.standardOutput.contains("color management: refused: \(refusal)\n"))
  }
}
