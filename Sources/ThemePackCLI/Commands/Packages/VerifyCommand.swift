import ThemePackArchive
import ThemePackPackaging

/// `themepack verify PKG.zip [--public-key KEY] [--all] [--json]`: checks a package
/// without extracting it.
struct VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Check a theme package without extracting it."
  static let package = ArgumentDeclaration(
    "<package.zip>", missingName: "package file", help: "The package to check.")
  static let publicKey = OptionDeclaration.option(
    "--public-key", placeholder: "<KEY.pub>", help: "Also require a valid signature by this key.")
  static let all = OptionDeclaration.flag("--all", help: "List every problem, not only the first.")
  static let json = OptionDeclaration.flag("--json", help: "Print one JSON object on standard output.")
  static let arguments = [package]
  static let options = [publicKey, all, json] + PackageLimitOptions.options
  static let optionNotes = [PackageLimitOptions.note]
  static let discussion = """
    Checks that the file is a complete zip; that every entry has a safe name (relative,
    no '..', backslash, NUL, drive letter or control character, not too long) and is a
    regular file or folder; that no two names are equal by letter case or Unicode
    normalisation; the entry, size and compression-ratio caps; that nothing is
    encrypted; and that the manifest lists exactly the files present with their sizes
    and SHA-256. Exit 0 when the package is sound, 1 naming the first problem.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let all = arguments.flag(Self.all)
    let json = arguments.flag(Self.json)
    let keyPath = arguments.text(publicKey)
    let limits = try PackageLimitOptions.limits(arguments)
    let package = arguments.argument(Self.package)

    let key = try keyPath.map { path throws(PackageError) in try PublicKey.load(fromFile: path) }
    let verification = PackageVerifier.check(zipPath: package, publicKey: key, limits: limits)
    if json {
      console.writeOutput(
        JSONWriter(style: .standard).string(report(verification, package: package, key: key)))
      return verification.isValid ? .success : .failure
    }
    guard verification.isValid else {
      let shown = all ? verification.problems : Array(verification.problems.prefix(1))
      for problem in shown { console.error("'\(package)': \(problem.message)") }
      if !all, verification.problems.count > 1 {
        console.note("(\(verification.problems.count - 1) more problems; --all lists them)")
      }
      return .failure
    }
    let manifest = verification.manifest
    let signature =
      key == nil
      ? "signature not checked (no --public-key)" : "signature verified with key \(key!.fingerprint)"
    console.print(
      "'\(package)': ok: theme '\(manifest?.theme ?? "?")' version \(manifest?.version ?? "?"), "
        + "\(manifest?.files.count ?? 0) files, \(signature)")
    return .success
  }

  static func report(_ verification: PackageVerification, package: String, key: PublicKey?) -> JSONValue {
    var members: [String: JSONValue] = [
      "package": .string(package),
      "valid": .bool(verification.isValid),
      "signatureChecked": .bool(key != nil),
      "signatureVerified": .bool(verification.signatureVerified),
      "problems": .array(
        verification.problems.map { problem in
          var item: [String: JSONValue] = [
            "kind": .string(problem.kind.rawValue), "message": .string(problem.message),
          ]
          if let entry = problem.entry { item["entry"] = .string(entry) }
          return .object(item)
        }),
    ]
    if let manifest = verification.manifest {
      members["theme"] = .string(manifest.theme)
      members["version"] = .string(manifest.version)
      members["files"] = .integer(manifest.files.count)
    }
    return .object(members)
  }
}
