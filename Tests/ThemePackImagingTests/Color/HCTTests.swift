import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("HCT matches Material's published vectors")
struct HCTTests {
  static func color(_ rgb: UInt32) -> ThemeRGBA {
    ThemeRGBA(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
  }

  @Test(arguments: MaterialVectors.cam16.indices)
  func cam16OfPrimaries(index: Int) {
    let vector = MaterialVectors.cam16[index]
    let cam = CAM16(Self.color(vector.rgb))
    #expect(abs(cam.hue - vector.hue) < 0.001)
    #expect(abs(cam.chroma - vector.chroma) < 0.001)
    #expect(abs(cam.j - vector.j) < 0.001)
    #expect(abs(cam.m - vector.m) < 0.001)
    #expect(abs(cam.s - vector.s) < 0.001)
    #expect(abs(cam.q - vector.q) < 0.001)
  }

  @Test(arguments: MaterialVectors.hctOfRGB.indices)
  func hctOfColour(index: Int) {
    let vector = MaterialVectors.hctOfRGB[index]
    let hct = HCT(Self.color(vector.rgb))
    #expect(abs(hct.hue - vector.hue) < 0.005)
    #expect(abs(hct.chroma - vector.chroma) < 0.005)
    #expect(abs(hct.tone - vector.tone) < 0.005)
    #expect(hct.rgba == Self.color(vector.rgb))
  }

  @Test func solverLowersChromaOutOfGamut() {
    let request = MaterialVectors.solverRequest
    let expected = MaterialVectors.solverResult
    let hct = HCT.from(hue: request.hue, chroma: request.chroma, tone: request.tone)
    #expect(abs(hct.hue - expected.hue) < 0.005)
    #expect(abs(hct.chroma - expected.chroma) < 0.005)
    #expect(abs(hct.tone - expected.tone) < 0.005)
  }

  @Test(arguments: MaterialVectors.tonalPaletteOfBlue.indices)
  func tonalPaletteOfBlue(index: Int) {
    let vector = MaterialVectors.tonalPaletteOfBlue[index]
    let seed = HCT(Self.color(0x0000FF))
    let tone = HCT.from(hue: seed.hue, chroma: seed.chroma, tone: vector.tone)
    #expect(tone.rgba.hexString == Self.color(vector.rgb).hexString)
  }

  @Test(arguments: MaterialVectors.chroma16PaletteOfBlue.indices)
  func chroma16PaletteOfBlue(index: Int) {
    let vector = MaterialVectors.chroma16PaletteOfBlue[index]
    let seed = HCT(Self.color(0x0000FF))
    let tone = HCT.from(hue: seed.hue, chroma: 16, tone: vector.tone)
    #expect(tone.rgba.hexString == Self.color(vector.rgb).hexString)
  }

  @Test func lightnessAndLuminanceMatchMaterial() {
    for vector in MaterialVectors.yFromLstar {
      #expect(abs(CIELAB.luminance(fromLightness: vector.lstar) * 100 - vector.y) < 1e-5)
    }
    for vector in MaterialVectors.lstarFromY {
      #expect(abs(CIELAB.lightness(fromLuminance: vector.y / 100) - vector.lstar) < 1e-5)
    }
  }

  /// Every 8-bit colour on a coarse grid survives hue, chroma, tone → solver → colour.
  @Test func solverRoundTripsSRGBColours() {
    var mismatches: [String] = []
    for red in stride(from: 0, through: 255, by: 15) {
      for green in stride(from: 0, through: 255, by: 15) {
        for blue in stride(from: 0, through: 255, by: 15) {
          let color = ThemeRGBA(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
          let hct = HCT(color)
          let back = HCT.from(hue: hct.hue, chroma: hct.chroma, tone: hct.tone).rgba
          if back != color { mismatches.append("\(color.hexString) → \(back.hexString)") }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func tonesOutsideTheRangeClampToBlackAndWhite() {
    #expect(HCT.from(hue: 120, chroma: 40, tone: -5).rgba == ThemeRGBA(red: 0, green: 0, blue: 0))
    #expect(HCT.from(hue: 120, chroma: 40, tone: 120).rgba == ThemeRGBA(red: 255, green: 255, blue: 255))
    #expect(HCT.from(hue: 120, chroma: 0, tone: 50).rgba == ThemeRGBA(red: 119, green: 119, blue: 119))
  }
}
