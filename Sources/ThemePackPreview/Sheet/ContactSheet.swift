import ThemePackArchive
import ThemePackImaging

/// One PNG per theme for CI artifacts and pull-request comments, drawn with `Canvas`:
/// the light half on the left, the dark half on the right, each with the theme's colour and
/// dark colour (hex and contrast against that half's background), the navigation bar at
/// 390 pt, then every asset on that background with its name, then each font role's sample
/// text drawn with FreeType in the theme's own face (`ContactSheetFonts`).
///
/// Everything is drawn at @2x (the file of the nearest scale when an asset has no @2x);
/// assets larger than `maximumAssetSide` pixels are scaled down to fit.
package enum ContactSheet {
  package static let scale = PreviewFontSample.sheetScale
  package static let margin = 24
  package static let gap = 20
  package static let swatchSide = 96
  package static let titleScale = 4
  package static let labelScale = 2
  package static let maximumAssetSide = 360

  /// Where things go on a sheet: both halves share one layout.
  package struct Layout {
    package var halfWidth: Int
    package var height: Int
    package var titleY: Int
    package var swatchY: Int
    /// The navigation bar's top-left corner inside a half.
    package var barX: Int
    package var barY: Int
    /// Each asset's image position inside a half, in the order of `PreviewThemeView.assets`.
    package var assetOrigins: [(x: Int, y: Int)]
    /// Where the font rows start inside a half.
    package var fontY: Int = 0
  }

  package static func render(
    _ theme: PreviewThemeView, lightBackground: ThemeRGBA, darkBackground: ThemeRGBA
  ) -> RGBAImage {
    let images = theme.assets.map(sheetImages)
    let layout = layout(theme, images: images)
    var canvas = Canvas(
      width: layout.halfWidth * 2, height: layout.height, background: opaque(lightBackground))
    canvas.fill(
      PixelRect(x: layout.halfWidth, y: 0, width: layout.halfWidth, height: layout.height),
      color: opaque(darkBackground))
    for appearance in [ThemeAppearance.light, .dark] {
      let left = appearance == .light ? 0 : layout.halfWidth
      let background = opaque(appearance == .light ? lightBackground : darkBackground)
      let text = PreviewPalette.text(on: background)
      BitmapFont.draw(
        "\(theme.theme.name) · \(PreviewFormat.title(appearance))\(theme.theme.isHypothetical ? " (TRY)" : "")",
        on: &canvas, x: left + margin, y: layout.titleY, scale: titleScale, color: text)
      let swatches = [("THEME", theme.theme.color), ("DARK", theme.theme.darkColor)]
      for (index, (label, color)) in swatches.enumerated() {
        let x = left + margin + index * (layout.halfWidth - 2 * margin) / 2
        canvas.fill(
          PixelRect(x: x - 1, y: layout.swatchY - 1, width: swatchSide + 2, height: swatchSide + 2),
          color: frameColor(text))
        canvas.fill(
          PixelRect(x: x, y: layout.swatchY, width: swatchSide, height: swatchSide),
          color: opaque(color))
        let ratio = WCAGContrast.ratio(color, background)
        let lines = [
          "\(label) \(color.hexString)",
          "\(PreviewFormat.ratio(ratio)) ON \(background.hexString)",
          PreviewFormat.rating(ratio),
        ]
        for (line, content) in lines.enumerated() {
          BitmapFont.draw(
            content, on: &canvas, x: x + swatchSide + 14,
            y: layout.swatchY + 8 + line * (BitmapFont.glyphHeight + 5) * labelScale,
            scale: labelScale, color: text)
        }
      }
      if let bar = theme.sheetBar {
        let image = bar.pair.side(appearance).image
        frame(image.width, image.height, on: &canvas, x: left + layout.barX, y: layout.barY, text)
        canvas.draw(image, atX: left + layout.barX, y: layout.barY)
        BitmapFont.draw(
          "NAV BAR \(PreviewFormat.number(bar.width)) PT", on: &canvas, x: left + layout.barX,
          y: layout.barY + image.height + 8, scale: labelScale, color: text)
      } else {
        BitmapFont.draw(
          "NO NAV BAR", on: &canvas, x: left + layout.barX, y: layout.barY, scale: labelScale,
          color: text)
      }
      for (index, origin) in layout.assetOrigins.enumerated() {
        let image = appearance == .light ? images[index].light : images[index].dark
        let x = left + origin.x
        frame(image.width, image.height, on: &canvas, x: x, y: origin.y, text)
        canvas.draw(image, atX: x, y: origin.y)
        BitmapFont.draw(
          theme.assets[index].asset.name, on: &canvas, x: x,
          y: origin.y + max(images[index].light.height, images[index].dark.height) + 8,
          scale: labelScale, color: text)
      }
      ContactSheetFonts.draw(theme.fontSamples, on: &canvas, x: left + margin, y: layout.fontY, color: text)
    }
    return canvas.result
  }

  /// Where the title, swatches, bar and assets of `theme` go.
  package static func layout(
    _ theme: PreviewThemeView, images: [(light: RGBAImage, dark: RGBAImage)]
  ) -> Layout {
    let barWidth = theme.sheetBar.map { $0.pair.light.image.width } ?? 0
    let barHeight = theme.sheetBar.map { $0.pair.light.image.height } ?? 0
    let halfWidth = max(
      Int(PreviewNavigationBar.contactSheetWidth) * scale + 2 * margin, barWidth + 2 * margin)
    let titleY = margin
    let swatchY = titleY + BitmapFont.glyphHeight * titleScale + gap
    let barY = swatchY + swatchSide + gap + 8
    let labelHeight = BitmapFont.glyphHeight * labelScale
    var y = barY + max(barHeight, labelHeight) + 8 + labelHeight + 2 * gap
    var x = margin
    var rowHeight = 0
    var origins: [(x: Int, y: Int)] = []
    for (index, pair) in images.enumerated() {
      let width = max(
        pair.light.width, pair.dark.width,
        BitmapFont.width(of: theme.assets[index].asset.name, scale: labelScale))
      let height = max(pair.light.height, pair.dark.height) + 8 + labelHeight
      if x > margin && x + width > halfWidth - margin {
        x = margin
        y += rowHeight + gap
        rowHeight = 0
      }
      origins.append((x, y))
      x += width + gap
      rowHeight = max(rowHeight, height)
    }
    let fontY = y + rowHeight
    return Layout(
      halfWidth: halfWidth, height: fontY + ContactSheetFonts.height(of: theme.fontSamples) + margin,
      titleY: titleY, swatchY: swatchY, barX: margin, barY: barY, assetOrigins: origins, fontY: fontY)
  }

  /// The light and dark image an asset shows on the sheet: the file at @2x (or the nearest
  /// scale), a sliced asset drawn at its point size, scaled down when too large.
  package static func sheetImages(_ view: PreviewAssetView) -> (light: RGBAImage, dark: RGBAImage) {
    let asset = view.asset
    guard let scale = PreviewPageBuilder.nearestScale(to: scale, in: asset.scales),
      let file = view.files.first(where: { $0.scale == scale })
    else {
      let empty = RGBAImage(width: 1, height: 1, fill: .clear)
      return (empty, empty)
    }
    func prepare(_ image: RGBAImage) -> RGBAImage {
      var image = image
      if let slice = asset.slice, let insets = file.insets {
        image = SliceRenderer.render(
          image, pixelInsets: insets, center: slice.center,
          width: max(1, Resampler.pixelSize(points: asset.pointWidth, scale: scale)),
          height: max(1, Resampler.pixelSize(points: asset.pointHeight, scale: scale)))
      }
      let side = max(image.width, image.height)
      guard side > maximumAssetSide else { return image }
      return Resampler.resize(
        image, width: max(1, image.width * maximumAssetSide / side),
        height: max(1, image.height * maximumAssetSide / side))
    }
    return (prepare(file.pair.light.image), prepare(file.pair.dark.image))
  }

  /// A one-pixel frame just outside `width × height` at `(x, y)`, faint in the text colour,
  /// so the bounds of a transparent image show.
  private static func frame(
    _ width: Int, _ height: Int, on canvas: inout Canvas, x: Int, y: Int, _ text: ThemeRGBA
  ) {
    let color = frameColor(text)
    canvas.fill(PixelRect(x: x - 1, y: y - 1, width: width + 2, height: 1), color: color)
    canvas.fill(PixelRect(x: x - 1, y: y + height, width: width + 2, height: 1), color: color)
    canvas.fill(PixelRect(x: x - 1, y: y, width: 1, height: height), color: color)
    canvas.fill(PixelRect(x: x + width, y: y, width: 1, height: height), color: color)
  }

  private static func opaque(_ color: ThemeRGBA) -> ThemeRGBA {
    ThemeRGBA(red: color.red, green: color.green, blue: color.blue)
  }

  private static func frameColor(_ text: ThemeRGBA) -> ThemeRGBA {
    ThemeRGBA(red: text.red, green: text.green, blue: text.blue, alpha: 72)
  }
}
