import ThemePackProject

/// Turns the names legacy sources use into valid ThemePack names.
package enum SourceName {
  /// `name` with every character outside `A-Z a-z 0-9 _ -` replaced by `_`, runs of `_`
  /// collapsed and `_` trimmed at both ends: `iconfont-11xnight (1)` → `iconfont-11xnight_1`.
  /// `fallback` when nothing is left.
  package static func valid(_ name: String, fallback: String = "asset") -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let keep = ImageFileName.isValidAssetName(String(scalar))
      if keep {
        result.unicodeScalars.append(scalar)
      } else if !result.hasSuffix("_") {
        result += "_"
      }
    }
    while result.hasSuffix("_") { result.removeLast() }
    while result.hasPrefix("_") { result.removeFirst() }
    return result.isEmpty ? fallback : result
  }

  /// A name not yet in `taken` (compared ignoring letter case, as the lint does): `name`,
  /// else `name_2`, `name_3` …
  package static func unique(_ name: String, among taken: Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate.lowercased()) {
      candidate = "\(name)_\(number)"
      number += 1
    }
    return candidate
  }

  /// The asset name and scale of a legacy image file name: `btn@2x.png` → (`btn`, 2),
  /// `btn.png` → (`btn`, `defaultScale`). Nil when the name does not end in `.png`
  /// (any letter case).
  package static func image(_ fileName: String, defaultScale: Int) -> (stem: String, scale: Int)? {
    guard fileName.lowercased().hasSuffix(".png"), fileName.count > 4 else { return nil }
    var stem = String(fileName.dropLast(4))
    var scale = defaultScale
    for candidate in [1, 2, 3] where stem.hasSuffix("@\(candidate)x") {
      scale = candidate
      stem = String(stem.dropLast(3))
    }
    return stem.isEmpty ? nil : (stem, scale)
  }
}
