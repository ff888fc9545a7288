/// How theme versions are ordered, by `themepack package` (the index) and by the client
/// (newest version, downgrade refusal).
package enum ThemeVersionOrder {
  /// Orders versions part by part (split at '.'): numeric parts as numbers, others by
  /// their UTF-8 bytes; a version that is a prefix of another comes first.
  package static func precedes(_ left: String, _ right: String) -> Bool {
    let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
    let leftParts = left.split(separator: ".", omittingEmptySubsequences: false)
    let rightParts = right.split(separator: ".", omittingEmptySubsequences: false)
    for (a, b) in zip(leftParts, rightParts) where a != b {
      let numeric = !a.isEmpty && !b.isEmpty && a.allSatisfy(isDigit) && b.allSatisfy(isDigit)
      if numeric {
        let x = a.drop { $0 == "0" }
        let y = b.drop { $0 == "0" }
        if x.count != y.count { return x.count < y.count }
        if x != y { return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) }
        continue
      }
      return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }
    if leftParts.count != rightParts.count { return leftParts.count < rightParts.count }
    return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
  }
}
