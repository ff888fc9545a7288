import Foundation

/// True for the first caller of `claim` only.
final class OnceFlag: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var taken = false

  var claimed: Bool { lock.withLock { taken } }

  func claim() -> Bool {
    lock.withLock {
      defer { taken = true }
      return !taken
    }
  }
}
