import ThemePackArchive

/// The package caps, defined with the zip reader in `ThemePackArchive` (shared with
/// `ThemePackClient`) and named here so users of `ThemePack` need no second import.
package typealias PackageLimits = ThemePackArchive.PackageLimits

/// One thing wrong with a theme package; defined in `ThemePackArchive` (see
/// `PackageLimits`).
package typealias PackageProblem = ThemePackArchive.PackageProblem
