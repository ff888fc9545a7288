#if canImport(CryptoKit)
  import CryptoKit

  /// The client's crypto seam on Apple platforms: SHA-256 and Ed25519 verification by
  /// CryptoKit, with the same API as `ThemeCrypto+Sodium.swift` (libsodium on Linux).
  /// This file cannot be compiled on the Linux machine ThemePack is built on; keep it this
  /// small and obvious.
  enum ThemeCrypto {
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
      Array(SHA256.hash(data: bytes))
    }

    static func isValidSignature(_ signature: [UInt8], for message: [UInt8], publicKey: [UInt8]) -> Bool {
      guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
      return key.isValidSignature(signature, for: message)
    }

    struct SHA256Hasher {
      private var state = SHA256()

      mutating func update(_ bytes: UnsafeRawBufferPointer) { state.update(bufferPointer: bytes) }

      mutating func finish() -> [UInt8] { Array(state.finalize()) }
    }
  }
#endif
