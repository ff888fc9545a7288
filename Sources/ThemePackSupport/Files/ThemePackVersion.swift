/// ThemePack's own version: printed by `--version`, recorded in manifests and cache keys.
package enum ThemePackVersion {
  package static let current = "0.1.0"
}
