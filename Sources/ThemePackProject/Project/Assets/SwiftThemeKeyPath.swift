import ThemePackArchive
import ThemePackImaging

/// The rules of a SwiftTheme key path (`Global.barTintColor`), as a colour, an asset or a
/// font names it with `keyPath` and themepack.json's `colorKeyPath`, and the default key
/// paths of those that name none.
///
/// A key path is identifiers (letters, digits, `_`, not starting with a digit) joined by
/// `.`; its first part is not `Night`, `HighContrast` or `NightHighContrast`, the trees that
/// hold the other appearances' values, nor `CapInsets`, the tree of the resizable assets' cap
/// insets. Within a theme
/// no two key paths are equal and none is a prefix of another (`Global` and
/// `Global.barTintColor` would need one key to hold a value and a dictionary): the readers
/// check that with `SwiftThemeKeyPathSet`.
package enum SwiftThemeKeyPath {
  /// Where the theme colour goes unless `colorKeyPath` says otherwise.
  package static let defaultColor = "Global.themeColor"
  /// The first part of every dark key path: the night value of `A.b` is at `Night.A.b`.
  package static let nightRoot = "Night"

  /// The first part of the key paths of each appearance but light.
  package static let appearanceRoots = [nightRoot, "HighContrast", "NightHighContrast"]

  /// The first part of the key path of a resizable asset's cap insets: those of `Images.bar`
  /// are at `CapInsets.Images.bar`.
  package static let capInsetsRoot = "CapInsets"

  /// The root of `appearance`'s key paths (nil for light, which has none).
  package static func root(of appearance: ThemeAppearance) -> String? {
    switch appearance {
    case .light: return nil
    case .dark: return nightRoot
    case .lightHighContrast: return "HighContrast"
    case .darkHighContrast: return "NightHighContrast"
    }
  }

  /// The default key path of extra colour `name`.
  package static func defaultColor(named name: String) -> String { "Colors." + name }

  /// The default key path of font `name`.
  package static func defaultFont(named name: String) -> String { "Fonts." + name }

  /// The default key path of asset `name`.
  package static func defaultAsset(named name: String) -> String { "Images." + name }

  /// Why `text` is not a valid key path, or nil when it is.
  package static func problem(_ text: String) -> String? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    for part in parts {
      guard let first = part.unicodeScalars.first else {
        return "a key path is identifiers joined by '.', with no empty part"
      }
      let valid = part.unicodeScalars.allSatisfy { isIdentifierScalar($0) }
      guard valid, !("0"..."9").contains(first) else {
        return "'\(part)' is not an identifier: use letters, digits and '_', not starting with a digit"
      }
    }
    if let first = parts.first, appearanceRoots.contains(String(first)) {
      return "'\(first).' holds the values of the other key paths in another appearance"
    }
    if parts.first == Substring(capInsetsRoot) {
      return "'\(capInsetsRoot).' holds the cap insets of the resizable assets' key paths"
    }
    return nil
  }

  /// Whether `a` and `b` cannot both be in one plist: equal, or one the prefix of the other
  /// by whole parts. (The readers check many at once with `SwiftThemeKeyPathSet`.)
  package static func collide(_ a: String, _ b: String) -> Bool {
    a == b || a.hasPrefix(b + ".") || b.hasPrefix(a + ".")
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }
}
