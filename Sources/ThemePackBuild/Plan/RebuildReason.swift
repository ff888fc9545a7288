/// Why a build renders a unit instead of taking it from the cache or leaving it in place.
package enum RebuildReason: Sendable, Equatable {
  /// `--no-cache`, or a preview (which always renders, in memory).
  case cacheDisabled
  /// No earlier build of this asset of this theme is on record.
  case notBuiltBefore
  /// Its inputs are as last built, but the cache holds no intact entry for them.
  case notInCache
  /// What changed since the last build, in the order `InputChange` lists its cases.
  case changed([InputChange])

  /// One kind of input of a unit.
  package enum InputChange: String, Sendable, Equatable, CaseIterable {
    case scales
    case config = "config entry"
    case color = "colour"
    case master
    case themeFile = "theme file"
    case darkMaster = "dark master"
    case darkFile = "dark file"
    case tool = "tool or encoder"

    /// The kind of input a line of `UnitInputs.description` states.
    package init(line: String) {
      let words = line.split(separator: " ", maxSplits: 2).map(String.init)
      switch (words.first, words.count > 1 ? words[1] : "") {
      case ("scales", _): self = .scales
      case ("color", _): self = .color
      case ("source", "master"): self = .master
      case ("source", "theme"): self = .themeFile
      case ("source", "master-dark"): self = .darkMaster
      case ("source", "theme-dark"): self = .darkFile
      default: self = .config
      }
    }
  }

  /// The reason a unit with input lines `now` renders, given the lines and key it was last
  /// built with (nil when not on record) and whether its key is unchanged.
  package static func of(now: [String], before: [String]?, sameKey: Bool) -> RebuildReason {
    guard let before else { return .notBuiltBefore }
    if sameKey { return .notInCache }
    let differing = Set(now).symmetricDifference(before)
    guard !differing.isEmpty else { return .changed([.tool]) }
    let kinds = Set(differing.map(InputChange.init(line:)))
    return .changed(InputChange.allCases.filter(kinds.contains))
  }

  /// `colour changed`, `master and colour changed`, `not in cache` …
  package var text: String {
    switch self {
    case .cacheDisabled: return "cache off"
    case .notBuiltBefore: return "not built before"
    case .notInCache: return "not in cache"
    case .changed(let kinds):
      let names = kinds.map(\.rawValue)
      let list =
        names.count <= 1
        ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
      return list + " changed"
    }
  }
}
