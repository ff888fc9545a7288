import ThemePackProject

/// One asset of one theme: the smallest piece of work a build renders, caches and places.
package struct BuildUnit: Sendable {
  /// The asset's index in the config's asset list.
  package var assetIndex: Int
  /// The theme's index in the plan's theme list.
  package var themeIndex: Int
  package var inputs: UnitInputs
  /// The build cache key.
  package var key: String
  /// The unit's inputs as `UnitInputs.cacheDescription` states them, one per line: what
  /// the installed-theme record keeps, so the next plan can say what changed.
  package var inputLines: [String]
  package var action: UnitAction

  package var spec: AssetSpec { inputs.spec }
  package var theme: Theme { inputs.theme }
}
