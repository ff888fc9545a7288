import Foundation
import Testing
import ThemePackNative
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// Signatures must be standard Ed25519, so an app checks them with CryptoKit's
/// `Curve25519.Signing`; RFC 8032 §7.1 publishes the expected bytes.
@Suite("Ed25519 and SHA-256 through libsodium match the published test vectors")
struct SigningTests {
  struct Vector: CustomTestStringConvertible, Sendable {
    var name: String
    var seed: String
    var publicKey: String
    var message: String
    var signature: String
    var testDescription: String { name }
  }

  static let rfc8032: [Vector] = [
    Vector(
      name: "RFC 8032 TEST 1 (empty message)",
      seed: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
      publicKey: "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", message: "",
      signature: "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
        + "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
    ),
    Vector(
      name: "RFC 8032 TEST 2 (one byte)",
      seed: "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
      publicKey: "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", message: "72",
      signature: "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
        + "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"
    ),
    Vector(
      name: "RFC 8032 TEST 3 (two bytes)",
      seed: "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
      publicKey: "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", message: "af82",
      signature: "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac"
        + "18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"
    ),
  ]

  static func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      result.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return result
  }

  @Test(arguments: rfc8032)
  func signsLikeRFC8032(vector: Vector) throws {
    let key = try SigningKey(seed: Self.bytes(vector.seed))
    #expect(key.publicKey.rawRepresentation == Self.bytes(vector.publicKey))
    let signature = key.signature(for: Self.bytes(vector.message))
    #expect(signature == Self.bytes(vector.signature))
  }

  @Test(arguments: rfc8032)
  func verifiesRFC8032AndRejectsAnyChange(vector: Vector) throws {
    let key = try PublicKey(rawRepresentation: Self.bytes(vector.publicKey))
    let message = Self.bytes(vector.message)
    var signature = Self.bytes(vector.signature)
    #expect(key.isValidSignature(signature, for: message))
    #expect(!key.isValidSignature(signature, for: message + [0]))
    signature[10] ^= 0x01
    #expect(!key.isValidSignature(signature, for: message))
    #expect(!key.isValidSignature(Array(signature.prefix(63)), for: message))
  }

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesFIPS180(text: String, digest: String) {
    #expect(SHA256.hex(of: Array(text.utf8)) == digest)
    #expect(TestSHA256.hex(Array(text.utf8)) == digest)
  }

  @Test func streamingSHA256EqualsOneShot() {
    let data = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    var stream = SodiumNative.SHA256Stream()
    var offset = 0
    for size in [1, 63, 64, 65, 4096, 100_000] {
      data[offset..<(offset + size)].withUnsafeBytes { stream.update($0) }
      offset += size
    }
    data[offset...].withUnsafeBytes { stream.update($0) }
    #expect(SHA256.hexString(stream.finish()) == TestSHA256.hex(data))
  }

  @Test func generatedKeysDifferAndSignTheirOwnMessages() {
    let first = SigningKey.generate()
    let second = SigningKey.generate()
    #expect(first.publicKey != second.publicKey)
    let message = Array("manifest".utf8)
    #expect(first.publicKey.isValidSignature(first.signature(for: message), for: message))
    #expect(!second.publicKey.isValidSignature(first.signature(for: message), for: message))
  }

  @Test func signingKeyRejectsWrongSeedLength() {
    #expect(throws: PackageError.self) { try SigningKey(seed: [UInt8](repeating: 1, count: 31)) }
    #expect(throws: PackageError.self) { try PublicKey(rawRepresentation: [UInt8](repeating: 1, count: 33)) }
  }
}
