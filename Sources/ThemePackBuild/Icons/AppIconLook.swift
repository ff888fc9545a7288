/// The four looks iOS 26 draws an app icon in (Home Screen ▸ Customize), each on a light and a
/// dark wallpaper in the preview.
package enum AppIconLook: String, Sendable, CaseIterable, Equatable {
  /// The any look, as the build writes it.
  case `default`
  /// The dark look's glyph on the system's dark gradient.
  case dark
  /// Clear: the glyph's silhouette as frosted glass over the wallpaper (an approximation).
  case clear
  /// Tinted: the tinted look coloured with a tint the user picks (an approximation).
  case tinted

  /// The look's name as the page prints it.
  package var label: String {
    switch self {
    case .default: "Default"
    case .dark: "Dark"
    case .clear: "Clear"
    case .tinted: "Tinted"
    }
  }

  /// Whether the preview approximates the look rather than showing a file the build writes
  /// as it is (iOS composes clear and tinted icons itself, from the tinted look).
  package var isApproximated: Bool { self == .clear || self == .tinted }
}
