import ThemePackNative

/// An Ed25519 private key (RFC 8032): signs package manifests.
///
/// The key is its 32-byte seed, the form CryptoKit's
/// `Curve25519.Signing.PrivateKey(rawRepresentation:)` takes. Key files hold it as
/// `themepack-ed25519-private-key:<base64>` (see `KeyFile`), created with mode 0600.
/// Signatures are deterministic: the same key and message give the same bytes.
package struct SigningKey: Sendable {
  package let seed: [UInt8]
  package let publicKey: PublicKey

  /// A key from its 32-byte seed.
  package init(seed: [UInt8]) throws(PackageError) {
    guard seed.count == SodiumNative.seedBytes else {
      throw PackageError(
        .invalidKey, "invalid private key: expected a \(SodiumNative.seedBytes)-byte seed, got \(seed.count)")
    }
    self.seed = seed
    self.publicKey = try PublicKey(rawRepresentation: SodiumNative.publicKey(seed: seed))
  }

  /// A new key from the system's secure random source.
  package static func generate() -> SigningKey {
    // A 32-byte seed always makes a valid key.
    try! SigningKey(seed: SodiumNative.randomBytes(count: SodiumNative.seedBytes))
  }

  /// Reads a private key file (`KEY` from `themepack keygen`).
  package static func load(fromFile path: String) throws(PackageError) -> SigningKey {
    try parse(KeyFile.read(path), file: path)
  }

  /// Parses the text of a private key file; `file` names it in errors.
  package static func parse(_ text: String, file: String) throws(PackageError) -> SigningKey {
    try SigningKey(
      seed: KeyFile.decode(text, file: file, prefix: KeyFile.privatePrefix, byteCount: SodiumNative.seedBytes)
    )
  }

  /// The 64-byte Ed25519 signature of `message`.
  package func signature(for message: [UInt8]) -> [UInt8] {
    SodiumNative.sign(message, seed: seed)
  }

  /// The private key file's text, ending in a newline.
  package var fileText: String {
    KeyFile.encode(seed, prefix: KeyFile.privatePrefix)
  }

  /// Writes the key pair: the private key to `path` (created with mode 0600 before any
  /// byte is written) and the public key to `path + ".pub"`. Without `overwrite`, fails
  /// when either file exists and leaves both untouched.
  package func write(toFile path: String, overwrite: Bool) throws(PackageError) {
    let publicPath = path + ".pub"
    if !overwrite {
      for existing in [path, publicPath] where KeyFile.exists(existing) {
        throw PackageError(.io, "'\(existing)' already exists: pass --force to replace it")
      }
    }
    try KeyFile.store(fileText, to: path, mode: 0o600, overwrite: overwrite)
    do {
      try KeyFile.store(publicKey.fileText, to: publicPath, mode: 0o644, overwrite: overwrite)
    } catch {
      if !overwrite { KeyFile.remove(path) }
      throw error
    }
  }
}
