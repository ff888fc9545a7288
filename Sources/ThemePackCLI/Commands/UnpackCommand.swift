import ThemePack

/// `themepack unpack PKG.zip --into DIR [--public-key KEY]`: verifies a package and
/// installs its theme folder, atomically.
struct UnpackCommand: Command {
  static let name = "unpack"
  static let summary = "Verify a theme package and install it into a folder, atomically."
  static let usage = "themepack unpack <package.zip> --into <DIR> [--public-key <KEY.pub>] [<caps>]"
  static let details = """
    ARGUMENTS:
      <package.zip>             The package to install.

    OPTIONS:
      --into <DIR>              The theme folder to create or replace.
      --public-key <KEY.pub>    Also require a valid signature by this key.
    \(PackageLimitOptions.help)

    Runs every check of 'themepack verify', then extracts the package's theme folder
    into a staging folder beside DIR, counting the bytes actually inflated, and swaps it
    into place. On any error the staging folder is removed and DIR is exactly as before
    (an installed older version stays intact). Nothing is written outside DIR.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    guard let folder = try arguments.option("--into") else { throw UsageError("missing '--into <DIR>'") }
    let keyPath = try arguments.option("--public-key")
    let limits = try PackageLimitOptions.parse(&arguments)
    let package = try arguments.requiredPositional("package file")
    try arguments.finish()

    let key = try keyPath.map { path throws(PackageError) in try PublicKey.load(fromFile: path) }
    let manifest = try PackageUnpacker.unpack(zipPath: package, into: folder, publicKey: key, limits: limits)
    console.note(
      "unpacked theme '\(manifest.theme)' version \(manifest.version) "
        + "(\(manifest.files.count) files) into '\(folder)'"
    )
    return .success
  }
}
