import ThemePackSupport

/// Cap insets in pixels of one file, as an Xcode asset catalog's `cap-insets` stores them.
package struct SlicePixelInsets: Sendable, Hashable, Codable {
  package var top: Int
  package var left: Int
  package var bottom: Int
  package var right: Int

  package init(top: Int, left: Int, bottom: Int, right: Int) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
