/// One asset of one theme: the smallest piece of work a build renders, caches and places.
struct BuildUnit: Sendable {
  /// The asset's index in the config's asset list.
  var assetIndex: Int
  /// The theme's index in the plan's theme list.
  var themeIndex: Int
  var inputs: UnitInputs
  /// The build cache key.
  var key: String
  /// The unit's inputs as `UnitInputs.cacheDescription` states them, one per line: what
  /// the installed-theme record keeps, so the next plan can say what changed.
  var inputLines: [String]
  var action: UnitAction

  var spec: AssetSpec { inputs.spec }
  var theme: Theme { inputs.theme }
}
