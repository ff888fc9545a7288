import Foundation
import ThemePackClient
import ThemePackPackaging

/// The arguments the app-side commands (`install`, `themes`, `remove`) share, read the
/// same way for each.
enum ClientArguments {
  static let index = OptionDeclaration.option(
    "--index", placeholder: "<index.json|URL>", help: "The package index: a file or an http(s) URL.",
    required: true)
  static let publicKey = OptionDeclaration.option(
    "--public-key", placeholder: "<KEY.pub>",
    help: "A key the signatures may be by (repeatable, for rotation).", repeatable: true, required: true)
  static let timeout = OptionDeclaration.option(
    "--timeout", placeholder: "<seconds>", value: .integer(1...86_400),
    help:
      "How long the whole command may take: the wait for another install, the index, its "
      + "signature and the package together (default 120).")

  static let preRelease = OptionDeclaration.flag(
    "--pre-release",
    help: "Let the newest version be a pre-release (9.0.1-rc.1); stable releases only otherwise.")

  /// `--index` as a URL: one with a scheme as given, anything else a file path.
  static func indexURL(_ arguments: ParsedArguments) -> URL {
    let source = arguments.required(index)
    return source.contains("://")
      ? (URL(string: source) ?? URL(fileURLWithPath: source)) : URL(fileURLWithPath: source)
  }

  /// The `--public-key` files, loaded (a file that is not a key fails naming it).
  static func publicKeys(_ arguments: ParsedArguments) throws -> [ThemePublicKey] {
    var keys: [ThemePublicKey] = []
    for path in arguments.texts(publicKey) {
      let loaded = try PublicKey.load(fromFile: path)
      if let key = ThemePublicKey(rawRepresentation: loaded.rawRepresentation) { keys.append(key) }
    }
    return keys
  }

  /// `--timeout`, or the installer's default.
  static func timeout(_ arguments: ParsedArguments) -> Duration {
    arguments.integer(timeout).map { Duration.seconds($0) } ?? ThemeInstaller.defaultTimeout
  }
}
