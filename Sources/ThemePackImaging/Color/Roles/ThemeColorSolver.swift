import ThemePackArchive
import ThemePackSupport

/// Derives every colour of a theme in the four appearances from the values the designer
/// gave, so that each colour stands out from what it is drawn on.
///
/// Order: a colour is solved after the colour it is drawn on (the theme colour, on the
/// background, comes first; ties by name), appearance by appearance (light, dark, light
/// high contrast, dark high contrast). A given value is used as given. A missing dark value
/// starts from the light value, a missing high-contrast value from the same appearance
/// without high contrast; `ContrastSolver` moves its tone the shortest way until its pair
/// meets the minimum and the colours drawn on it can still meet theirs. Every pair is then
/// checked with the exact WCAG ratio of the final 8-bit values (`ThemeColors.checks`).
package enum ThemeColorSolver {
  /// `roles` solved on `backgrounds` (see the type's comment). A pair whose surface names
  /// no colour in `roles`, or that is part of a cycle, is left unsolved and unchecked.
  package static func solve(_ roles: [ColorRole], backgrounds: AppearanceValues<ThemeRGBA>) -> ThemeColors {
    let (order, cycle) = solvingOrder(roles)
    let byName = Dictionary(roles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let inCycle = Set(cycle)
    func surface(of role: ColorRole) -> ColorSurface? {
      guard let surface = role.surface, !inCycle.contains(role.name) else { return nil }
      if case .color(let name) = surface, byName[name] == nil { return nil }
      return surface
    }
    var values: [String: [ThemeAppearance: ThemeRGBA]] = [:]
    var checks: [ContrastCheck] = []
    for appearance in ThemeAppearance.allCases {
      func value(of surface: ColorSurface) -> ThemeRGBA {
        switch surface {
        case .background: return backgrounds[appearance]
        case .color(let name): return values[name]?[appearance] ?? byName[name]!.light
        }
      }
      for name in order {
        let role = byName[name]!
        let start =
          appearance == .dark ? role.light : values[name]?[appearance.normal] ?? role.light
        var solved = role.given[appearance] ?? start
        let minimum = role.minimums[appearance]
        if role.given[appearance] == nil, let on = surface(of: role), let minimum {
          let dependents = roles.filter { surface(of: $0) == .color(name) }.compactMap { other in
            other.minimums[appearance].map {
              ContrastSolver.Dependent(color: other.given[appearance], minimum: $0)
            }
          }
          solved =
            ContrastSolver.solve(
              from: start, against: value(of: on), minimum: minimum, dependents: dependents
            ).color
        }
        values[name, default: [:]][appearance] = solved
      }
      for name in order {
        let role = byName[name]!
        guard let on = surface(of: role), let minimum = role.minimums[appearance] else { continue }
        let mine = values[name]![appearance]!
        let theirs = value(of: on)
        checks.append(
          ContrastCheck(
            color: name, surface: on, appearance: appearance, value: mine, surfaceValue: theirs,
            ratio: WCAGContrast.ratio(mine, theirs), minimum: minimum,
            isGiven: role.given[appearance] != nil,
            bestPossible: WCAGContrast.bestPossibleRatio(against: theirs)))
      }
    }
    let solved = values.mapValues { found in AppearanceValues { found[$0]! } }
    return ThemeColors(values: solved, checks: checks, cycle: cycle)
  }

  /// The names in solving order (every colour after the one it is drawn on; `"color"` first,
  /// then by name) and the first cycle found, as the names along it (empty when none).
  package static func solvingOrder(_ roles: [ColorRole]) -> (order: [String], cycle: [String]) {
    let byName = Dictionary(roles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let names = byName.keys.sorted { ($0 == "color" ? 0 : 1, $0) < ($1 == "color" ? 0 : 1, $1) }
    var order: [String] = []
    var done: Set<String> = []
    var cycle: [String] = []
    for name in names where !done.contains(name) {
      // Follow the chain of surfaces; each colour has at most one, so the walk is a path.
      var path: [String] = []
      var current: String? = name
      while let here = current, !done.contains(here), let role = byName[here] {
        if let index = path.firstIndex(of: here) {
          if cycle.isEmpty { cycle = Array(path[index...]) }
          break
        }
        path.append(here)
        if case .color(let next) = role.surface { current = next } else { current = nil }
      }
      for item in path.reversed() where !done.contains(item) {
        done.insert(item)
        order.append(item)
      }
    }
    return (order, cycle)
  }
}
