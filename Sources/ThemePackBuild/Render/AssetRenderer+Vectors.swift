import ThemePackImaging
import ThemePackProject

extension AssetRenderer {
  /// The vector file the asset's light (or dark) picture comes from in `theme`: the theme's
  /// own, else the master's; nil when that picture is a PNG or there is none.
  package func vectorFile(light: Bool, theme: Theme) -> String? {
    let own = light ? theme.overrides[spec.name] : theme.darkFiles[spec.name]
    if let own { return own.values.first.flatMap { VectorFormat.isVector($0) ? $0 : nil } }
    if light { return master == nil ? nil : masterVectors.light }
    // The master's dark file goes with the master's light one, as `masterDark` does.
    return spec.dark == .explicitFile && master != nil ? masterVectors.dark : nil
  }

  /// The vector files the catalog keeps for `theme` as they are (light, then dark), or none.
  ///
  /// Only an untinted, unsliced asset whose every picture is a vector keeps them: a tinted
  /// vector is another document per theme, a derived dark variant (`invert`) exists only as
  /// pixels, and Xcode's single-scale set cannot sit beside per-scale files. An asset iOS
  /// always draws as a template (`rendering: template`) keeps its vector whatever its tint:
  /// iOS draws only its alpha, in the view's tint colour. The preview, which keeps pixels,
  /// never needs them.
  package func keptVectors(for theme: Theme) -> [String] {
    guard spec.tint == .none || spec.rendering == .template, spec.slice == nil, spec.dark != .invert,
      options.encoding != nil,
      !options.keepsImages, let light = vectorFile(light: true, theme: theme)
    else { return [] }
    let hasDark = theme.darkFiles[spec.name] != nil || (spec.dark == .explicitFile && masterDark != nil)
    guard hasDark else { return [light] }
    guard let dark = vectorFile(light: false, theme: theme) else { return [] }
    return [light, dark]
  }

  /// Hands each kept vector file to `emit` as it is, named `<asset>.svg` / `<asset>.dark.pdf`.
  package func emitKept(_ paths: [String], emit: (RenderedImage) throws(BuildError) -> Void)
    throws(BuildError)
  {
    for path in paths {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let file = ImageFileName(parsing: name) else { continue }
      let bytes: [UInt8]
      do throws(ProjectReadError) {
        bytes = try preparer.reader.bytes(at: path)
      } catch {
        throw .image(file: path, reason: error.reason)
      }
      try emit(RenderedImage(file: file, png: bytes))
    }
  }
}
