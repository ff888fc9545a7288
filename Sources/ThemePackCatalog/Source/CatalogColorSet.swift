import ThemePackArchive
import ThemePackImaging

/// One `.colorset` of an asset catalog, as read.
package struct CatalogColorSet: Sendable, Equatable {
  /// One colour entry: any or dark appearance, and its colour in sRGB.
  package struct Entry: Sendable, Equatable {
    /// What the entry's `appearances` hold: luminosity dark, contrast high, both or neither.
    package var appearance: ThemeAppearance
    /// The colour: for a system-colour reference, its value in this entry's appearance.
    package var color: ThemeRGBA
    /// The colour space as written (`srgb` when absent; `system` for a reference).
    package var space: String
    /// Whether the value lay outside sRGB and was clipped.
    package var clipped: Bool
    /// The iOS system colour the entry refers to (`systemBlueColor`), if it is a reference.
    package var systemColor: String? = nil
    /// That system colour's values in the four appearances (`IOSSystemColors`).
    package var systemValues: [ThemeAppearance: ThemeRGBA]? = nil
    /// The platform a reference names when it is not iOS (`osx`, `XR`): read as iOS's colour
    /// of that name.
    package var platform: String? = nil
  }

  /// The name the app uses: namespace groups first (`blue/themeColor`).
  package var name: String
  package var baseName: String
  package var namespace: [String]
  package var path: String
  package var entries: [Entry]

  /// The entry written for exactly `appearance`, if any.
  package func entry(_ appearance: ThemeAppearance) -> Entry? {
    entries.first { $0.appearance == appearance }
  }

  /// The value the set states for `appearance`: its own entry's; else, where iOS falls back to
  /// an entry that refers to a system colour (dark and high contrast fall back to dark, then
  /// to high contrast, then to the plain entry), the system colour's value in `appearance`,
  /// since a reference is drawn dynamically; else, with `asDrawn`, the entry iOS falls back to
  /// (what the app shows). Nil when the set leaves it to be derived.
  package func value(_ appearance: ThemeAppearance, asDrawn: Bool = false) -> ThemeRGBA? {
    if let own = entry(appearance) { return own.systemValues?[appearance] ?? own.color }
    let fallbacks: [ThemeAppearance] =
      switch appearance {
      case .light: []
      case .dark: [.light]
      case .lightHighContrast: [.light]
      case .darkHighContrast: [.dark, .lightHighContrast, .light]
      }
    guard let used = fallbacks.lazy.compactMap(entry).first else { return nil }
    return used.systemValues?[appearance] ?? (asDrawn ? used.color : nil)
  }
}
