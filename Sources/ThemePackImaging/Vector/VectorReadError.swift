import ThemePackSupport

/// Why a vector file cannot be drawn; `reason` completes "FILE: …" on one line.
public struct VectorReadError: Error, Sendable, Equatable {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }
}
