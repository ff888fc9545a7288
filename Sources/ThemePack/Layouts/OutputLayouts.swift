/// The output formats a build writes. Registering a format is one line here.
public enum OutputLayouts {
  /// The formats every build of `config` writes, in the order their files are placed (the
  /// first layout that ships a file gets the written file, the others links to it).
  public static func standard(for config: ProjectConfig) -> [any OutputLayout] {
    [
      RuntimeThemeLayout(),
      AssetCatalogLayout(packageName: config.packageName),
    ]
  }
}
