import ThemePackNative

/// SHA-256 digests, computed by libsodium.
package enum SHA256 {
  /// The 32-byte digest of `bytes`.
  package static func hash(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBytes { SodiumNative.sha256($0) }
  }

  /// The digest of `bytes` as 64 lower-case hexadecimal digits.
  package static func hex(of bytes: [UInt8]) -> String {
    hexString(hash(bytes))
  }

  /// `bytes` as lower-case hexadecimal digits, two per byte.
  package static func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `text` is a SHA-256 digest written as 64 lower-case hexadecimal digits.
  package static func isHexDigest(_ text: String) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }
}
