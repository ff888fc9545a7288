import Foundation

/// An Ed25519 public key an app embeds to check theme packages; several may be given to
/// an installer, for key rotation.
public struct ThemePublicKey: Sendable, Hashable {
  /// The 32 raw bytes (what CryptoKit's `Curve25519.Signing.PublicKey(rawRepresentation:)`
  /// takes).
  public let rawRepresentation: [UInt8]

  private static let keyFilePrefix = "themepack-ed25519-public-key:"

  /// A key from its 32 raw bytes; nil for any other length.
  public init?(rawRepresentation: [UInt8]) {
    guard rawRepresentation.count == 32 else { return nil }
    self.rawRepresentation = rawRepresentation
  }

  /// A key from its base64, or from the line of a `themepack keygen` `.pub` file
  /// (`themepack-ed25519-public-key:<base64>`); nil when it is neither.
  public init?(base64 text: String) {
    var line = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.hasPrefix(Self.keyFilePrefix) { line.removeFirst(Self.keyFilePrefix.count) }
    guard let data = Data(base64Encoded: line) else { return nil }
    self.init(rawRepresentation: [UInt8](data))
  }

  /// A short name for messages: the first 16 hex digits of the key's SHA-256 (the same
  /// fingerprint `themepack` prints).
  public var fingerprint: String {
    String(HexDigits.string(ThemeCrypto.sha256(rawRepresentation)).prefix(16))
  }
}
