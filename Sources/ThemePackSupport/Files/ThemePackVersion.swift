/// ThemePack's own version: printed by `--version`, recorded in manifests and cache keys.
public enum ThemePackVersion {
  public static let current = "0.1.0"
}
