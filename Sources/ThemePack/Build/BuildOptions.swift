/// What `themepack build` should do.
public struct BuildOptions: Sendable {
  /// The project folder (`Assets/` by default).
  public var assetsPath: String
  /// The output folder (`Output/` by default); only `themes/` and `<package>.xcassets`
  /// inside it are replaced.
  public var outputPath: String
  /// Themes to build; empty means all. Unknown names are an error.
  public var themes: [String]
  /// Worker threads; the number of cores by default. Output is the same for any value.
  public var jobs: Int
  /// How PNG files are compressed.
  public var encoding: PNGEncodeOptions

  public init(
    assetsPath: String = "Assets", outputPath: String = "Output", themes: [String] = [],
    jobs: Int = ParallelWork.coreCount, encoding: PNGEncodeOptions = .default
  ) {
    self.assetsPath = assetsPath
    self.outputPath = outputPath
    self.themes = themes
    self.jobs = jobs
    self.encoding = encoding
  }
}
