import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// The contact sheet's font rows, below the assets: per font role its name and face in the
/// sheet's bitmap font, then the theme's sample text drawn with FreeType in the face the theme
/// ships (`PreviewFontSample.sheetLine`), so the PNG shows the real glyphs; a role without a
/// face gets a line saying it is drawn in the system font on the device (the sheet has none).
package enum ContactSheetFonts {
  static let labelScale = ContactSheet.labelScale
  static let lineGap = 8

  /// The height the rows of `samples` take, with a gap above them; 0 without samples.
  package static func height(of samples: [PreviewFontSample]) -> Int {
    guard !samples.isEmpty else { return 0 }
    return ContactSheet.gap + samples.map(rowHeight).reduce(0, +)
  }

  /// Draws the rows of `samples` from `y` at `x` in `color`.
  package static func draw(
    _ samples: [PreviewFontSample], on canvas: inout Canvas, x: Int, y: Int, color: ThemeRGBA
  ) {
    var top = y + ContactSheet.gap
    for sample in samples {
      let face = sample.face?.postScriptName ?? sample.spec.family
      BitmapFont.draw(
        "\(sample.role) · \(face) \(PointSize.format(sample.spec.size)) PT", on: &canvas, x: x, y: top,
        scale: labelScale, color: color)
      let lineTop = top + labelHeight + lineGap
      if let line = sample.sheetLine {
        canvas.draw(PreviewFontSample.colored(line, color), atX: x, y: lineTop)
      } else {
        BitmapFont.draw(
          "SYSTEM FONT ON THE DEVICE (NOT SHIPPED)", on: &canvas, x: x, y: lineTop, scale: labelScale,
          color: ThemeRGBA(red: color.red, green: color.green, blue: color.blue, alpha: 160))
      }
      top += rowHeight(sample)
    }
  }

  private static var labelHeight: Int { BitmapFont.glyphHeight * labelScale }

  private static func rowHeight(_ sample: PreviewFontSample) -> Int {
    labelHeight + lineGap + (sample.sheetLine?.height ?? labelHeight) + ContactSheet.gap
  }
}
