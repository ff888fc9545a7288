/// The rules of a SwiftTheme key path (`Global.barTintColor`), as a colour or an asset names
/// it with `keyPath` and themepack.json's `colorKeyPath`, and the default key paths of those
/// that name none.
///
/// A key path is identifiers (letters, digits, `_`, not starting with a digit) joined by
/// `.`; its first part is not `Night`, the tree that holds every dark value. Within a theme
/// no two key paths are equal and none is a prefix of another (`Global` and
/// `Global.barTintColor` would need one key to hold a value and a dictionary).
public enum SwiftThemeKeyPath {
  /// Where the theme colour goes unless `colorKeyPath` says otherwise.
  public static let defaultColor = "Global.themeColor"
  /// The first part of every dark key path: the night value of `A.b` is at `Night.A.b`.
  public static let nightRoot = "Night"

  /// The default key path of extra colour `name`.
  public static func defaultColor(named name: String) -> String { "Colors." + name }

  /// The default key path of asset `name`.
  public static func defaultAsset(named name: String) -> String { "Images." + name }

  /// The dark counterpart of `keyPath`.
  public static func night(_ keyPath: String) -> String { nightRoot + "." + keyPath }

  /// Why `text` is not a valid key path, or nil when it is.
  public static func problem(_ text: String) -> String? {
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
    if parts.first == Substring(nightRoot) {
      return "'\(nightRoot).' holds the dark values of the other key paths"
    }
    return nil
  }

  /// Whether `a` and `b` cannot both be in one plist: equal, or one the prefix of the other
  /// by whole parts.
  public static func collide(_ a: String, _ b: String) -> Bool {
    a == b || a.hasPrefix(b + ".") || b.hasPrefix(a + ".")
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }
}
