/// A named font of a project (`"fonts"` in `themepack.json`, overridden or added per theme in
/// `theme.json`): a PostScript family name and a size in points, with an optional weight and
/// Dynamic Type text style.
public struct FontSpec: Sendable, Hashable {
  /// The font's name as `UIFont(name:size:)` takes it ("PingFangSC-Semibold"); never empty,
  /// without ',' (SwiftTheme writes fonts as "Name,size") or control characters.
  public var family: String
  /// The size in points, greater than 0 and at most `FontSpec.maximumSize`.
  public var size: Double
  /// The weight of a system font used when `family` is not installed; nil when not given.
  public var weight: FontWeight?
  /// The Dynamic Type style the size scales with; nil for a fixed size.
  public var textStyle: FontTextStyle?
  /// The SwiftTheme key path the font is written under (`Fonts.<name>` when nil).
  public var keyPath: String?

  /// The largest size accepted, in points.
  public static let maximumSize = 1000.0

  public init(
    family: String, size: Double, weight: FontWeight? = nil, textStyle: FontTextStyle? = nil,
    keyPath: String? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
    self.keyPath = keyPath
  }

  /// "PingFangSC-Semibold,17": the font as SwiftTheme's `ThemeFontPicker` reads it.
  public var swiftThemeValue: String { family + "," + PointSize.format(size) }
}
