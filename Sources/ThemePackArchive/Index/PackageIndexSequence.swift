/// How far an index's `sequence` may leap. Shared by `themepack package`, which never writes
/// a sequence a fresh app would refuse, and the client, which refuses an index whose sequence
/// is far ahead of the newest it accepted: a mistaken huge sequence (a typo, a millisecond
/// clock) would otherwise be accepted and lock the app out of every correct index after it.
package enum PackageIndexSequence {
  /// 2³², far beyond any count of published changes and beyond a Unix time in seconds used as
  /// a sequence, far below the largest integer a JSON reader keeps exactly (2⁵³).
  package static let maxLeap = 1 << 32

  /// True when `sequence` is more than `maxLeap` ahead of `accepted` (0 when none was).
  package static func leapsTooFar(_ sequence: Int, from accepted: Int) -> Bool {
    let accepted = max(accepted, 0)
    return sequence > accepted && sequence - accepted > maxLeap
  }
}
