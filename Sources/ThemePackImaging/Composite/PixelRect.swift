import ThemePackSupport

/// A rectangle of whole pixels; `x` and `y` may be negative, the size may be zero.
package struct PixelRect: Sendable, Hashable, Codable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The part of this rectangle inside `0..<width × 0..<height`, `nil` when nothing is.
  package func clipped(toWidth width: Int, height: Int) -> PixelRect? {
    let left = max(0, x)
    let top = max(0, y)
    let right = min(width, x + max(0, self.width))
    let bottom = min(height, y + max(0, self.height))
    guard left < right && top < bottom else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
