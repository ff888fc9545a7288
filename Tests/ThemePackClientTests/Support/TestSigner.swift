import CLibSodium

/// An Ed25519 key pair for the tests, made from a fixed seed by libsodium.
struct TestSigner {
  let publicKey: [UInt8]
  private let secretKey: [UInt8]

  init(seed byte: UInt8) {
    precondition(sodium_init() >= 0)
    var publicKey = [UInt8](repeating: 0, count: 32)
    var secretKey = [UInt8](repeating: 0, count: 64)
    let seed = [UInt8](repeating: byte, count: 32)
    _ = crypto_sign_seed_keypair(&publicKey, &secretKey, seed)
    self.publicKey = publicKey
    self.secretKey = secretKey
  }

  func sign(_ message: [UInt8]) -> [UInt8] {
    var signature = [UInt8](repeating: 0, count: 64)
    _ = crypto_sign_detached(&signature, nil, message, UInt64(message.count), secretKey)
    return signature
  }
}
