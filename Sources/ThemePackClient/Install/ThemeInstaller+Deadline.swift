import Foundation

extension ThemeInstaller {
  /// What is left of the running call's `timeout` (all of it outside a call).
  var remaining: Duration {
    guard let deadline else { return timeout }
    return max(.zero, deadline - ContinuousClock.now)
  }

  /// What is left of the deadline for the next download; throws `timedOut` when nothing is
  /// (so `--timeout` bounds the whole install, not each download).
  func remainingTime() throws(ThemeFetchError) -> Duration {
    let left = remaining
    guard left > .zero else { throw .timedOut(timeout) }
    return left
  }

  /// `error` with a timeout worded as the whole install's (`timeout`), not what was left of
  /// it when the download began.
  func stated(_ error: ThemeFetchError) -> ThemeFetchError {
    guard case .timedOut = error else { return error }
    return .timedOut(timeout)
  }
}
