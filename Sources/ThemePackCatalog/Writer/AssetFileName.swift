import ThemePackArchive
import ThemePackProject

/// The file names ThemePack gives an asset's images, in loose theme folders and inside
/// `.imageset` folders alike.
///
/// `navBar.png` is @1x, `navBar@2x.png`, `navBar@3x.png`; the dark variants are
/// `navBar.dark.png`, `navBar.dark@2x.png`, `navBar.dark@3x.png`; high-contrast variants add
/// `.hc` after them (`navBar.hc@2x.png`, `navBar.dark.hc@2x.png`). iOS finds the @2x and @3x
/// files itself when an app loads `navBar.png` or `navBar.dark.png` with `contentsOfFile:`.
package enum AssetFileName {
  /// The file name of `asset` at `scale` (1, 2 or 3) in `appearance`: the project's naming
  /// rule, `ImageFileName.fileName`, which writes the formula once.
  package static func name(asset: String, scale: Int, appearance: ThemeAppearance = .light) -> String {
    ImageFileName(asset: asset, appearance: appearance, scale: scale).fileName
  }

  /// Why `name` cannot name a theme or an asset, or nil when it can.
  ///
  /// A name becomes a folder or the stem of a file name, so it must be non-empty and hold
  /// no '/', '\\' or control character; '.' and '@' are kept for the dark and scale
  /// suffixes (and Xcode forbids '.' in group names).
  package static func problem(withName name: String) -> String? {
    if name.isEmpty { return "the name is empty" }
    for scalar in name.unicodeScalars {
      switch scalar {
      case "/", "\\": return "the name contains '\(scalar)'"
      case ".": return "the name contains '.', which file names keep for the dark suffix and extension"
      case "@": return "the name contains '@', which file names keep for the scale suffix"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { return "the name contains a control character" }
      }
    }
    return nil
  }
}
