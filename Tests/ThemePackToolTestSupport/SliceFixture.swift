import ThemePackArchive
import ThemePackImaging

/// Masters for slicing tests whose centre has a chosen shape along each axis.
///
/// Pixel `(x, y)` is `color(column class of x, row class of y)`. A cap column or row has its
/// own class (its index); centre columns (rows) get a class from `Shape`, so the centre is
/// uniform, periodic or a gradient along that axis across the whole image, caps included.
package enum SliceFixture {
  package enum Shape: Sendable, CustomStringConvertible {
    case uniform
    case period(Int)
    case gradient

    package func centerClass(_ offset: Int) -> Int {
      switch self {
      case .uniform: 1000
      case .period(let period): 1000 + offset % period
      case .gradient: 1000 + offset
      }
    }

    package var description: String {
      switch self {
      case .uniform: "uniform"
      case .period(let period): "period \(period)"
      case .gradient: "gradient"
      }
    }
  }

  package static func color(_ column: Int, _ row: Int) -> ThemeRGBA {
    ThemeRGBA(
      red: UInt8((column &* 37 &+ row &* 11) & 255), green: UInt8((column &* 13 &+ row &* 71) & 255),
      blue: UInt8((column ^ (row &* 5)) & 255), alpha: UInt8(128 + (column + 3 * row) % 128))
  }

  package static func master(
    width: Int, height: Int, insets: SlicePixelInsets, horizontal: Shape, vertical: Shape
  ) -> RGBAImage {
    func classes(_ length: Int, _ leading: Int, _ trailing: Int, _ shape: Shape) -> [Int] {
      (0..<length).map { index in
        index < leading || index >= length - trailing ? index : shape.centerClass(index - leading)
      }
    }
    let columns = classes(width, insets.left, insets.right, horizontal)
    let rows = classes(height, insets.top, insets.bottom, vertical)
    var image = RGBAImage(width: width, height: height, fill: .clear)
    for y in 0..<height {
      for x in 0..<width { image[x, y] = color(columns[x], rows[y]) }
    }
    return image
  }
}
