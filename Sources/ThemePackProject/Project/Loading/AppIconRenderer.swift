import ThemePackArchive
import ThemePackImaging

/// Draws a theme's app icon: its artwork read once (`AppIconArtwork`), tinted with the
/// theme's colours like any master, in every look and at any size.
///
/// The rules for a look the project does not draw (docs/project-format.md#app-icon): the
/// dark look is the glyph (with the foreground layer) in the theme's dark colour on
/// transparency; the tinted look is the dark look's grayscale silhouette.
package struct AppIconRenderer {
  package let spec: AppIconSpec
  package let theme: Theme
  /// The theme colour and its dark value, which a tinted master takes.
  package let color: ThemeRGBA
  package let darkColor: ThemeRGBA
  package let background: ThemeRGBA
  package let master: AppIconArtwork?
  package let layers: (background: AppIconArtwork?, foreground: AppIconArtwork?, glyph: AppIconArtwork)?
  package let darkMaster: AppIconArtwork?
  package let tintedMaster: AppIconArtwork?
  private let project: ThemeProject

  /// Reads every file `theme`'s icon names; throws `AppIconError` for a file that cannot
  /// be read or drawn, or a background colour the theme lacks.
  package init(project: ThemeProject, theme: Theme, spec: AppIconSpec) throws(AppIconError) {
    self.project = project
    self.spec = spec
    self.theme = theme
    color = theme.color
    darkColor = project.darkColor(of: theme)
    background = try Self.backgroundColor(spec, theme: theme, project: project)
    master = try spec.master.map { path throws(AppIconError) in try AppIconArtwork(path, in: project) }
    if let given = spec.layers {
      layers = (
        try given.background.map { path throws(AppIconError) in try AppIconArtwork(path, in: project) },
        try given.foreground.map { path throws(AppIconError) in try AppIconArtwork(path, in: project) },
        try AppIconArtwork(given.glyph, in: project)
      )
    } else {
      layers = nil
    }
    darkMaster = try spec.dark.map { path throws(AppIconError) in try AppIconArtwork(path, in: project) }
    tintedMaster = try spec.tinted.map { path throws(AppIconError) in try AppIconArtwork(path, in: project) }
    guard master != nil || layers != nil else {
      throw AppIconError(
        file: project.assetsPath + "/themepack.json", reason: "the app icon names no artwork")
    }
  }

  /// Every file the icon draws: master or layers, then the dark and tinted masters.
  package var artworks: [AppIconArtwork] {
    [master, layers?.background, layers?.foreground, layers?.glyph, darkMaster, tintedMaster].compactMap {
      $0
    }
  }

  /// The project folder the files' paths start from.
  package var projectPath: String { project.assetsPath }

  /// The colour `spec.background` names for `theme`: the theme colour, a colour of its
  /// `colors`, or a literal colour.
  package static func backgroundColor(
    _ spec: AppIconSpec, theme: Theme, project: ThemeProject
  ) throws(AppIconError) -> ThemeRGBA {
    let name = spec.background ?? AppIconSpec.themeColorBackground
    if name == AppIconSpec.themeColorBackground { return theme.color }
    if name.hasPrefix("#"), let parsed = try? ColorParser.parse(name) { return parsed }
    guard let named = theme.extraColors[name] else {
      throw AppIconError(
        file: theme.folderPath + "/theme.json",
        reason: "the app icon's background names colour '\(name)', which theme '\(theme.name)' does not have")
    }
    return named
  }

  /// The three looks at `side` × `side` pixels.
  package func looks(side: Int) throws(AppIconError) -> AppIconLooks {
    let glyph = try glyphImage(side: side, color: color)
    var canvas = Canvas(
      width: side, height: side,
      background: ThemeRGBA(
        red: background.red, green: background.green, blue: background.blue))
    if let back = layers?.background { canvas.draw(try draw(back, side: side), atX: 0, y: 0) }
    canvas.draw(glyph, atX: 0, y: 0)
    let dark: RGBAImage
    if let darkMaster {
      dark = tinted(try draw(darkMaster, side: side), color: darkColor)
    } else {
      dark = try glyphImage(side: side, color: darkColor)
    }
    let tinted = try tintedMaster.map { art throws(AppIconError) in try draw(art, side: side) }
    return AppIconLooks(
      any: AppIconLooks.opaque(canvas.result), dark: dark,
      tinted: tinted ?? AppIconLooks.silhouette(of: dark), background: background)
  }

  /// The glyph: the master, or the foreground and glyph layers, tinted with `color`, on
  /// transparency.
  package func glyphImage(side: Int, color: ThemeRGBA) throws(AppIconError) -> RGBAImage {
    if let master { return tinted(try draw(master, side: side), color: color) }
    guard let layers else { return RGBAImage(width: side, height: side, fill: .clear) }
    var canvas = Canvas(width: side, height: side)
    if let fore = layers.foreground { canvas.draw(try draw(fore, side: side), atX: 0, y: 0) }
    canvas.draw(tinted(try draw(layers.glyph, side: side), color: color), atX: 0, y: 0)
    return canvas.result
  }

  private func tinted(_ image: RGBAImage, color: ThemeRGBA) -> RGBAImage {
    guard let mode = spec.tint, mode != .none else { return image }
    return Tinter.tint(image, color: color, mode: mode)
  }

  private func draw(_ art: AppIconArtwork, side: Int) throws(AppIconError) -> RGBAImage {
    try art.image(side: side, file: project.assetsPath + "/" + art.path)
  }
}
