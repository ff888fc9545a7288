/// One theme of a build plan: its values and whether its installed output can stay.
struct ThemePlan: Sendable {
  /// Why a theme is installed again.
  enum Status: Sendable, Equatable {
    /// Every file is installed as the last build left it; nothing is written.
    case upToDate
    /// The theme is staged and swapped in, for this reason.
    case install(String)
  }

  var theme: Theme
  var darkColor: RGBA8
  /// Every colour's four values (`ThemeProject.colors(of:)`).
  var colorValues: [String: AppearanceValues<RGBA8>]
  /// Made up from a `--try-color` colour rather than read from the project.
  var isHypothetical: Bool
  /// `ThemeSourceDigest`; nil for made-up themes.
  var sourceSHA256: String?
  /// The installed-theme record key (`InstalledThemeRecord.key`); nil without a cache.
  var outputKey: String?
  var status: Status

  var name: String { theme.name }
  var isUpToDate: Bool { status == .upToDate }
}
