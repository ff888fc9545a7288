import ThemePackImaging

/// One master and the tint that turns it into every theme's file.
package struct AssetFit: Sendable, Equatable {
  /// `template` (one alpha shape in the theme colour), `screen` (the theme colour with white
  /// details) or `multiply` (with black details).
  package var tint: TintMode
  /// The master, at the sources' scale.
  package var master: RGBAImage

  package init(tint: TintMode, master: RGBAImage) {
    self.tint = tint
    self.master = master
  }

  /// What the tint means for a reader of the report.
  package var explanation: String {
    switch tint {
    case .template: return "one shape in the theme colour"
    case .screen: return "the theme colour with white details (gray master, screen blend)"
    case .multiply: return "the theme colour with black details (gray master, multiply)"
    default: return tint.name
    }
  }
}
