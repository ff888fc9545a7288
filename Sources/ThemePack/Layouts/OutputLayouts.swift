/// The output formats a build writes. Registering a format is one case of `OutputFormat`
/// and one line in `layout(for:config:)`.
public enum OutputLayouts {
  /// The layouts of `formats` (the config's `outputs` when nil), in the order their files
  /// are placed (the first layout that ships a file gets the written file, the others link
  /// to it).
  public static func standard(
    for config: ProjectConfig, formats: [OutputFormat]? = nil
  ) -> [any OutputLayout] {
    OutputFormat.canonical(formats ?? config.outputs).map { layout(for: $0, config: config) }
  }

  /// The layout that writes `format`.
  static func layout(for format: OutputFormat, config: ProjectConfig) -> any OutputLayout {
    switch format {
    case .runtime: return RuntimeThemeLayout()
    case .xcassets: return AssetCatalogLayout(packageName: config.packageName)
    case .android: return AndroidLayout()
    }
  }
}
