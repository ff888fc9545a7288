import Foundation
import ThemePackLint

/// A folder of packaged themes (`Output/packages`), read for the source digests the lint
/// compares (`LintOptions.packages`). Two are equal when they name the same folder.
package struct PackagesFolder: PackagedSourceDigests {
  /// The folder, as the user named it; messages name packages below it.
  package var path: String

  package init(path: String) {
    self.path = path
  }

  /// Reads `<path>/<packageName>-<theme>-<version>.zip`, when it exists, with
  /// `PackageVerifier` (no signature check) and returns the `sourceSHA256` of its manifest.
  package func recordedDigest(
    packageName: String, theme: String, version: String
  ) -> (package: String, digest: String)? {
    let zip = "\(path)/\(packageName)-\(theme)-\(version).zip"
    guard FileManager.default.fileExists(atPath: zip),
      let recorded = PackageVerifier.check(zipPath: zip, publicKey: nil).manifest?.sourceSHA256
    else { return nil }
    return (zip, recorded)
  }
}
