/// How an asset stretches: cap insets in points and what the centre does.
public struct ThemeSlice: Sendable, Equatable, Decodable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  /// `"9-part"`, `"3-part-horizontal"`, `"3-part-vertical"` (the manifest's `"mode"`).
  public var mode: String?
  /// `"stretch"` or `"tile"` (the manifest's `"center"`; default `"tile"`).
  public var center: String
  /// The size in points of the sliced files (caps and a reduced centre), when the manifest
  /// gives it (nil for manifests written before slices recorded it).
  package var size: ThemeSize?

  private enum Keys: String, CodingKey { case insets, mode, center, size }
  private enum InsetKeys: String, CodingKey { case top, left, bottom, right }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let insets = try container.nestedContainer(keyedBy: InsetKeys.self, forKey: .insets)
    top = try insets.decode(Double.self, forKey: .top)
    left = try insets.decode(Double.self, forKey: .left)
    bottom = try insets.decode(Double.self, forKey: .bottom)
    right = try insets.decode(Double.self, forKey: .right)
    mode = try? container.decodeIfPresent(String.self, forKey: .mode)
    center = (try? container.decodeIfPresent(String.self, forKey: .center)) ?? "tile"
    size = try? container.decodeIfPresent(ThemeSize.self, forKey: .size)
  }
}
