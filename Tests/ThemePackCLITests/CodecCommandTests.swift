import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

@Suite("themepack convert and info, run as a user would")
struct CodecCommandTests {
  /// A 16-bit RGB Adam7 file with a tRNS key, an iCCP and a pHYs chunk, 7 × 5, using 4 colours.
  static func richInput() throws -> [UInt8] {
    let colors: [[UInt16]] = [[0, 0, 0], [65535, 0, 0], [0, 30000, 65535], [4660, 4660, 4660]]
    let samples = (0..<35).flatMap { colors[($0 * 3) % 4] }
    return try StoredImage(
      width: 7, height: 5, colorType: 2, bitDepth: 16, interlaced: true, samples: samples,
      keyColor: colors[3],
      extraChunks: [
        ("iCCP", Array("Generic RGB Profile".utf8) + [0, 0, 0x78, 0x9C, 3, 0, 0, 0, 0, 1]),
        ("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]),
      ]
    ).pngBytes()
  }

  /// A file whose IDAT CRC is wrong: the 4 bytes before the 12-byte IEND chunk.
  static func corrupt(_ bytes: [UInt8]) -> [UInt8] {
    var damaged = bytes
    damaged[bytes.count - 13] ^= 0xFF
    return damaged
  }

  @Test func convertWritesTheSmallestExactFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.richInput(), to: "in.png")
    let result = try ThemePackBinary.run(["convert", folder.path("in.png"), "-o", folder.path("out/out.png")])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.isEmpty)
    let input = try PNGDecoder.decodeFile(atPath: folder.path("in.png"))
    let output = try PNGDecoder.decodeFile(atPath: folder.path("out/out.png"))
    #expect(output.image == input.image)
    // 4 colours, one of them transparent through the key: palette, 2 bits, with tRNS.
    #expect(output.header.colorType == .palette)
    #expect(output.header.bitDepth == 2)
    #expect(output.metadata.chunks == ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "IEND"])
  }

  @Test func convertGivesTheSameBytesInSeparateProcesses() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.richInput(), to: "in.png")
    for name in ["a.png", "b.png"] {
      let result = try ThemePackBinary.run(
        ["convert", folder.path("in.png"), "-o", folder.path(name), "--level", "9", "--filter", "paeth"])
      #expect(result.status == 0)
    }
    let first = try Data(contentsOf: URL(fileURLWithPath: folder.path("a.png")))
    let second = try Data(contentsOf: URL(fileURLWithPath: folder.path("b.png")))
    #expect(first == second)
  }

  @Test func infoPrintsText() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.richInput(), to: "rich.png")
    let path = folder.path("rich.png")
    let result = try ThemePackBinary.run(["info", path])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("file: \(path)"))
    #expect(lines.contains("size: 7x5"))
    #expect(lines.contains("color type: rgb (2)"))
    #expect(lines.contains("bit depth: 16"))
    #expect(lines.contains("interlaced: yes (Adam7)"))
    #expect(lines.contains("transparency: tRNS chunk"))
    #expect(lines.contains("chunks: IHDR tRNS iCCP pHYs IDAT IEND"))
    #expect(lines.contains("color space: ICC 'Generic RGB Profile'"))
    #expect(lines.contains("pHYs: 2835x2835 per metre"))
  }

  @Test func infoPrintsJSON() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.richInput(), to: "rich.png")
    let result = try ThemePackBinary.run(["info", folder.path("rich.png"), "--json"])
    #expect(result.status == 0)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let object = try #require(parsed as? [String: Any])
    #expect(object["file"] as? String == folder.path("rich.png"))
    #expect(object["width"] as? Int == 7)
    #expect(object["height"] as? Int == 5)
    #expect(object["colorType"] as? String == "rgb")
    #expect(object["bitDepth"] as? Int == 16)
    #expect(object["interlaced"] as? Bool == true)
    #expect(object["iccProfile"] as? String == "Generic RGB Profile")
    #expect(object["declaresNonSRGB"] as? Bool == true)
    #expect(object["chunks"] as? [String] == ["IHDR", "tRNS", "iCCP", "pHYs", "IDAT", "IEND"])
  }

  @Test(arguments: ["info", "convert"])
  func corruptFileFailsWithOneLine(command: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.corrupt(try Self.richInput()), to: "bad.png")
    let path = folder.path("bad.png")
    let arguments = command == "info" ? ["info", path] : ["convert", path, "-o", folder.path("out.png")]
    let result = try ThemePackBinary.run(arguments)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "error: cannot decode '\(path)': IDAT: CRC error\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
  }

  @Test func failedConvertLeavesAnExistingOutputIntact() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.corrupt(try Self.richInput()), to: "bad.png")
    let previous = Array("previous output".utf8)
    try folder.write(previous, to: "out.png")
    let result = try ThemePackBinary.run(["convert", folder.path("bad.png"), "-o", folder.path("out.png")])
    #expect(result.status == 1)
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("out.png")))) == previous)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(names == ["bad.png", "out.png"])
  }

  @Test func unwritableOutputNamesTheFileAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Self.richInput(), to: "in.png")
    try folder.write("keep", to: "out.png/keep.txt")  // a folder where the file should go
    let output = folder.path("out.png")
    let result = try ThemePackBinary.run(["convert", folder.path("in.png"), "-o", output])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("error: cannot write '\(output)': "))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(names == ["in.png", "out.png"])
  }

  @Test func missingInputIsAReadError() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("missing.png")
    let result = try ThemePackBinary.run(["info", path])
    #expect(result.status == 1)
    #expect(result.standardError == "error: cannot read '\(path)': No such file or directory\n")
  }

  @Test func notAPNGFileSaysSo() throws {
    let folder = try TemporaryFolder()
    try folder.write("GIF89a, not a PNG", to: "fake.png")
    let path = folder.path("fake.png")
    let result = try ThemePackBinary.run(["convert", path, "-o", folder.path("out.png")])
    #expect(result.status == 1)
    #expect(result.standardError == "error: cannot decode '\(path)': not a PNG file (no PNG signature)\n")
  }
}
