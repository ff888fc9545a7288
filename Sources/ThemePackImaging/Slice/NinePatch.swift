import ThemePackArchive
import ThemePackSupport

/// Android's nine-patch form of a resizable image (`name.9.png`): the image inside a
/// one-pixel frame whose pixels are opaque black (0, 0, 0, 255) or fully transparent.
///
/// The top and left lines mark what stretches: the centre between the cap insets, or the
/// whole side on an axis without caps (Android needs a mark on both, and an iOS image with
/// no caps on an axis stretches whole along it). The bottom and right lines mark the
/// content (padding) area, the same centre. The four corners stay transparent.
package enum NinePatch {
  package static let mark = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 255)

  /// `image` framed, with `insets` in pixels of `image`. Caps that would leave no centre
  /// are shortened so that at least one pixel stretches on each axis.
  package static func framed(_ image: RGBAImage, insets: SlicePixelInsets) -> RGBAImage {
    let (left, right) = centre(length: image.width, leading: insets.left, trailing: insets.right)
    let (top, bottom) = centre(length: image.height, leading: insets.top, trailing: insets.bottom)
    var framed = RGBAImage(
      width: image.width + 2, height: image.height + 2, fill: ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0))
    let rowBytes = image.width * 4
    for y in 0..<image.height {
      let from = y * rowBytes
      let to = ((y + 1) * framed.width + 1) * 4
      framed.pixels.replaceSubrange(to..<(to + rowBytes), with: image.pixels[from..<(from + rowBytes)])
    }
    for x in left..<(image.width - right) {
      framed[x + 1, 0] = mark
      framed[x + 1, framed.height - 1] = mark
    }
    for y in top..<(image.height - bottom) {
      framed[0, y + 1] = mark
      framed[framed.width - 1, y + 1] = mark
    }
    return framed
  }

  /// The caps along one axis, shortened (trailing first) until the centre is at least one
  /// pixel long.
  package static func centre(length: Int, leading: Int, trailing: Int) -> (Int, Int) {
    let lead = min(max(0, leading), length - 1)
    let trail = min(max(0, trailing), length - 1 - lead)
    return (lead, trail)
  }
}
