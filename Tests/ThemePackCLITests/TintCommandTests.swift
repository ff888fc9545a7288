import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

@Suite("themepack tint, run as a user would")
struct TintCommandTests {
  /// A 3×2 image: opaque colours, a half-transparent pixel and a clear one.
  static let source = RGBAImage(
    width: 3, height: 2,
    pixels: [
      255, 255, 255, 255, 0, 0, 0, 255, 200, 100, 50, 128,
      10, 20, 30, 0, 34, 107, 170, 255, 90, 90, 90, 1,
    ])

  static func writeSource(in folder: TemporaryFolder) throws -> String {
    let path = folder.path("in.png")
    try PNGEncoder.write(Self.source, toPath: path)
    return path
  }

  @Test func templateIsTheDefaultMode() throws {
    let folder = try TemporaryFolder()
    let input = try Self.writeSource(in: folder)
    let output = folder.path("out.png")
    let result = try ThemePackBinary.run(["tint", input, "--color", "#226BAA", "-o", output])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let tinted = try PNGDecoder.decodeFile(atPath: output).image
    #expect(
      tinted.pixels == [
        34, 107, 170, 255, 34, 107, 170, 255, 34, 107, 170, 128,
        0, 0, 0, 0, 34, 107, 170, 255, 34, 107, 170, 1,
      ])
  }

  @Test func templateMultipliesAlphaByTheColoursAlpha() throws {
    let folder = try TemporaryFolder()
    let input = try Self.writeSource(in: folder)
    let output = folder.path("out.png")
    let result = try ThemePackBinary.run(
      ["tint", input, "--color", "34,107,170,128", "--mode", "template", "--output", output])
    #expect(result.status == 0)
    let alphas = try PNGDecoder.decodeFile(atPath: output).image.pixels.enumerated()
      .filter { $0.offset % 4 == 3 }.map { Int($0.element) }
    let expected = [255, 255, 128, 0, 255, 1].map { Int((Double($0) * 128 / 255 + 0.5).rounded(.down)) }
    #expect(alphas == expected)
  }

  @Test func mixBlendsByTheAmount() throws {
    let folder = try TemporaryFolder()
    let input = try Self.writeSource(in: folder)
    let output = folder.path("mixed.png")
    let result = try ThemePackBinary.run(
      ["tint", input, "--color", "#FF0000", "--mode", "mix", "--amount", "0.25", "-o", output])
    #expect(result.status == 0)
    let tinted = try PNGDecoder.decodeFile(atPath: output).image
    // White: red 255·0.75 + 255·0.25 = 255, green and blue 255·0.75 = 191.25 → 191.
    // Black: red 255·0.25 = 63.75 → 64, green and blue 0.
    #expect(Array(tinted.pixels[0..<8]) == [255, 191, 191, 255, 64, 0, 0, 255])
    #expect(Array(tinted.pixels[12..<16]) == [0, 0, 0, 0])
  }

  @Test(arguments: [
    (["tint", "in.png", "-o", "out.png"], "Error: missing '--color <color>'"),
    (["tint", "in.png", "--color", "#226BAA"], "Error: missing '--output <out.png>'"),
    (
      ["tint", "in.png", "--color", "#226BAA", "--mode", "overlay", "-o", "out.png"],
      "Error: unknown tint mode 'overlay': expected none, template, mix, multiply, screen or color"
    ),
    (
      ["tint", "in.png", "--color", "#226BAA", "--mode", "mix", "-o", "out.png"],
      "Error: tint mode 'mix' needs an amount from 0 to 1"
    ),
    (
      ["tint", "in.png", "--color", "#226BAA", "--amount", "0.5", "-o", "out.png"],
      "Error: tint mode 'template' takes no amount"
    ),
    (
      ["tint", "in.png", "--color", "#226BA", "-o", "out.png"],
      "Error: invalid colour '#226BA': expected 6 or 8 hex digits after '#'"
    ),
    (
      ["tint", "in.png", "--color", "#226BAA", "--mode", "mix", "--amount", "2", "-o", "out.png"],
      "Error: invalid value '2' for '--amount': expected a number from 0.0 to 1.0"
    ),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let result = try ThemePackBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix(message + "\n"))
  }

  @Test func aMissingInputExitsOneAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let output = folder.path("out.png")
    let result = try ThemePackBinary.run(
      ["tint", folder.path("missing.png"), "--color", "#226BAA", "-o", output])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
