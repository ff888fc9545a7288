/// What the build wrote for one asset of one theme.
public struct BuiltAsset: Sendable {
  public var name: String
  /// Size in points of the shipped files (after slicing).
  public var pointWidth: Double
  public var pointHeight: Double
  /// Scales with a light ("any") file.
  public var scales: [Int]
  /// Scales with a dark file; empty when the asset looks the same in dark mode.
  public var darkScales: [Int]
  /// The slice in points, for resizable assets.
  public var slice: SliceSpec?
  public var sliceMode: SliceMode?
  /// Per scale, the slice in pixels of that scale's file (cap insets and centre size).
  public var resizing: [Int: ImageResizing]
  /// Files written (runtime folder and asset catalog) and their bytes.
  public var filesWritten: Int
  public var bytesWritten: Int
  /// The images, by scale, kept only when the build was asked to retain them (preview).
  public var lightImages: [Int: RGBAImage]
  public var darkImages: [Int: RGBAImage]
  /// For resizable assets, when retained: the light image before slicing at the highest
  /// scale, tinted like the slice.
  public var unslicedLight: RGBAImage?
}
