import ThemePack

/// `themepack keygen --out KEY [--force]`: makes a key pair for signing packages.
struct KeygenCommand: Command {
  static let name = "keygen"
  static let summary = "Make an Ed25519 key pair for signing theme packages."
  static let usage = "themepack keygen --out <KEY> [--force]"
  static let details = """
    OPTIONS:
      --out <KEY>   Where to write the private key; the public key goes to <KEY>.pub.
      --force       Replace existing key files.

    The private key file is created with mode 0600 before any byte is written. Each key
    file is one line: 'themepack-ed25519-private-key:' or 'themepack-ed25519-public-key:'
    followed by the base64 of the raw 32-byte key. The public key's base64 is what an app
    passes to CryptoKit's Curve25519.Signing.PublicKey(rawRepresentation:). Prints the
    public key line.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    let force = arguments.flag("--force")
    guard let output = try arguments.option("--out") else { throw UsageError("missing '--out <KEY>'") }
    try arguments.finish()

    let key = SigningKey.generate()
    try key.write(toFile: output, overwrite: force)
    console.writeOutput(key.publicKey.fileText)
    console.note("wrote private key '\(output)' (mode 0600) and public key '\(output).pub'")
    return .success
  }
}
