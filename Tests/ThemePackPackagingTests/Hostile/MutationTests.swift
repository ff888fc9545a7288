import Foundation
import Testing
import ThemePackPackaging
import ThemePackTestSupport

/// Random damage to a real package never crashes the verifier, and a damaged package it
/// accepts (a change in a field nothing reads, such as a timestamp) still unpacks to
/// exactly the original files.
@Suite("mutated packages never crash and are either rejected or harmless")
struct MutationTests {
  /// SplitMix64: a seeded generator, so every run tries the same mutants.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  @Test func mutantsAreRejectedOrUnpackToTheOriginal() throws {
    let folder = try TemporaryFolder()
    let fixture = try ThemeFixture()
    let built = try fixture.write(in: folder, at: "blue")
    let key = SigningKey.generate()
    let original = try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: key)
    var generator = SeededGenerator(state: 20_240_601)
    var accepted = 0
    for round in 0..<1500 {
      var bytes = original.bytes
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
        default: bytes.remove(at: at)
        }
      }
      let verification = PackageVerifier.check(bytes: bytes, publicKey: key.publicKey)
      guard verification.isValid else { continue }
      accepted += 1
      let zip = folder.path("mutant-\(round).zip")
      try Data(bytes).write(to: URL(fileURLWithPath: zip))
      let target = folder.path("installed-\(round)")
      try PackageUnpacker.unpack(zipPath: zip, into: target, publicKey: key.publicKey)
      for (path, image) in fixture.images {
        #expect(FileManager.default.contents(atPath: target + "/" + path) == Data(image), "round \(round)")
      }
    }
    #expect(accepted < 1500)
  }
}
