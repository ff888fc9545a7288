/// A key ThemePack does not know: most often a typo that silently loses a setting.
package enum UnknownKeyRule: LintRule {
  package static let id = "unknown-key"
  package static let severity = Finding.Severity.warning
  package static let summary = "a JSON key ThemePack does not know (ignored; often a typo)"

  package static func message(key: String, in owner: String, suggestion: String?) -> String {
    let base = "unknown key '\(key)' in \(owner) is ignored"
    guard let suggestion else { return base }
    return base + ": did you mean '\(suggestion)'"
  }

  /// The known key closest to `key` when it is at most two edits away (case ignored).
  package static func suggestion(for key: String, among known: [String]) -> String? {
    let scored = known.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= 2 else { return nil }
    return best.0
  }

  private static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
