/// The outcome of checking one package.
public struct PackageVerification: Sendable {
  /// Every problem found, the first real one first. Empty when the package is sound.
  public var problems: [PackageProblem]
  /// The package's manifest, when it could be read.
  public var manifest: PackageManifest?
  /// Whether the manifest signature was checked with a public key and is valid.
  public var signatureVerified: Bool

  public init(problems: [PackageProblem], manifest: PackageManifest?, signatureVerified: Bool) {
    self.problems = problems
    self.manifest = manifest
    self.signatureVerified = signatureVerified
  }

  public var isValid: Bool { problems.isEmpty }
}
