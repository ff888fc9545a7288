import ThemePackNative
import ThemePackSupport

/// An Ed25519 public key (RFC 8032): checks package signatures.
///
/// `rawRepresentation` is the 32-byte key CryptoKit's
/// `Curve25519.Signing.PublicKey(rawRepresentation:)` takes. Key files hold it as
/// `themepack-ed25519-public-key:<base64>` (see `KeyFile`).
package struct PublicKey: Sendable, Equatable, Hashable {
  package let rawRepresentation: [UInt8]

  /// A key from its 32 raw bytes.
  package init(rawRepresentation: [UInt8]) throws(PackageError) {
    guard rawRepresentation.count == SodiumNative.publicKeyBytes else {
      throw PackageError(
        .invalidKey,
        "invalid public key: expected \(SodiumNative.publicKeyBytes) bytes, got \(rawRepresentation.count)")
    }
    self.rawRepresentation = rawRepresentation
  }

  /// Reads a public key file (`KEY.pub` from `themepack keygen`).
  package static func load(fromFile path: String) throws(PackageError) -> PublicKey {
    try parse(KeyFile.read(path), file: path)
  }

  /// Parses the text of a public key file; `file` names it in errors.
  package static func parse(_ text: String, file: String) throws(PackageError) -> PublicKey {
    try PublicKey(
      rawRepresentation: KeyFile.decode(
        text, file: file, prefix: KeyFile.publicPrefix, byteCount: SodiumNative.publicKeyBytes))
  }

  /// Whether `signature` (64 raw bytes) is this key's Ed25519 signature of `message`.
  package func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
    SodiumNative.verify(signature: signature, message: message, publicKey: rawRepresentation)
  }

  /// The key file's text, ending in a newline.
  package var fileText: String {
    KeyFile.encode(rawRepresentation, prefix: KeyFile.publicPrefix)
  }

  /// A short name for messages: the first 16 hex digits of the key's SHA-256.
  package var fingerprint: String {
    String(SHA256.hex(of: rawRepresentation).prefix(16))
  }
}
