import Foundation

/// The text of `manifest.json.sig`: the base64 of the raw 64-byte Ed25519 signature over
/// the exact bytes of `manifest.json`, then a newline.
package enum PackageSignature {
  /// Bytes in an Ed25519 signature.
  package static let signatureBytes = 64

  /// The signature file's bytes for `signature`.
  package static func encode(_ signature: [UInt8]) -> [UInt8] {
    Array((Data(signature).base64EncodedString() + "\n").utf8)
  }

  /// The raw signature in a signature file, or nil when the file is not one line of
  /// base64 of 64 bytes.
  package static func decode(_ bytes: [UInt8]) -> [UInt8]? {
    guard let text = UTF8Text.validated(bytes) else { return nil }
    let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
    guard !line.contains("\n"), let data = Data(base64Encoded: line),
      data.count == signatureBytes
    else { return nil }
    return [UInt8](data)
  }
}
