/// A named font of a project (`"fonts"` in `themepack.json`, overridden or added per theme in
/// `theme.json`): a PostScript family name and a size in points, with an optional weight,
/// Dynamic Type text style, line height and letter spacing.
package struct FontSpec: Sendable, Hashable {
  /// The font's name as `UIFont(name:size:)` takes it ("PingFangSC-Semibold"); never empty,
  /// without ',' (SwiftTheme writes fonts as "Name,size") or control characters.
  package var family: String
  /// The size in points, greater than 0 and at most `FontSpec.maximumSize`.
  package var size: Double
  /// The weight of a system font used when `family` is not installed; nil when not given.
  package var weight: FontWeight?
  /// The Dynamic Type style the size scales with; nil for a fixed size.
  package var textStyle: FontTextStyle?
  /// The SwiftTheme key path the font is written under (`Fonts.<name>` when nil).
  package var keyPath: String?
  /// The line height as a multiple of `size` (CSS and DTCG's unitless `lineHeight`), more than 0
  /// and at most `maximumLineHeight`; nil when not given (`defaultLineHeight` is written then).
  package var lineHeight: Double?
  /// The space added between letters, in points (negative tightens), at most
  /// `maximumLetterSpacing` either way; nil when not given (`defaultLetterSpacing` is written then).
  package var letterSpacing: Double?

  /// The largest size accepted, in points.
  package static let maximumSize = 1000.0
  /// The largest line height accepted, as a multiple of the size.
  package static let maximumLineHeight = 10.0
  /// The largest letter spacing accepted either way, in points.
  package static let maximumLetterSpacing = 100.0
  /// The line height written where a font gives none (tokens need one).
  package static let defaultLineHeight = 1.2
  /// The letter spacing written where a font gives none.
  package static let defaultLetterSpacing = 0.0

  package init(
    family: String, size: Double, weight: FontWeight? = nil, textStyle: FontTextStyle? = nil,
    keyPath: String? = nil, lineHeight: Double? = nil, letterSpacing: Double? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
    self.keyPath = keyPath
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }

  /// Why `lineHeight` cannot be a font's line height, or nil.
  package static func problem(withLineHeight lineHeight: Double) -> String? {
    lineHeight > 0 && lineHeight <= maximumLineHeight
      ? nil : "a line height is a multiple of the size, more than 0 and at most \(Int(maximumLineHeight))"
  }

  /// Why `letterSpacing` cannot be a font's letter spacing, or nil.
  package static func problem(withLetterSpacing letterSpacing: Double) -> String? {
    letterSpacing.isFinite && abs(letterSpacing) <= maximumLetterSpacing
      ? nil : "a letter spacing is points, at most \(Int(maximumLetterSpacing)) either way"
  }

  /// "PingFangSC-Semibold,17": the font as SwiftTheme's `ThemeFontPicker` reads it.
  package var swiftThemeValue: String { family + "," + PointSize.format(size) }
}
