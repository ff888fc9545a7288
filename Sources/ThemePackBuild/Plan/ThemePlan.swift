import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// One theme of a build plan: its values and whether its installed output can stay.
package struct ThemePlan: Sendable {
  /// Why a theme is installed again.
  package enum Status: Sendable, Equatable {
    /// Every file is installed as the last build left it; nothing is written.
    case upToDate
    /// The theme is staged and swapped in, for this reason.
    case install(String)
  }

  package var theme: Theme
  package var darkColor: ThemeRGBA
  /// Every colour's four values (`ThemeProject.colors(of:)`).
  package var colorValues: [String: AppearanceValues<ThemeRGBA>]
  /// Made up from a `--try-color` colour rather than read from the project.
  package var isHypothetical: Bool
  /// `ThemeSourceDigest`; nil for made-up themes.
  package var sourceSHA256: String?
  /// The installed-theme record key (`InstalledThemeRecord.key`); nil without a cache.
  package var outputKey: String?
  package var status: Status

  package var name: String { theme.name }
  package var isUpToDate: Bool { status == .upToDate }
}
