import Foundation

extension ThemeInstaller {
  /// The verified catalogue of the index at `indexURL` (see `ThemeCatalog`): refused, with
  /// nothing listed, when the index is not signed by one of `publicKeys` or is older than
  /// the newest one accepted under the root. A pre-release is listed only when
  /// `allowsPreReleases` is true.
  public func catalog(indexURL: URL) async throws(ThemeInstallError) -> ThemeCatalog {
    let (index, _, _) = try await acceptableIndex(indexURL)
    return ThemeCatalog(index, library: library, preReleases: allowsPreReleases)
  }
}
