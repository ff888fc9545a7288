/// Where an asset's light image comes from.
package enum AssetSource: Sendable, Hashable {
  /// One master in `Base/`, tinted for every theme (a theme may override it with its own
  /// file). The path is the master's highest-scale file, or where it is expected
  /// (`Base/<asset>@<highest scale>x.png`) when it is missing.
  case master(String)
  /// Every theme provides its own file; there is no master.
  case perTheme
}
