import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("ColorParser reads theme colours as apps store them")
struct ColorParserTests {
  @Test(arguments: [
    ("#226BAA", 0x22, 0x6B, 0xAA, 255),
    ("#226baa", 0x22, 0x6B, 0xAA, 255),
    ("#226BAA80", 0x22, 0x6B, 0xAA, 0x80),
    ("#00000000", 0, 0, 0, 0),
    ("#FFFFFF", 255, 255, 255, 255),
    ("  #226BAA\n", 0x22, 0x6B, 0xAA, 255),
    ("34,107,170", 34, 107, 170, 255),
    ("34, 107, 170", 34, 107, 170, 255),
    (" 34 ,107 , 170 ", 34, 107, 170, 255),
    ("0,0,0", 0, 0, 0, 255),
    ("255,255,255", 255, 255, 255, 255),
    ("34,107,170,128", 34, 107, 170, 128),
    ("34,107,170,0", 34, 107, 170, 0),
    ("007,08,9", 7, 8, 9, 255),
  ])
  func acceptsGoodColours(text: String, red: Int, green: Int, blue: Int, alpha: Int) throws {
    let color = try ColorParser.parse(text)
    #expect(Int(color.red) == red)
    #expect(Int(color.green) == green)
    #expect(Int(color.blue) == blue)
    #expect(Int(color.alpha) == alpha)
  }

  @Test(arguments: [
    ("", "invalid colour '': expected #RRGGBB, #RRGGBBAA or R,G,B"),
    ("   ", "invalid colour '': expected #RRGGBB, #RRGGBBAA or R,G,B"),
    ("#12345", "invalid colour '#12345': expected 6 or 8 hex digits after '#'"),
    ("#1234567", "invalid colour '#1234567': expected 6 or 8 hex digits after '#'"),
    ("#GG0000", "invalid colour '#GG0000': expected 6 or 8 hex digits after '#'"),
    ("#", "invalid colour '#': expected 6 or 8 hex digits after '#'"),
    ("#fff", "invalid colour '#fff': expected 6 or 8 hex digits after '#'"),
    ("#22 6BAA", "invalid colour '#22 6BAA': expected 6 or 8 hex digits after '#'"),
    ("12,300,4", "invalid colour '12,300,4': components must be 0 to 255"),
    ("12,3,4,256", "invalid colour '12,3,4,256': components must be 0 to 255"),
    ("99999999999999999999,0,0", "invalid colour '99999999999999999999,0,0': components must be 0 to 255"),
    ("12,3", "invalid colour '12,3': expected #RRGGBB, #RRGGBBAA, R,G,B or R,G,B,A"),
    ("1,2,3,4,5", "invalid colour '1,2,3,4,5': expected #RRGGBB, #RRGGBBAA, R,G,B or R,G,B,A"),
    ("226BAA", "invalid colour '226BAA': expected #RRGGBB, #RRGGBBAA, R,G,B or R,G,B,A"),
    ("red", "invalid colour 'red': expected #RRGGBB, #RRGGBBAA, R,G,B or R,G,B,A"),
    ("12,a,4", "invalid colour '12,a,4': component 'a' is not a whole number"),
    ("12,-3,4", "invalid colour '12,-3,4': component '-3' is not a whole number"),
    ("12,3.5,4", "invalid colour '12,3.5,4': component '3.5' is not a whole number"),
    ("12,,4", "invalid colour '12,,4': component '' is not a whole number"),
    ("12,+3,4", "invalid colour '12,+3,4': component '+3' is not a whole number"),
    ("1 2,3,4", "invalid colour '1 2,3,4': component '1 2' is not a whole number"),
  ])
  func rejectsBadColours(text: String, message: String) {
    #expect(throws: ColorParseError.self) { try ColorParser.parse(text) }
    do {
      _ = try ColorParser.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    (ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA), "#226BAA"),
    (ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA, alpha: 0x80), "#226BAA80"),
    (ThemeRGBA(red: 0, green: 0, blue: 0), "#000000"),
    (ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 0), "#FFFFFF00"),
    (ThemeRGBA(red: 10, green: 171, blue: 205, alpha: 254), "#0AABCDFE"),
  ])
  func hexString(color: ThemeRGBA, expected: String) throws {
    #expect(color.hexString == expected)
    #expect(try ColorParser.parse(expected) == color)
  }

  @Test func hexStringRoundTripsEveryChannelValue() throws {
    for value in 0...255 {
      let byte = UInt8(value)
      let color = ThemeRGBA(red: byte, green: 255 - byte, blue: byte / 2, alpha: byte)
      let digits = Array("0123456789ABCDEF")
      func hex(_ v: UInt8) -> String { "\(digits[Int(v / 16)])\(digits[Int(v % 16)])" }
      let expected =
        "#" + hex(color.red) + hex(color.green) + hex(color.blue) + (byte == 255 ? "" : hex(byte))
      #expect(color.hexString == expected)
      #expect(try ColorParser.parse(color.hexString) == color)
    }
  }
}
