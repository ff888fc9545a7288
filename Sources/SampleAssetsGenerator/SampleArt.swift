import ThemePackImaging

/// The sample project's images, drawn in code at 3x (sizes in the comments are points).
enum SampleArt {
  /// Pixels per point: every master is drawn at 3x.
  static let scale = 3.0

  /// 2×2 pt, opaque white: the nav-bar background, tinted and sliced with caps (0, 0, 1, 1).
  static func themeColor() -> RGBAImage {
    var raster = Raster(width: 6, height: 6)
    raster.fill(.everywhere, .white)
    return raster.image()
  }

  /// 160×40 pt rounded button background (radius 8 pt), sliced with 10 pt caps.
  static func aboutButtonBackground() -> RGBAImage {
    var raster = Raster(width: 480, height: 120)
    raster.fill(.roundedRect(cx: 240, cy: 60, halfWidth: 240, halfHeight: 60, radius: 24), .white)
    return raster.image()
  }

  /// 100×35 pt outlined button (1.5 pt stroke, radius 6 pt) with a chevron on the right.
  static func chooseButton() -> RGBAImage {
    var raster = Raster(width: 300, height: 105)
    let stroke = 1.5 * scale
    let frame = DistanceField.roundedRect(
      cx: 150, cy: 52.5, halfWidth: 150 - stroke / 2, halfHeight: 52.5 - stroke / 2, radius: 18)
    raster.fill(frame.stroked(width: stroke), .white)
    raster.fill(chevron(x: 258, y: 52.5), .white)
    return raster.image()
  }

  /// The same button drawn by hand for the wisteria theme: filled in its colour, white chevron.
  static func wisteriaChooseButton() -> RGBAImage {
    var raster = Raster(width: 300, height: 105)
    let wisteria = Raster.Paint(bytes: 142, 68, 173)
    raster.fill(.roundedRect(cx: 150, cy: 52.5, halfWidth: 150, halfHeight: 52.5, radius: 18), wisteria)
    raster.fill(chevron(x: 258, y: 52.5), .white)
    return raster.image()
  }

  /// 280×35 pt search field: a faint pill with a magnifier glyph at full strength.
  static func searchButton() -> RGBAImage {
    var raster = Raster(width: 840, height: 105)
    raster.fill(
      .roundedRect(cx: 420, cy: 52.5, halfWidth: 420, halfHeight: 52.5, radius: 52.5),
      Raster.Paint(1, 1, 1, 0.25))
    let lens = DistanceField.circle(cx: 66, cy: 48, radius: 19).stroked(width: 6)
    let handle = DistanceField.capsule(x1: 80.5, y1: 62.5, x2: 97, y2: 79, radius: 3.6)
    raster.fill(lens.union(handle), .white)
    return raster.image()
  }

  /// 24×24 pt bus glyph for template tinting: body, wheels, windows and lights cut out.
  static func busIcon() -> RGBAImage {
    var raster = Raster(width: 72, height: 72)
    raster.fill(busGlyph(), .white)
    return raster.image()
  }

  /// 44×44 pt card for the theme picker, drawn by each theme in its own colour: a rounded
  /// square in `color` with the bus glyph in `onColor`.
  static func themePreview(color: Raster.Paint, onColor: Raster.Paint) -> RGBAImage {
    var raster = Raster(width: 132, height: 132)
    raster.fill(.roundedRect(cx: 66, cy: 66, halfWidth: 66, halfHeight: 66, radius: 30), color)
    let glyph = busGlyph()
    let offset = 30.0
    raster.fill(DistanceField { x, y in glyph.distance(x - offset, y - offset) }, onColor)
    return raster.image()
  }

