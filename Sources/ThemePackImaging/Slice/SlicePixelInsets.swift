import ThemePackSupport

/// Cap insets in pixels of one file, as an Xcode asset catalog's `cap-insets` stores them.
public struct SlicePixelInsets: Sendable, Hashable, Codable {
  public var top: Int
  public var left: Int
  public var bottom: Int
  public var right: Int

  public init(top: Int, left: Int, bottom: Int, right: Int) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
