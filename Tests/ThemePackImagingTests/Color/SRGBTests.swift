import Foundation
import Testing
import ThemePackImaging
import ThemePackToolTestSupport

@Suite("The sRGB transfer function and its fast 8-bit encoder")
struct SRGBTests {
  static func encode(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  @Test func everyChannelSurvivesLinearisation() {
    for value in 0...255 {
      let linear = ReferenceColorMath.linear(UInt8(value))
      #expect(abs(SRGB.linear(UInt8(value)) - linear) < 1e-15)
      #expect(SRGB.channel(fromLinear: linear) == UInt8(value))
    }
  }

  @Test func channelFromLinearIsQOfTheEncodedValue() {
    var random = SeededRandom(seed: 0x5_4B)
    for step in 0..<200_000 {
      // Dense near black, where the steps are finest, then spread over 0…1.
      let linear =
        step < 50_000
        ? Double(random.next() % 1_000_000) / 1e6 * 0.01 : Double(random.next() % 1 << 52) / Double(1 << 52)
      let encoded = Self.encode(linear)
      guard !ReferenceColorMath.nearTie(encoded) else { continue }
      #expect(Int(SRGB.channel(fromLinear: linear)) == ReferenceColorMath.q(encoded))
    }
  }

  @Test func outOfRangeValuesClamp() {
    #expect(SRGB.channel(fromLinear: -0.5) == 0)
    #expect(SRGB.channel(fromLinear: 0) == 0)
    #expect(SRGB.channel(fromLinear: 1) == 255)
    #expect(SRGB.channel(fromLinear: 7) == 255)
    #expect(SRGB.channel(fromLinear: .nan) == 0)
    #expect(SRGB.channel(fromLinear: .infinity) == 255)
  }

  @Test func whiteIsD65() {
    #expect(abs(SRGB.whitePoint.x - 0.95047) < 1e-6)
    #expect(SRGB.whitePoint.y == 1)
    #expect(abs(SRGB.whitePoint.z - 1.08883) < 1e-6)
  }
}
