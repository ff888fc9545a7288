import Foundation

extension ThemeInstaller {
  /// The verified catalogue of the index at `indexURL` (see `ThemeCatalog`): refused, with
  /// nothing listed, when the index is not signed by one of `publicKeys` or is older than
  /// the newest one accepted under the root. When the root exists, the index raises its
  /// replay floor (`accepted.json`) as an install would, so an older index is refused there
  /// afterwards; nothing else is written. A pre-release is listed only when
  /// `allowsPreReleases` is true.
  public func catalog(indexURL: URL) async throws(ThemeInstallError) -> ThemeCatalog {
    var bounded = self
    bounded.deadline = ContinuousClock.now.advanced(by: timeout)
    return try await bounded.boundedCatalog(indexURL: indexURL)
  }

  /// `catalog` within the deadline set.
  private func boundedCatalog(indexURL: URL) async throws(ThemeInstallError) -> ThemeCatalog {
    let (index, _, _) = try await acceptableIndex(indexURL)
    // The replay floor of an existing root rises with this verified index too (under the
    // install lock); a root that does not exist is not made by listing.
    if ClientFileSystem.kind(library.root) == .folder,
      [.missing, .folder].contains(ClientFileSystem.kind(library.stateFolder))
    {
      let lock = try await InstallRootLock.take(library.root, wait: remaining, creating: false)
      defer { lock.release() }
      try raiseFloor(try AcceptedIndexState.load(library), to: index)
    }
    return ThemeCatalog(index, library: library, preReleases: allowsPreReleases)
  }
}
