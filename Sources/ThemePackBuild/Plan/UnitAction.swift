/// What the build does with one unit.
package enum UnitAction: Sendable {
  /// Its theme is installed and up to date: nothing is done; the asset (from the theme's
  /// installed record) says what it holds.
  case keep(BuiltAsset)
  /// Its files are linked from the cache entry.
  case restore(BuildCacheEntry)
  /// Its files are the same for every theme and the unit at this index makes them; they
  /// are linked from there.
  case share(source: Int)
  /// It is rendered, for this reason.
  case render(RebuildReason)
  /// Nothing to make: a made-up theme (`--try-color`) has no file of a per-theme asset.
  case skip

  /// Whether the unit's files come from an earlier build.
  package var isFromCache: Bool {
    switch self {
    case .keep, .restore: return true
    case .share, .render, .skip: return false
    }
  }

  /// Whether the unit is rendered (and its files stored in the cache).
  package var isRender: Bool {
    if case .render = self { return true }
    return false
  }
}
