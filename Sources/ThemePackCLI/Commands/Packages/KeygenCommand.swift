import ThemePackPackaging

/// `themepack keygen --out KEY [--force]`: makes a key pair for signing packages.
struct KeygenCommand: Command {
  static let name = "keygen"
  static let summary = "Make an Ed25519 key pair for signing theme packages."
  static let out = OptionDeclaration.option(
    "--out", placeholder: "<KEY>",
    help: "Where to write the private key; the public key goes to <KEY>.pub.", required: true)
  static let force = OptionDeclaration.flag("--force", help: "Replace existing key files.")
  static let options = [out, force]
  static let discussion = """
    The private key file is created with mode 0600 before any byte is written. Each key
    file is one line: 'themepack-ed25519-private-key:' or 'themepack-ed25519-public-key:'
    followed by the base64 of the raw 32-byte key. The public key's base64 is what an app
    passes to CryptoKit's Curve25519.Signing.PublicKey(rawRepresentation:). Prints the
    public key line.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let force = arguments.flag(Self.force)
    let output = arguments.required(out)

    let key = SigningKey.generate()
    try key.write(toFile: output, overwrite: force)
    console.writeOutput(key.publicKey.fileText)
    console.note("wrote private key '\(output)' (mode 0600) and public key '\(output).pub'")
    return .success
  }
}
