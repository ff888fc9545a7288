import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// `themepack convert --srgb` and `themepack info` on tagged files, run as a user would;
/// lcms2 called directly is the oracle.
@Suite("themepack convert --srgb and info on colour-managed files")
struct ColorManagementCommandTests {
  static func pixels() -> [UInt8] {
    var bytes: [UInt8] = []
    for index in 0..<256 {
      let red: Int = index % 16 * 17
      let green: Int = index / 16 * 17
      let blue: Int = index * 7 % 256
      let alpha: Int = 255 - index % 3 * 60
      bytes += [UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha)]
    }
    return bytes
  }

  /// A 16 × 16 RGBA8 file with `chunks`.
  static func file(_ chunks: [(String, [UInt8])]) throws -> [UInt8] {
    try StoredImage(
      width: 16, height: 16, colorType: 6, bitDepth: 8, samples: pixels().map(UInt16.init),
      extraChunks: chunks
    ).pngBytes()
  }

  @Test(arguments: ["Generic RGB Profile", "Display P3"])
  func convertSRGBEqualsLCMS(name: String) throws {
    let profile = name == "Display P3" ? LCMSOracle.displayP3() : LCMSOracle.genericRGBLike()
    let folder = try TemporaryFolder()
    try folder.write(try Self.file([("iCCP", LCMSOracle.iccpData(profile))]), to: "in.png")
    let result = try ThemePackBinary.run([
      "convert", folder.path("in.png"), "-o", folder.path("out.png"), "--srgb",
    ])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let output = try PNGDecoder.decodeFile(atPath: folder.path("out.png"))
    #expect(
      LCMSOracle.maxDifference(output.image.pixels, LCMSOracle.toSRGB(Self.pixels(), profile: profile)) <= 1)
    #expect(output.metadata.chunks.contains("sRGB"))
    #expect(!output.metadata.chunks.contains("iCCP"))
  }

  /// Untagged and sRGB inputs come out exactly as a plain convert writes them.
  static let srgbInputs: [[(String, [UInt8])]] = [[], [("sRGB", [0])], [("gAMA", [0, 0, 0xB1, 0x8F])]]

  @Test(arguments: srgbInputs.indices)
  func convertSRGBLeavesSRGBAlone(index: Int) throws {
    let chunks = Self.srgbInputs[index]
    let folder = try TemporaryFolder()
    try folder.write(try Self.file(chunks), to: "in.png")
    #expect(
      try ThemePackBinary.run(["convert", folder.path("in.png"), "-o", folder.path("a.png"), "--srgb"]).status
        == 0)
    #expect(
      try ThemePackBinary.run(["convert", folder.path("in.png"), "-o", folder.path("b.png")]).status == 0)
    let converted = try Data(contentsOf: URL(fileURLWithPath: folder.path("a.png")))
    #expect(converted == (try Data(contentsOf: URL(fileURLWithPath: folder.path("b.png")))))
    #expect(try PNGDecoder.decodeFile(atPath: folder.path("a.png")).image.pixels == Self.pixels())
  }

  @Test func withoutSRGBTheStoredSamplesAreKept() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.file([("iCCP", LCMSOracle.iccpData(LCMSOracle.displayP3()))]), to: "in.png")
    let result = try ThemePackBinary.run([
      "convert", folder.path("in.png"), "-o", folder.path("out.png"), "--no-srgb",
    ])
    #expect(result.status == 0)
    let output = try PNGDecoder.decodeFile(atPath: folder.path("out.png"))
    #expect(output.image.pixels == Self.pixels())
    #expect(!output.metadata.chunks.contains("sRGB"))
  }

  @Test func srgbAndNoSRGBExcludeEachOther() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.file([]), to: "in.png")
    let result = try ThemePackBinary.run([
      "convert", folder.path("in.png"), "-o", folder.path("out.png"), "--srgb", "--no-srgb",
    ])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: '--srgb' and '--no-srgb' cannot be used together\n"))
  }

  @Test func damagedProfileIsRefusedNamingTheFile() throws {
    let folder = try TemporaryFolder()
    var profile = LCMSOracle.displayP3()
    profile.replaceSubrange(128..<132, with: [0x7F, 0xFF, 0xFF, 0xFF])
    try folder.write(try Self.file([("iCCP", LCMSOracle.iccpData(profile))]), to: "bad.png")
    let path = folder.path("bad.png")
    let result = try ThemePackBinary.run(["convert", path, "-o", folder.path("out.png"), "--srgb"])
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: cannot decode '\(path)': ICC profile: tag count 2147483647 does not fit in a profile of "
        + "\(profile.count) bytes\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    let info = try ThemePackBinary.run(["info", path])
    #expect(info.status == 0)
    #expect(info.standardOutput.contains("color management: refused: ICC profile: tag count 2147483647"))
  }

  @Test func infoNamesTheProfileAndTheConversion() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      try Self.file([("iCCP", LCMSOracle.iccpData(LCMSOracle.displayP3(), name: "icc"))]), to: "p3.png")
    let result = try ThemePackBinary.run(["info", folder.path("p3.png")])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("profile: 'Display P3' (RGB, perceptual)"))
    #expect(lines.contains("color management: ICC 'Display P3': converted to sRGB (perceptual)"))
    let json = try ThemePackBinary.run(["info", folder.path("p3.png"), "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let management = try #require(object["colorManagement"] as? [String: Any])
    #expect(management["convertsToSRGB"] as? Bool == true)
    #expect(management["profileDescription"] as? String == "Display P3")
    try folder.write(try Self.file([("sRGB", [0])]), to: "srgb.png")
    let plain = try ThemePackBinary.run(["info", folder.path("srgb.png")])
    #expect(plain.standardOutput.contains("color management: sRGB chunk: used as stored: already sRGB\n"))
  }
}
