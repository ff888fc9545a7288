/// `themepack package`: lint, build, then one signed, reproducible zip per theme plus
/// the packages index, with published versions kept immutable.
public enum ProjectPackager {
  /// What a package run produced.
  public struct Result: Sendable {
    public var build: BuildResult
    public var publish: PublishReport
    /// One per theme, in theme order.
    public var artifacts: [ThemePackageArtifact]
    /// The packages folder: `<output>/packages`.
    public var packagesFolder: String
  }

  /// The packages folder's name inside the output folder.
  public static let packagesFolderName = "packages"

  /// Builds the project with `options`, packages every built theme from
  /// `<output>/themes/<theme>`, and publishes the zips and `index.json` into
  /// `<output>/packages`. `signingKeyPath` signs each manifest; `publishedIndexPath` is
  /// the app server's current index, whose versions must not change either. The runtime
  /// folders are built even when the config's `"outputs"` leaves them out.
  public static func package(
    _ options: BuildOptions, signingKeyPath: String?, publishedIndexPath: String?
  ) throws -> Result {
    // Read the key and the published index before any work, so a typo fails fast.
    let signingKey = try signingKeyPath.map { path throws(PackageError) in try SigningKey.load(fromFile: path)
    }
    let published = try publishedIndexPath.map { path throws(PackageError) in
      try PackageIndex.load(fromFile: path)
    }
    var options = options
    options.requiredFormats.append(.runtime)
    let build = try Builder.build(options)
    let output = options.outputPath
    var artifacts: [ThemePackageArtifact] = []
    for theme in build.themes {
      artifacts.append(
        try ThemePackager.makePackage(
          themeFolder: "\(output)/themes/\(theme.name)", packageName: build.packageName, theme: theme.name,
          version: theme.version, signingKey: signingKey))
    }
    let folder = "\(output)/\(packagesFolderName)"
    let publish = try PackagePublisher.publish(artifacts: artifacts, into: folder, published: published)
    return Result(build: build, publish: publish, artifacts: artifacts, packagesFolder: folder)
  }
}
