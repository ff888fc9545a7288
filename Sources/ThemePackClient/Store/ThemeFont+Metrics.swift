extension ThemeFont {
  /// The line height and letter spacing of a theme font at the size it is drawn: what the UIKit
  /// helpers put in a paragraph style (`minimumLineHeight` = `maximumLineHeight`) and `kern`, and
  /// the SwiftUI helpers in `lineSpacing` and `kerning`. Portable, so the arithmetic is tested on
  /// Linux.
  public struct Metrics: Sendable, Equatable {
    /// The line height in points (the manifest's multiple times the size drawn), or nil to keep
    /// the font's own.
    public var lineHeight: Double?
    /// The points between letters at the size drawn (the manifest's letter spacing, given at the
    /// manifest's size, scaled with the size as Dynamic Type grows it), or nil for none.
    public var kern: Double?

    public init(lineHeight: Double?, kern: Double?) {
      self.lineHeight = lineHeight
      self.kern = kern
    }

    /// The metrics of `font` drawn at `pointSize` (sizes of 0 or less draw at `font.size`).
    public init(_ font: ThemeFont, pointSize: Double) {
      let size = pointSize > 0 && pointSize.isFinite ? pointSize : font.size
      lineHeight = font.lineHeight.map { $0 * size }
      kern = font.size > 0 && font.size.isFinite ? font.letterSpacing.map { $0 * size / font.size } : nil
    }

    /// The space SwiftUI's `lineSpacing` adds between lines for `lineHeight`, given the font's
    /// own line height (`UIFont.lineHeight`); 0 when there is no line height or it is smaller.
    public func lineSpacing(fontLineHeight: Double) -> Double {
      guard let lineHeight else { return 0 }
      return max(0, lineHeight - fontLineHeight)
    }
  }
}
