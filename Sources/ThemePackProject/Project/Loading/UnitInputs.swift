import ThemePackArchive
import ThemePackImaging

/// Everything one theme × asset unit of a build depends on that the user controls: the
/// asset's config entry, the scales, the theme's colours and the source files it reads.
///
/// Its `description` (with file hashes filled in) feeds both the build cache key and the
/// theme's source digest, so the two can never disagree about what counts as a change; the
/// cache only leaves out the colours of units that no colour reaches.
package struct UnitInputs: Sendable {
  /// A source file the unit reads: which role it plays, at which scale, where it is.
  package struct Source: Sendable {
    package var role: String
    package var scale: Int
    package var path: String
  }

  package var spec: AssetSpec
  package var theme: Theme
  package var darkColor: ThemeRGBA
  package var scales: [Int]
  /// What the layouts need beyond `scales`, ascending; part of the cache key only (not of
  /// the theme's source digest, which is about sources).
  package var extras: [ExtraRendition]
  /// The theme colour's light and dark high-contrast values when the project makes
  /// high-contrast images (`ProjectConfig.highContrastImages`), else nil.
  package var highContrastColors: (light: ThemeRGBA, dark: ThemeRGBA)?

  package init(
    spec: AssetSpec, theme: Theme, darkColor: ThemeRGBA, scales: [Int], extras: [ExtraRendition] = [],
    highContrastColors: (light: ThemeRGBA, dark: ThemeRGBA)? = nil
  ) {
    self.spec = spec
    self.theme = theme
    self.darkColor = darkColor
    self.scales = scales
    self.extras = extras
    self.highContrastColors = highContrastColors
  }

  /// The files the unit reads: the theme's own light files or else the master, and the
  /// theme's dark files or else (for explicit-file dark rules) the master's.
  package func sources(in project: ThemeProject) -> [Source] {
    var list: [Source] = []
    if let own = theme.overrides[spec.name] {
      list += own.map { Source(role: "theme", scale: $0.key, path: $0.value) }
    } else if spec.isMaster {
      list += (project.base.images[spec.name] ?? [:]).map {
        Source(role: "master", scale: $0.key, path: $0.value)
      }
    }
    if let dark = theme.darkFiles[spec.name] {
      list += dark.map { Source(role: "theme-dark", scale: $0.key, path: $0.value) }
    } else if spec.dark == .explicitFile {
      list += (project.base.darkImages[spec.name] ?? [:]).map {
        Source(role: "master-dark", scale: $0.key, path: $0.value)
      }
    }
    return list.sorted { ($0.role, $0.scale) < ($1.role, $1.scale) }
  }

  /// Whether the unit's files come out the same for every theme: an untinted master with
  /// neither a theme's own light file nor its own dark file. Nothing of the theme reaches
  /// such files (a dark variant is the master's dark file, the inverted master, or none).
  package var isSameForEveryTheme: Bool {
    spec.isMaster && spec.tint == .none && theme.overrides[spec.name] == nil
      && theme.darkFiles[spec.name] == nil
  }

  /// What the build cache keys the unit by: `description`, without the theme's colours
  /// when the unit is the same for every theme, so such units share one cache entry and a
  /// theme's colour change does not rebuild them, plus the renderers of the vector files it
  /// reads (`VectorRenderers`), so an upgraded librsvg or poppler draws them again.
  package func cacheDescription(in project: ThemeProject, hash: (String) -> String) -> String {
    let text =
      description(in: project, hash: hash, withColors: !isSameForEveryTheme)
      + VectorRenderers.description(ofSources: sources(in: project).map(\.path))
    guard !extras.isEmpty else { return text }
    return text + "extras "
      + extras.map { $0.label + ($0.ninePatch ? "/9" : $0.wholeOfResizable ? "/whole" : "") }.joined(
        separator: ",")
      + "\n"
  }

  /// A stable text of every input, with each source file given by `hash(path)`.
  package func description(in project: ThemeProject, hash: (String) -> String) -> String {
    description(in: project, hash: hash, withColors: true)
  }

  private func description(in project: ThemeProject, hash: (String) -> String, withColors: Bool) -> String {
    var text = "scales \(scales.map(String.init).joined(separator: ","))\n"
    text += "asset \(spec.name) \(spec.isMaster ? "master" : "perTheme") \(Self.describe(spec.tint))\n"
    if let slice = spec.slice {
      let insets = slice.insets
      text += "slice \(insets.top) \(insets.left) \(insets.bottom) \(insets.right) \(slice.center.rawValue)\n"
    }
    text += "dark \(spec.dark.rawValue)\n"
    // Only present when not the default, so other projects keep their keys.
    if spec.rendering != .original { text += "rendering \(spec.rendering.rawValue)\n" }
    text += withColors ? "color \(theme.color.hexString) \(darkColor.hexString)\n" : "color any\n"
    // Only present when high-contrast images are on, so other projects keep their keys.
    if withColors, let highContrast = highContrastColors {
      text += "highContrast \(highContrast.light.hexString) \(highContrast.dark.hexString)\n"
    }
    for source in sources(in: project) {
      text += "source \(source.role) \(source.scale) \(hash(source.path))\n"
    }
    return text
  }

  private static func describe(_ tint: TintMode) -> String {
    switch tint {
    case .none: return "none"
    case .template: return "template"
    case .mix(let amount): return "mix \(amount)"
    case .multiply: return "multiply"
    case .screen: return "screen"
    case .color: return "color"
    }
  }
}
