// The targets `ThemePack` is the umbrella of: a client that imports `ThemePack` sees their
// public API as it did when they were one module.
@_exported import ThemePackBuild
@_exported import ThemePackCatalog
@_exported import ThemePackImaging
@_exported import ThemePackImport
@_exported import ThemePackLint
@_exported import ThemePackNative
@_exported import ThemePackPackaging
@_exported import ThemePackPreview
@_exported import ThemePackProject
@_exported import ThemePackReview
@_exported import ThemePackSupport
