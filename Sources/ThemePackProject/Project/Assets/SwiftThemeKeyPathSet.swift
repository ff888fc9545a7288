/// The SwiftTheme key paths of one plist with their owners ("the theme colour", "asset
/// 'icon'", "font 'title'"), so that every new key path is checked against all earlier ones:
/// none may equal another or hold another inside it (`Global.bar` and `Global.bar.tint`
/// would need `bar` to be a value and a dictionary at once; `SwiftThemeKeyPath.collide`).
///
/// Lookups go through dictionaries of whole key paths and of their leading parts, so a
/// check costs the number of parts of the key path, not the number already added.
package struct SwiftThemeKeyPathSet {
  /// A key path already in the set that a new one collides with.
  package struct Clash: Equatable {
    package var keyPath: String
    package var owner: String
  }

  /// Owner of each key path added.
  private var owners: [String: String] = [:]
  /// For each leading part of an added key path (`Global` of `Global.bar`), the first key
  /// path added under it.
  private var inside: [String: Clash] = [:]

  package init(owners: [String: String] = [:], inside: [String: Clash] = [:]) {
    self.owners = owners
    self.inside = inside
  }

  /// Adds `keyPath` for `owner` unless it collides with one already added; the one it
  /// collides with otherwise (and nothing is added).
  package mutating func insert(_ keyPath: String, owner: String) -> Clash? {
    if let clash = clash(with: keyPath) { return clash }
    owners[keyPath] = owner
    for prefix in Self.prefixes(of: keyPath) where inside[prefix] == nil {
      inside[prefix] = Clash(keyPath: keyPath, owner: owner)
    }
    return nil
  }

  /// The key path already added that `keyPath` would collide with, or nil.
  package func clash(with keyPath: String) -> Clash? {
    if let owner = owners[keyPath] { return Clash(keyPath: keyPath, owner: owner) }
    if let inner = inside[keyPath] { return inner }
    for prefix in Self.prefixes(of: keyPath) {
      if let owner = owners[prefix] { return Clash(keyPath: prefix, owner: owner) }
    }
    return nil
  }

  /// Why `keyPath` of `this` ("this colour", "this font") cannot be added next to `clash`:
  /// "it is also the key path of asset 'icon'", "'Global.bar.tint' would be inside
  /// 'Global.bar', the key path of …; choose another key path". `advice` replaces the
  /// closing advice (and is added to the first form).
  package static func reason(_ keyPath: String, this: String, clash: Clash, advice: String? = nil) -> String {
    if keyPath == clash.keyPath {
      return "it is also the key path of \(clash.owner)" + (advice.map { "; " + $0 } ?? "")
    }
    let thisIsOuter = keyPath.count < clash.keyPath.count
    let (outer, inner) = thisIsOuter ? (keyPath, clash.keyPath) : (clash.keyPath, keyPath)
    return "'\(inner)' would be inside '\(outer)', the key path of "
      + (thisIsOuter ? this : clash.owner) + "; " + (advice ?? "choose another key path")
  }

  /// `A` and `A.b` of `A.b.c`: the leading parts, by whole parts.
  private static func prefixes(of keyPath: String) -> [String] {
    var result: [String] = []
    var current = ""
    for part in keyPath.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
      current = current.isEmpty ? String(part) : current + "." + part
      result.append(current)
    }
    return result
  }
}
