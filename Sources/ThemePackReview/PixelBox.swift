/// A rectangle of pixels: the smallest one holding every changed pixel of an image.
public struct PixelBox: Sendable, Hashable, Codable {
  /// The left column and the top row, from 0.
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `x,y width×height`, as the text report writes it.
  public var text: String { "\(x),\(y) \(width)×\(height)" }
}
