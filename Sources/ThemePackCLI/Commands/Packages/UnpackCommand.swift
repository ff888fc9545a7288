import ThemePackPackaging
import ThemePackSupport

/// `themepack unpack PKG.zip --into DIR [--public-key KEY]`: verifies a package and
/// installs its theme folder, atomically.
struct UnpackCommand: Command {
  static let name = "unpack"
  static let summary = "Verify a theme package and install it into a folder, atomically."
  static let package = ArgumentDeclaration(
    "<package.zip>", missingName: "package file", help: "The package to install.")
  static let into = OptionDeclaration.option(
    "--into", placeholder: "<DIR>", help: "The theme folder to create or replace.", required: true)
  static let publicKey = OptionDeclaration.option(
    "--public-key", placeholder: "<KEY.pub>", help: "Also require a valid signature by this key.")
  static let arguments = [package]
  static let options = [into, publicKey] + PackageLimitOptions.options
  static let optionNotes = [PackageLimitOptions.note]
  static let discussion = """
    Runs every check of 'themepack verify', then extracts the package's theme folder
    into a staging folder beside DIR, counting the bytes actually inflated, and swaps it
    into place. On any error the staging folder is removed and DIR is exactly as before
    (an installed older version stays intact). Nothing is written outside DIR.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let folder = arguments.required(into)
    let keyPath = arguments.text(publicKey)
    let limits = try PackageLimitOptions.limits(arguments)
    let package = arguments.argument(Self.package)

    let key = try keyPath.map { path throws(PackageError) in try PublicKey.load(fromFile: path) }
    let manifest = try PackageUnpacker.unpack(zipPath: package, into: folder, publicKey: key, limits: limits)
    console.note(
      "unpacked theme '\(manifest.theme)' version \(manifest.version) "
        + "(\(Plural.count(manifest.files.count, "file"))) into '\(folder)'"
    )
    return .success
  }
}
