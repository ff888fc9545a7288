/// How an asset catalog image is sliced for resizing, as Xcode's Slicing inspector writes it.
///
/// Cap insets are **pixels of the file they belong to**: code-side insets of
/// (top 0, left 0, bottom 1, right 1) points are (0, 0, 2, 2) in the @2x entry and
/// (0, 0, 3, 3) in the @3x entry. The resizable centre is 1 pixel wide and high.
/// All-zero insets with the tile centre mode are known to misbehave in Xcode; the writer
/// writes them as given, so lint should catch them first.
public struct ImageResizing: Sendable, Equatable {
  /// Which edges have fixed caps.
  public enum Mode: String, Sendable, Equatable, CaseIterable {
    /// Left and right caps are fixed; the middle resizes horizontally.
    case threePartHorizontal = "3-part-horizontal"
    /// Top and bottom caps are fixed; the middle resizes vertically.
    case threePartVertical = "3-part-vertical"
    /// Four caps and four corners are fixed; the centre resizes both ways.
    case ninePart = "9-part"
  }

  /// How the resizable centre fills the space.
  public enum CenterMode: String, Sendable, Equatable, CaseIterable {
    case tile
    case stretch
  }

  /// Four cap insets in pixels, each ≥ 0.
  public struct Insets: Sendable, Equatable {
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

  public var mode: Mode
  public var center: CenterMode
  /// In pixels of this entry's file. A 3-part-horizontal slice writes only `left` and
  /// `right`, a 3-part-vertical one only `top` and `bottom`; the others must then be 0.
  public var capInsets: Insets

  public init(mode: Mode, center: CenterMode, capInsets: Insets) {
    self.mode = mode
    self.center = center
    self.capInsets = capInsets
  }
}
