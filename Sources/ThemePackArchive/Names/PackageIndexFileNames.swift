/// The names of the files an app server publishes beside the packages.
package enum PackageIndexFileNames {
  /// The catalog of packages.
  package static let index = "index.json"
  /// The index's signature, in the same form as a manifest's (`PackageSignature`) over the
  /// exact bytes of `index.json`.
  package static let signature = "index.json.sig"
}
