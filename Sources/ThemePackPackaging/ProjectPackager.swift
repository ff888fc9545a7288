import ThemePackArchive
import ThemePackBuild

/// `themepack package`: lint, build, then one signed, reproducible zip per theme plus
/// the packages index, with published versions kept immutable.
package enum ProjectPackager {
  /// What a package run produced.
  package struct Result: Sendable {
    package var build: BuildResult
    package var publish: PublishReport
    /// One per theme, in theme order.
    package var artifacts: [ThemePackageArtifact]
    /// The packages folder: `<output>/packages`.
    package var packagesFolder: String
  }

  /// The packages folder's name inside the output folder.
  package static let packagesFolderName = "packages"

  /// Builds the project with `options`, packages every built theme from
  /// `<output>/themes/<theme>`, and publishes the zips and `index.json` into
  /// `<output>/packages`. `signingKeyPath` signs each manifest; `publishedIndexPath` is
  /// the app server's current index, whose versions must not change either. The key also
  /// signs `index.json` (`index.json.sig`); `indexDate` dates it (see `PackageIndex`). The
  /// runtime folders are built even when the config's `"outputs"` leaves them out.
  package static func package(
    _ options: BuildOptions, signingKeyPath: String?, publishedIndexPath: String?, indexDate: String? = nil
  ) throws -> Result {
    if let indexDate, !PackageIndexDate.isValid(indexDate) {
      throw PackageError(
        .invalidIndex, "index date '\(indexDate)' is not a UTC time like '2026-12-01T10:00:00Z'")
    }
    // Read the key and the published index before any work, so a typo fails fast.
    let signingKey = try signingKeyPath.map { path throws(PackageError) in try SigningKey.load(fromFile: path)
    }
    let published = try publishedIndexPath.map { path throws(PackageError) in
      try PackageIndex.load(fromFile: path)
    }
    var options = options
    options.requiredFormats.append(.runtime)
    let build = try Builder.build(options)
    var artifacts: [ThemePackageArtifact] = []
    for theme in build.themes {
      artifacts.append(
        try ThemePackager.makePackage(
          themeFolder: build.target.runtimeFolder(of: theme.name), packageName: build.packageName,
          theme: theme.name,
          version: theme.version, signingKey: signingKey))
    }
    let folder = build.target.path(packagesFolderName)
    let publish = try PackagePublisher.publish(
      artifacts: artifacts, into: folder, published: published, signingKey: signingKey, date: indexDate)
    return Result(build: build, publish: publish, artifacts: artifacts, packagesFolder: folder)
  }

  /// The index date for `SOURCE_DATE_EPOCH`'s value (whole seconds since 1970, the
  /// reproducible-builds convention), or a `PackageError` naming the variable when it is not one.
  package static func indexDate(sourceDateEpoch value: String) throws(PackageError) -> String {
    guard let seconds = Int(value), seconds >= 0, seconds < 253_402_300_800 else {
      throw PackageError(
        .invalidIndex, "SOURCE_DATE_EPOCH '\(value)' is not a whole number of seconds since 1970")
    }
    return PackageIndexDate.text(secondsSince1970: seconds)
  }
}
