/// How theme versions are ordered, by `themepack package` (the index) and by the client
/// (newest version, downgrade refusal): SemVer 2.0 precedence (`ThemeVersion`), so
/// `9.0.0-beta` < `9.0.0` < `9.0.1-rc.1` < `9.0.1`.
///
/// A total order, for sorting and picking: versions of equal precedence (`1.0.0+a`,
/// `1.0.0+b`; `1.2`, `1.2.0`) by their UTF-8 bytes; text that is no version (only other
/// tools write one) below every version, and among itself part by part (numeric parts as
/// numbers, others by bytes).
package enum ThemeVersionOrder {
  /// Whether `left` comes before `right`.
  package static func precedes(_ left: String, _ right: String) -> Bool {
    switch (ThemeVersion(left), ThemeVersion(right)) {
    case (let a?, let b?):
      let order = ThemeVersion.precedence(a, b)
      if order != 0 { return order < 0 }
      return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
    case (nil, .some): return true
    case (.some, nil): return false
    case (nil, nil): return partwisePrecedes(left, right)
    }
  }

  /// The order of text that is no version: part by part (split at '.'), numeric parts as
  /// numbers, others by their UTF-8 bytes; a prefix comes first.
  private static func partwisePrecedes(_ left: String, _ right: String) -> Bool {
    let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
    let leftParts = left.split(separator: ".", omittingEmptySubsequences: false)
    let rightParts = right.split(separator: ".", omittingEmptySubsequences: false)
    for (a, b) in zip(leftParts, rightParts) where !a.utf8.elementsEqual(b.utf8) {
      let numeric = !a.isEmpty && !b.isEmpty && a.allSatisfy(isDigit) && b.allSatisfy(isDigit)
      if numeric {
        let x = a.drop { $0 == "0" }
        let y = b.drop { $0 == "0" }
        if x.count != y.count { return x.count < y.count }
        if !x.utf8.elementsEqual(y.utf8) { return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) }
        continue
      }
      return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }
    if leftParts.count != rightParts.count { return leftParts.count < rightParts.count }
    return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
  }
}
