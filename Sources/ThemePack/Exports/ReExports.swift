// The targets `ThemePack` is the umbrella of: a client that imports `ThemePack` sees their
// public API as it did when they were one module.
@_exported import ThemePackImaging
@_exported import ThemePackNative
@_exported import ThemePackSupport
