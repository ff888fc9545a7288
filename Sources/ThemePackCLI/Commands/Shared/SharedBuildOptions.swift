import ThemePackBuild

/// The options `build`, `package` and `preview` share, and how they become `BuildOptions`.
/// Each command lists the ones it takes, with its own help where its meaning differs.
enum SharedBuildOptions {
  static let assets = OptionDeclaration.option(
    "--assets", placeholder: "<dir>", help: "The project folder (default: Assets).")
  static let output = OptionDeclaration.option(
    "--output", placeholder: "<dir>", help: "The output folder (default: Output).")
  static let theme = OptionDeclaration.option(
    "--theme", placeholder: "<name>",
    help: "Build only this theme (repeatable); other themes' output is kept.", repeatable: true)
  static let jobs = OptionDeclaration.option(
    "--jobs", placeholder: "<n>", value: .integer(1...256),
    help: "Worker threads (default: the number of cores).")
  static let cache = OptionDeclaration.option(
    "--cache", placeholder: "<dir>",
    help: """
      The incremental cache (default: <output>/.themepack-cache). Each
      theme × asset is keyed by the content of everything it depends on
      (sources, colours, config entry, encoder, tool version); unchanged ones
      are copied from the cache without decoding anything, and a theme
      whose installed files are as the last build left them stays in place.
      """,
    excludes: "--no-cache")
  static let noCache = OptionDeclaration.flag("--no-cache", help: "Neither read nor write the cache.")

  /// The build options given; those a command does not declare keep their defaults.
  static func buildOptions(_ arguments: ParsedArguments) -> BuildOptions {
    var options = BuildOptions()
    options.assetsPath = arguments.text(assets) ?? options.assetsPath
    options.outputPath = arguments.text(output) ?? options.outputPath
    options.themes = arguments.texts(theme)
    options.jobs = arguments.integer(jobs) ?? options.jobs
    options.cachePath = arguments.text(cache)
    options.useCache = !arguments.flag(noCache)
    return options
  }
}
