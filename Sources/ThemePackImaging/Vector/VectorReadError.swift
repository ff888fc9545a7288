import ThemePackSupport

/// Why a vector file cannot be drawn; `reason` completes "FILE: …" on one line.
package struct VectorReadError: Error, Sendable, Equatable {
  package var reason: String

  package init(_ reason: String) {
    self.reason = reason
  }
}
