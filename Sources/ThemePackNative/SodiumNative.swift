internal import CLibSodium

/// The one gate to libsodium: SHA-256, Ed25519 signatures and random bytes.
///
/// Every entry point makes sure `sodium_init` ran once for the process first; the
/// initialisation rides on a `static let`, which Swift runs exactly once and thread-safely.
package enum SodiumNative {
  /// Bytes in an Ed25519 seed (the private key as CryptoKit stores it).
  package static let seedBytes = Int(CLibSodium_SIGN_SEEDBYTES)
  /// Bytes in an Ed25519 public key.
  package static let publicKeyBytes = Int(CLibSodium_SIGN_PUBLICKEYBYTES)
  /// Bytes in an Ed25519 signature.
  package static let signatureBytes = Int(CLibSodium_SIGN_BYTES)
  /// Bytes in a SHA-256 digest.
  package static let sha256Bytes = Int(CLibSodium_HASH_SHA256_BYTES)

  private static let initialised: Bool = sodium_init() >= 0

  private static func ready() {
    precondition(initialised, "libsodium could not initialise (sodium_init failed)")
  }

  /// The SHA-256 digest of `bytes`. The corresponding C function is `crypto_hash_sha256`.
  package static func sha256(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    ready()
    var digest = [UInt8](repeating: 0, count: sha256Bytes)
    digest.withUnsafeMutableBufferPointer { out in
      _ = crypto_hash_sha256(
        out.baseAddress!, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
        UInt64(bytes.count))
    }
    return digest
  }

  /// A SHA-256 digest computed piece by piece, for data read in chunks.
  /// The corresponding C functions are `crypto_hash_sha256_init`, `_update` and `_final`.
  package struct SHA256Stream {
    private var state = crypto_hash_sha256_state()

    package init() {
      SodiumNative.ready()
      _ = crypto_hash_sha256_init(&state)
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
      guard let base = bytes.baseAddress, bytes.count > 0 else { return }
      _ = crypto_hash_sha256_update(
        &state, base.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count))
    }

    package mutating func finish() -> [UInt8] {
      var digest = [UInt8](repeating: 0, count: SodiumNative.sha256Bytes)
      digest.withUnsafeMutableBufferPointer { out in
        _ = crypto_hash_sha256_final(&state, out.baseAddress!)
      }
      return digest
    }
  }

  /// `count` bytes from the system's secure random source.
  /// The corresponding C function is `randombytes_buf`.
  package static func randomBytes(count: Int) -> [UInt8] {
    ready()
    var bytes = [UInt8](repeating: 0, count: count)
    bytes.withUnsafeMutableBytes { randombytes_buf($0.baseAddress!, count) }
    return bytes
  }

  /// The Ed25519 public key of a 32-byte seed.
  /// The corresponding C function is `crypto_sign_seed_keypair`.
  package static func publicKey(seed: [UInt8]) -> [UInt8] {
    precondition(seed.count == seedBytes)
    ready()
    var publicKey = [UInt8](repeating: 0, count: publicKeyBytes)
    var secretKey = [UInt8](repeating: 0, count: Int(CLibSodium_SIGN_SECRETKEYBYTES))
    defer { secretKey.withUnsafeMutableBytes { sodium_memzero($0.baseAddress!, $0.count) } }
    _ = crypto_sign_seed_keypair(&publicKey, &secretKey, seed)
    return publicKey
  }

  /// The detached Ed25519 signature (RFC 8032, pure Ed25519) of `message` by `seed`.
  /// The corresponding C function is `crypto_sign_detached`.
  package static func sign(_ message: [UInt8], seed: [UInt8]) -> [UInt8] {
    precondition(seed.count == seedBytes)
    ready()
    var publicKey = [UInt8](repeating: 0, count: publicKeyBytes)
    var secretKey = [UInt8](repeating: 0, count: Int(CLibSodium_SIGN_SECRETKEYBYTES))
    defer { secretKey.withUnsafeMutableBytes { sodium_memzero($0.baseAddress!, $0.count) } }
    _ = crypto_sign_seed_keypair(&publicKey, &secretKey, seed)
    var signature = [UInt8](repeating: 0, count: signatureBytes)
    var length: UInt64 = 0
    message.withUnsafeBufferPointer { text in
      _ = crypto_sign_detached(&signature, &length, text.baseAddress, UInt64(text.count), secretKey)
    }
    return signature
  }

  /// Whether `signature` is a valid Ed25519 signature of `message` by `publicKey`.
  /// The corresponding C function is `crypto_sign_verify_detached`.
  package static func verify(signature: [UInt8], message: [UInt8], publicKey: [UInt8]) -> Bool {
    guard signature.count == signatureBytes, publicKey.count == publicKeyBytes else { return false }
    ready()
    return message.withUnsafeBufferPointer { text in
      crypto_sign_verify_detached(signature, text.baseAddress, UInt64(text.count), publicKey) == 0
    }
  }
}
