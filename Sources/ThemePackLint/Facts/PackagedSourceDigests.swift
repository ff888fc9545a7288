/// What the `version-not-bumped` rule needs from packaged themes: the source digest
/// (`ThemeSourceDigest`) each packaged theme version recorded.
///
/// The packaging stage provides it (`PackagesFolder`), so the lint reads packages without
/// depending on that stage. Values are equal when they read the same packages, so
/// `LintOptions` stays `Hashable`.
package protocol PackagedSourceDigests: Sendable, Hashable {
  /// The package holding version `version` of `theme` of the project named `packageName`
  /// (a path, for messages) and the source digest it recorded; nil when there is no such
  /// package or it records no digest.
  func recordedDigest(
    packageName: String, theme: String, version: String
  ) -> (package: String, digest: String)?
}
