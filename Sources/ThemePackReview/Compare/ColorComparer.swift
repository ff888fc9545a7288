import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging

/// Compares the colours, fonts and components of one theme between two sides.
///
/// Each side's pairs are checked as the lint checks them (`ThemeColorSolver` on white in
/// light and the project's dark background in dark, the exact WCAG ratio of the final 8-bit
/// values), so "meets" here means what `contrast-pair` and `dark-contrast` mean.
package enum ColorComparer {
  /// The colours of `old` and `new` that differ in value or in the contrast of their pair,
  /// by name (the theme colour `color` first) and appearance.
  package static func colors(
    old: BuiltTheme, oldBackgrounds: AppearanceValues<ThemeRGBA>, new: BuiltTheme,
    newBackgrounds: AppearanceValues<ThemeRGBA>
  ) -> [ColorDiff] {
    let oldChecks = checks(of: old, backgrounds: oldBackgrounds)
    let newChecks = checks(of: new, backgrounds: newBackgrounds)
    let oldNames = colorNames(of: old)
    let newNames = colorNames(of: new)
    let all = oldNames.union(newNames).sorted { ($0 == "color" ? 0 : 1, $0) < ($1 == "color" ? 0 : 1, $1) }
    var diffs: [ColorDiff] = []
    for name in all {
      let oldValues = oldNames.contains(name) ? old.values(of: name) : nil
      let newValues = newNames.contains(name) ? new.values(of: name) : nil
      for appearance in ThemeAppearance.allCases {
        let key = Key(color: name, appearance: appearance)
        let before = oldChecks[key]
        let after = newChecks[key]
        let oldValue = oldValues?[appearance]
        let newValue = newValues?[appearance]
        let status: DiffStatus =
          oldValue == nil ? .added : newValue == nil ? .removed : oldValue == newValue ? .unchanged : .changed
        let contrastChanged =
          before?.ratio != after?.ratio || before?.minimum != after?.minimum
          || before?.surface != after?.surface
        guard status != .unchanged || contrastChanged else { continue }
        diffs.append(
          ColorDiff(
            color: name, appearance: appearance, status: status, old: oldValue?.hexString,
            new: newValue?.hexString, surface: (after ?? before)?.surface.name,
            oldContrast: before.map { rounded($0.ratio) }, newContrast: after.map { rounded($0.ratio) },
            oldMinimum: before?.minimum, newMinimum: after?.minimum, oldMeets: before?.meets,
            newMeets: after?.meets))
      }
    }
    return diffs
  }

  /// The fonts or components (`values`) added, removed or changed, by name.
  package static func named<Value: Equatable>(old: [String: Value], new: [String: Value]) -> [NamedDiff] {
    Set(old.keys).union(new.keys).sorted().compactMap { name in
      switch (old[name], new[name]) {
      case (nil, _): return NamedDiff(name: name, status: .added)
      case (_, nil): return NamedDiff(name: name, status: .removed)
      case (let before?, let after?): return before == after ? nil : NamedDiff(name: name, status: .changed)
      }
    }
  }

  private struct Key: Hashable {
    var color: String
    var appearance: ThemeAppearance
  }

  /// The colours a theme has: the theme colour and every named one.
  private static func colorNames(of theme: BuiltTheme) -> Set<String> {
    Set(["color"]).union(theme.extraColors.keys).union(theme.colorValues.keys)
  }

  private static func checks(of theme: BuiltTheme, backgrounds: AppearanceValues<ThemeRGBA>) -> [Key:
    ContrastCheck]
  {
    let roles = theme.roles.keys.sorted().map { theme.roles[$0]! }
    var checks: [Key: ContrastCheck] = [:]
    for check in ThemeColorSolver.solve(roles, backgrounds: backgrounds).checks {
      checks[Key(color: check.color, appearance: check.appearance)] = check
    }
    return checks
  }

  private static func rounded(_ ratio: Double) -> Double {
    (ratio * 100).rounded() / 100
  }
}
