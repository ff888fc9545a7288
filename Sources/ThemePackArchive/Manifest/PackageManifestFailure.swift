/// Why a package manifest is malformed, without the file name.
package struct PackageManifestFailure: Error, Sendable {
  package var reason: String

  package init(_ reason: String) { self.reason = reason }
}
