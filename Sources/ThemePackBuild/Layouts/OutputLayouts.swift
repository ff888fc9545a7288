import ThemePackProject

/// The output formats a build writes. Registering a format is one case of `OutputFormat`
/// and one line in `layout(for:config:)`.
package enum OutputLayouts {
  /// The layouts of `formats` (the config's `outputs` when nil), in the order their files
  /// are placed (the first layout that ships a file gets the written file, the others link
  /// to it).
  package static func standard(
    for config: ProjectConfig, formats: [OutputFormat]? = nil
  ) -> [any OutputLayout] {
    let chosen = OutputFormat.canonical(formats ?? config.outputs)
    return chosen.compactMap { layout(for: $0, config: config, with: chosen) }
  }

  /// The layout that writes `format` among `formats` (nil when another layout writes it).
  package static func layout(
    for format: OutputFormat, config: ProjectConfig, with formats: [OutputFormat]
  ) -> (any OutputLayout)? {
    switch format {
    case .runtime:
      return RuntimeThemeLayout(writesSwiftTheme: formats.contains(.swiftTheme), scales: config.scales)
    case .swiftTheme: return nil
    case .xcassets: return AssetCatalogLayout(packageName: config.packageName)
    case .android: return AndroidLayout()
    case .tokens: return DesignTokensLayout()
    }
  }
}
