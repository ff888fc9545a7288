import ThemePackArchive

/// The outcome of checking one package.
package struct PackageVerification: Sendable {
  /// Every problem found, the first real one first. Empty when the package is sound.
  package var problems: [PackageProblem]
  /// The package's manifest, when it could be read.
  package var manifest: PackageManifest?
  /// Whether the manifest signature was checked with a public key and is valid.
  package var signatureVerified: Bool

  package init(problems: [PackageProblem], manifest: PackageManifest?, signatureVerified: Bool) {
    self.problems = problems
    self.manifest = manifest
    self.signatureVerified = signatureVerified
  }

  package var isValid: Bool { problems.isEmpty }
}
