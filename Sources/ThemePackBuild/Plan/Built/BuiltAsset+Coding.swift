import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

/// A built asset's JSON, in the keys it had when its scales were four lists, so a build cache,
/// an installed-theme record or a shard written before reads the same: `scales` (light),
/// `darkScales`, and `highContrastScales` and `darkHighContrastScales` only when not empty.
extension BuiltAsset: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, pointWidth, pointHeight, scales, darkScales, slice, sliceMode, resizing, extras, darkExtras
    case highContrastScales, darkHighContrastScales, drawnWidth, drawnHeight, vectorSource, keptVectorFiles
    case rendering
  }

  /// The key of each appearance's scales.
  private static func key(of appearance: ThemeAppearance) -> CodingKeys {
    switch appearance {
    case .light: return .scales
    case .dark: return .darkScales
    case .lightHighContrast: return .highContrastScales
    case .darkHighContrast: return .darkHighContrastScales
    }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let scales = try AppearanceValues { (appearance) throws -> [Int] in
      let key = Self.key(of: appearance)
      guard appearance.isHighContrast else { return try container.decode([Int].self, forKey: key) }
      return try container.decodeIfPresent([Int].self, forKey: key) ?? []
    }
    self.init(
      name: try container.decode(String.self, forKey: .name),
      pointWidth: try container.decode(Double.self, forKey: .pointWidth),
      pointHeight: try container.decode(Double.self, forKey: .pointHeight),
      scales: scales,
      slice: try container.decodeIfPresent(SliceSpec.self, forKey: .slice),
      sliceMode: try container.decodeIfPresent(SliceMode.self, forKey: .sliceMode),
      resizing: try container.decode([Int: ImageResizing].self, forKey: .resizing),
      extras: try container.decodeIfPresent([ExtraRendition].self, forKey: .extras),
      darkExtras: try container.decodeIfPresent([ExtraRendition].self, forKey: .darkExtras),
      drawnWidth: try container.decodeIfPresent(Double.self, forKey: .drawnWidth),
      drawnHeight: try container.decodeIfPresent(Double.self, forKey: .drawnHeight),
      vectorSource: try container.decodeIfPresent(VectorFormat.self, forKey: .vectorSource),
      keptVectorFiles: try container.decodeIfPresent([String].self, forKey: .keptVectorFiles))
    rendering = try container.decodeIfPresent(AssetRendering.self, forKey: .rendering)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(pointWidth, forKey: .pointWidth)
    try container.encode(pointHeight, forKey: .pointHeight)
    for appearance in ThemeAppearance.allCases {
      let scales = scales[appearance]
      if !appearance.isHighContrast || !scales.isEmpty {
        try container.encode(scales, forKey: Self.key(of: appearance))
      }
    }
    try container.encodeIfPresent(slice, forKey: .slice)
    try container.encodeIfPresent(sliceMode, forKey: .sliceMode)
    try container.encode(resizing, forKey: .resizing)
    try container.encodeIfPresent(extras, forKey: .extras)
    try container.encodeIfPresent(darkExtras, forKey: .darkExtras)
    try container.encodeIfPresent(drawnWidth, forKey: .drawnWidth)
    try container.encodeIfPresent(drawnHeight, forKey: .drawnHeight)
    try container.encodeIfPresent(vectorSource, forKey: .vectorSource)
    try container.encodeIfPresent(keptVectorFiles, forKey: .keptVectorFiles)
    try container.encodeIfPresent(rendering, forKey: .rendering)
  }
}
