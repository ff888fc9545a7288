import ThemePackImaging
import ThemePackSupport

/// The zoomed view of a drawing edit: the changed area (`ImageDiff.editBounds`: where the
/// drawing changed when its colour changed too, else where any pixel did) with a margin,
/// drawn at a whole multiple of its pixels (up to 32×) so the area's long side is about 192
/// CSS pixels, whatever the size of the image — a 3-pixel change in a 1000-pixel image shows
/// as large as a whole small icon's. The picture is a lens (`div.lens`, clipping the file
/// drawn at that scale) with the changed area outlined (`span.area`).
package enum DiffZoom {
  /// The part of the canvas a lens shows and the factor it draws it at.
  package struct Lens: Equatable, Sendable {
    package var area: PixelRect
    package var factor: Double
  }

  /// The lens over `bounds` in a `width` × `height` canvas: the bounds grown by a quarter of
  /// their long side (at least 2 pixels) on each side, kept inside the canvas.
  package static func lens(bounds: PixelRect, width: Int, height: Int) -> Lens {
    let margin = max(2, max(bounds.width, bounds.height) / 4)
    let x = max(0, bounds.x - margin)
    let y = max(0, bounds.y - margin)
    let right = min(width, bounds.x + bounds.width + margin)
    let bottom = min(height, bounds.y + bounds.height + margin)
    let area = PixelRect(x: x, y: y, width: right - x, height: bottom - y)
    let side = max(area.width, area.height, 1)
    let factor = side > 192 ? min(1, 320 / Double(side)) : Double(max(1, min(32, 192 / side)))
    return Lens(area: area, factor: factor)
  }

  /// The `figure.zoom` of the `kind` (`before` or `after`) picture of `image`; empty when that
  /// side has no picture or nothing changed.
  package static func figure(_ kind: String, _ image: ImageDiff) -> HTML {
    guard let bounds = image.editBounds, let path = kind == "before" ? image.before : image.after,
      let size = kind == "before" ? image.oldSize : image.newSize
    else { return .empty }
    let lens = lens(
      bounds: bounds, width: max(image.oldSize?[0] ?? 1, image.newSize?[0] ?? 1),
      height: max(image.oldSize?[1] ?? 1, image.newSize?[1] ?? 1))
    func px(_ value: Int) -> Int { Int((Double(value) * lens.factor).rounded()) }
    let area = lens.area
    let box = "width:\(px(area.width))px;height:\(px(area.height))px"
    let picture =
      "width:\(px(size[0]))px;height:\(px(size[1]))px;left:-\(px(area.x))px;top:-\(px(area.y))px"
    let outline =
      "left:\(px(bounds.x - area.x))px;top:\(px(bounds.y - area.y))px;width:\(px(bounds.width))px;"
      + "height:\(px(bounds.height))px"
    let scale = lens.factor >= 1 ? "\(Int(lens.factor))×" : "\(Int((lens.factor * 100).rounded()))%"
    return """
      <figure class="zoom \(kind)" data-factor="\(scale)"><div class="lens" style="\(box)">\
      <img src="\(path)" style="\(picture)" alt="\(image.file), \(kind), changed area">\
      <span class="area" style="\(outline)"></span></div>\
      <figcaption>\(kind), \(image.drawingBounds == nil ? "changed area" : "drawing changed") \
      \(bounds.reportText) at \(scale)</figcaption></figure>
      """
  }
}
