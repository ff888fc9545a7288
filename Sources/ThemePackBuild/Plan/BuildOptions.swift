import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// What `themepack build` should do.
package struct BuildOptions: Sendable {
  /// The project folder (`Assets/` by default).
  package var assetsPath: String
  /// The output folder (`Output/` by default); only `themes/` and `<package>.xcassets`
  /// inside it are replaced.
  package var outputPath: String
  /// Themes to build; empty means all. Unknown names are an error.
  package var themes: [String]
  /// Worker threads; the number of cores by default. Output is the same for any value.
  package var jobs: Int
  /// How PNG files are compressed.
  package var encoding: PNGEncodeOptions
  /// Whether to reuse and fill the incremental build cache.
  package var useCache: Bool
  /// The cache folder; nil means `<output>/.themepack-cache`.
  package var cachePath: String?
  /// Where the lint that starts the build keeps the facts of the images it inspected; nil is
  /// `image-facts.json` in the cache folder. A lint keeps only the facts of the images it saw,
  /// so two projects built through one cache (`themepack diff`) each need their own file, or
  /// each build would decode the other's images again.
  package var imageFactsPath: String? = nil
  /// Build only this part of the themes (`--shard I/N`), and leave a `ShardRecord` in the
  /// output folder for `themepack merge`; nil builds every theme `themes` selects.
  package var shard: Shard?
  /// The lint rules whose errors the build goes past (`themepack diff` shows a side whose
  /// colours break a contrast pair); an error of any other rule, or a folder that is no
  /// project, still stops the build with the lint's findings. Empty by default.
  package var lintErrorsAllowed: Set<String> = []

  /// Colours of hypothetical themes to build from the masters as well ("what would an
  /// orange theme look like?"), named `try-RRGGBB`; assets without a master are skipped
  /// for them. Nothing in the project changes.
  package var hypotheticalColors: [ThemeRGBA] = []

  /// The output formats to write instead of the config's `"outputs"`; nil keeps the
  /// config's (`themepack build --output-format`).
  package var outputFormats: [OutputFormat]?
  /// Formats written whatever the config or `outputFormats` say (`themepack package` needs
  /// the runtime folders).
  package var requiredFormats: [OutputFormat] = []

  /// The formats a build of a project with `config` writes.
  package func formats(for config: ProjectConfig) -> [OutputFormat] {
    OutputFormat.canonical((outputFormats ?? config.outputs) + requiredFormats)
  }

  /// The cache folder's name inside the output folder.
  package static let defaultCacheFolder = ".themepack-cache"

  package init(
    assetsPath: String = "Assets", outputPath: String = "Output", themes: [String] = [],
    jobs: Int = ParallelWork.coreCount, encoding: PNGEncodeOptions = .default,
    useCache: Bool = true, cachePath: String? = nil
  ) {
    self.useCache = useCache
    self.cachePath = cachePath
    self.assetsPath = assetsPath
    self.outputPath = outputPath
    self.themes = themes
    self.jobs = jobs
    self.encoding = encoding
  }
}
