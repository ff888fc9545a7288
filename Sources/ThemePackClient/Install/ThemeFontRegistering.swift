import Foundation

/// What registers a theme's font files with the system so `UIFont(name:size:)` finds their
/// PostScript names: on Apple platforms `CoreTextFontRegistrar` (`CTFontManagerRegisterFontsForURL`
/// in the `.process` scope, synchronous); tests record the calls. `ThemeInstaller.fontRegistrar` calls it in
/// the order `ThemeFontRegistrationPlan` gives.
package protocol ThemeFontRegistering: Sendable {
  /// Registers `files` (a collection's every face) before returning; returns the files that
  /// failed, each as given here with the system's reason.
  func register(_ files: [URL]) -> [(file: URL, reason: String)]
  /// Unregisters `files`, which are still on disk.
  func unregister(_ files: [URL])
}
