#if !canImport(CryptoKit)
  internal import CLibSodium

  /// The client's crypto seam on Linux: SHA-256 and Ed25519 verification by libsodium.
  /// `ThemeCrypto+CryptoKit.swift` gives the same API on Apple platforms.
  enum ThemeCrypto {
    private static let initialised: Bool = sodium_init() >= 0

    /// The 32-byte SHA-256 of `bytes`. The corresponding C function is `crypto_hash_sha256`.
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
      var hasher = SHA256Hasher()
      bytes.withUnsafeBytes { hasher.update($0) }
      return hasher.finish()
    }

    /// Whether `signature` is the Ed25519 signature (RFC 8032) of `message` by the 32-byte
    /// `publicKey`. The corresponding C function is `crypto_sign_verify_detached`.
    static func isValidSignature(_ signature: [UInt8], for message: [UInt8], publicKey: [UInt8]) -> Bool {
      guard initialised, signature.count == 64, publicKey.count == 32 else { return false }
      return crypto_sign_verify_detached(signature, message, UInt64(message.count), publicKey) == 0
    }

    /// A SHA-256 computed piece by piece.
    struct SHA256Hasher {
      private var state = crypto_hash_sha256_state()

      init() {
        precondition(ThemeCrypto.initialised, "libsodium could not initialise (sodium_init failed)")
        _ = crypto_hash_sha256_init(&state)
      }

      mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        _ = crypto_hash_sha256_update(&state, base.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count))
      }

      mutating func finish() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        digest.withUnsafeMutableBufferPointer { _ = crypto_hash_sha256_final(&state, $0.baseAddress!) }
        return digest
      }
    }
  }
#endif
