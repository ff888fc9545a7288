/// A font of a theme, from the manifest's `fonts`: a PostScript name and a size in points,
/// with the weight of the system font to use when the name is not installed and the Dynamic
/// Type text style the size scales with, and the line height and letter spacing the theme gives.
/// Read leniently: a font without a usable family or a size above 0 is left out; an unknown
/// weight or style is kept as text (newer manifests); a line height or letter spacing out of
/// range or of the wrong type is dropped (the font's own metrics are used).
public struct ThemeFont: Sendable, Equatable, Decodable {
  public var family: String
  /// Points, at the default text size when `textStyle` is set.
  public var size: Double
  /// `UIFont.Weight`'s name ("semibold"), when given.
  public var weight: String?
  /// `UIFont.TextStyle`'s name ("headline"), when given.
  public var textStyle: String?
  /// The line height as a multiple of the size (more than 0, at most 10); nil: the font's own.
  public var lineHeight: Double?
  /// Points added between letters (at most 100 either way); nil: none.
  public var letterSpacing: Double?

  public init(
    family: String, size: Double, weight: String? = nil, textStyle: String? = nil, lineHeight: Double? = nil,
    letterSpacing: Double? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.textStyle = textStyle
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }

  private enum Keys: String, CodingKey { case family, size, weight, textStyle, lineHeight, letterSpacing }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    family = try container.decode(String.self, forKey: .family)
    size = try container.decode(Double.self, forKey: .size)
    guard !family.isEmpty, size > 0, size.isFinite, size <= 1000 else {
      throw DecodingError.dataCorruptedError(forKey: .size, in: container, debugDescription: "unusable font")
    }
    weight = try? container.decodeIfPresent(String.self, forKey: .weight)
    textStyle = try? container.decodeIfPresent(String.self, forKey: .textStyle)
    lineHeight = (try? container.decodeIfPresent(Double.self, forKey: .lineHeight)).flatMap {
      $0 > 0 && $0 <= 10 ? $0 : nil
    }
    letterSpacing = (try? container.decodeIfPresent(Double.self, forKey: .letterSpacing)).flatMap {
      $0.isFinite && abs($0) <= 100 ? $0 : nil
    }
  }
}