  /// The bus glyph in a 72×72 px box.
  static func busGlyph() -> DistanceField {
    let body = DistanceField.roundedRect(cx: 36, cy: 32.5, halfWidth: 24.5, halfHeight: 26.5, radius: 9.2)
    let wheels = DistanceField.roundedRect(cx: 21.5, cy: 62.3, halfWidth: 5.2, halfHeight: 6.2, radius: 2.4)
      .union(.roundedRect(cx: 50.5, cy: 62.3, halfWidth: 5.2, halfHeight: 6.2, radius: 2.4))
    let window = DistanceField.roundedRect(cx: 36, cy: 23.4, halfWidth: 18.3, halfHeight: 9.6, radius: 3.1)
    let lights = DistanceField.circle(cx: 22.4, cy: 46.6, radius: 3.7)
      .union(.circle(cx: 49.6, cy: 46.6, radius: 3.7))
    return body.union(wheels).subtracting(window).subtracting(lights)
  }

  /// 64×64 pt full-colour badge (not tinted): a bus on a road under a morning sky.
  static func logo() -> RGBAImage {
    badge(
      skyTop: Raster.Paint(bytes: 255, 183, 77), skyBottom: Raster.Paint(bytes: 86, 180, 233),
      sky: .circle(cx: 126, cy: 66, radius: 26), skyBody: Raster.Paint(bytes: 255, 236, 130),
      road: Raster.Paint(bytes: 69, 73, 84), bus: Raster.Paint(bytes: 231, 76, 60),
      windows: Raster.Paint(bytes: 236, 240, 241))
  }

  /// The badge at night: the explicit dark image of `logo`.
  static func darkLogo() -> RGBAImage {
    let moon = DistanceField.circle(cx: 126, cy: 66, radius: 22)
      .subtracting(.circle(cx: 137, cy: 58, radius: 19))
    return badge(
      skyTop: Raster.Paint(bytes: 16, 24, 48), skyBottom: Raster.Paint(bytes: 44, 62, 80),
      sky: moon, skyBody: Raster.Paint(bytes: 236, 240, 241),
      road: Raster.Paint(bytes: 28, 30, 36), bus: Raster.Paint(bytes: 192, 57, 43),
      windows: Raster.Paint(bytes: 241, 196, 15))
  }

  private static func badge(
    skyTop: Raster.Paint, skyBottom: Raster.Paint, sky: DistanceField, skyBody: Raster.Paint,
    road: Raster.Paint, bus: Raster.Paint, windows: Raster.Paint
  ) -> RGBAImage {
    var raster = Raster(width: 192, height: 192)
    let disc = DistanceField.circle(cx: 96, cy: 96, radius: 93)
    raster.fill(disc) { _, y in
      let t = max(0, min(1, (y - 3) / 186))
      return Raster.Paint(
        skyTop.red + (skyBottom.red - skyTop.red) * t, skyTop.green + (skyBottom.green - skyTop.green) * t,
        skyTop.blue + (skyBottom.blue - skyTop.blue) * t)
    }
    raster.fill(sky, skyBody)
    raster.fill(
      disc.intersecting(.roundedRect(cx: 96, cy: 160, halfWidth: 96, halfHeight: 32, radius: 0)), road)
    let body = DistanceField.roundedRect(cx: 92, cy: 122, halfWidth: 58, halfHeight: 26, radius: 10)
    raster.fill(body, bus)
    for index in 0..<4 {
      let x = 52 + Double(index) * 24
      raster.fill(.roundedRect(cx: x, cy: 114, halfWidth: 8.5, halfHeight: 8, radius: 2.5), windows)
    }
    let wheels = DistanceField.circle(cx: 62, cy: 150, radius: 11).union(
      .circle(cx: 122, cy: 150, radius: 11))
    raster.fill(wheels, Raster.Paint(bytes: 33, 33, 33))
    raster.fill(
      DistanceField.circle(cx: 62, cy: 150, radius: 4.5).union(.circle(cx: 122, cy: 150, radius: 4.5)),
      Raster.Paint(bytes: 189, 195, 199))
    return raster.image()
  }

  /// A right-pointing chevron of two round-ended strokes, centred at (x, y).
  static func chevron(x: Double, y: Double) -> DistanceField {
    DistanceField.capsule(x1: x - 6, y1: y - 13, x2: x + 6.5, y2: y, radius: 2.6)
      .union(.capsule(x1: x + 6.5, y1: y, x2: x - 6, y2: y + 13, radius: 2.6))
  }
}
