import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// Android resources per theme, `android/<theme>/res/`: `drawable-mdpi` … `drawable-xxxhdpi`
/// (1x, 1.5x, 2x, 3x, 4x of the size in points, each rendered from the highest scale
/// built), dark images in `drawable-night-*dpi`, every resizable asset as a nine-patch
/// `name.9.png` at every density, and `values/colors.xml` with `values-night/colors.xml`.
/// Names follow `AndroidResourceName`; two names that become one are refused.
package struct AndroidLayout: OutputLayout {
  /// The folder of every theme's resources inside the output folder.
  package static let folder = "android"

  /// Android's densities and the scale of each.
  package static let densities: [(name: String, scale: ExtraRendition)] = [
    ("mdpi", ExtraRendition(1, ninePatch: true)), ("hdpi", ExtraRendition(3, 2, ninePatch: true)),
    ("xhdpi", ExtraRendition(2, ninePatch: true)), ("xxhdpi", ExtraRendition(3, ninePatch: true)),
    ("xxxhdpi", ExtraRendition(4, ninePatch: true)),
  ]

  package init() {}

  package var name: String { "android" }

  package var rootFolder: String { Self.folder }

  package func themeFolder(of theme: String) -> String { Self.folder + "/" + theme + "/res" }

  package var extraRenditions: [ExtraRendition] { Self.densities.map(\.scale) }

  package func path(of file: ImageFileName) -> String? {
    guard let extra = file.extra, !extra.wholeOfResizable,
      let density = Self.densities.first(where: { $0.scale.plain == extra.plain })
    else { return nil }
    let folder = "drawable" + (file.appearance.isDark ? "-night-" : "-") + density.name
    return folder + "/" + AndroidResourceName.convert(file.asset) + (extra.ninePatch ? ".9.png" : ".png")
  }

  /// `values/colors.xml` and `values-night/colors.xml` (the latter only with dark colours), and
  /// the theme's font files with their family XMLs in `font/` (`AndroidFontResources`).
  package func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    let file = themeFolder(of: theme.name)
    if let (first, second, android) = AndroidResourceName.collisions(theme.assets.map(\.name)).first {
      throw .image(
        file: file,
        reason: AndroidResourceName.collisionMessage(kind: "asset", first, second, android: android))
    }
    let colors = Self.colors(of: theme)
    if let (first, second, android) = AndroidResourceName.colorCollisions(
      ["color"] + theme.extraColors.keys.sorted()
    ).first {
      throw .image(
        file: file,
        reason: AndroidResourceName.collisionMessage(kind: "colour", first, second, android: android))
    }
    var seen = Set<String>()
    if let clash = colors.map(\.name).first(where: { !seen.insert($0).inserted }) {
      throw .image(
        file: file,
        reason: "a colour becomes '\(clash)' in Android resources, the glass bar's name: rename it")
    }
    let day = colors.map { ($0.name, $0.day) }
    var files = [OutputFile(path: "values/colors.xml", bytes: Self.xml(day))]
    let night = colors.compactMap { color in color.night.map { (color.name, $0) } }
    if !night.isEmpty { files.append(OutputFile(path: "values-night/colors.xml", bytes: Self.xml(night))) }
    return files + (try AndroidFontResources.files(of: theme, folder: file))
  }

  /// Every colour of `theme` this layout writes, by Android name: the theme colour `color`,
  /// the extra colours by name, then each of them again as `<name>_high_contrast` with its
  /// Increase Contrast values (`AndroidResourceName.colorNames`; Android has no resource
  /// qualifier for contrast, so an app picks the twin itself when
  /// `UiModeManager.getContrast()` is high). `night` is the value in `values-night/`: always
  /// for the theme colour and its twin, else only where it differs from the day one. The one
  /// place the layout reads colours.
  package static func colors(of theme: BuiltTheme) -> [(name: String, day: ThemeRGBA, night: ThemeRGBA?)] {
    let names = ["color"] + theme.extraColors.keys.sorted()
    let android = AndroidResourceName.colorNames(names).map(\.android)
    let values = names.map { theme.values(of: $0) }
    let pairs = dayAndNight.flatMap { day, night in values.map { ($0[day], $0[night]) } }
    return zip(android, pairs).enumerated().map { index, entry in
      let (name, (day, night)) = entry
      let isThemeColor = index == 0 || index == names.count
      return (name, day, isThemeColor || night != day ? night : nil)
    } + glassBarColors(of: theme)
  }

  /// The appearances of Android's day and night (`values/`, `values-night/`: two-valued, as
  /// Android qualifies resources), without and then with Increase Contrast (the `_high_contrast`
  /// twins).
  private static let dayAndNight: [(day: ThemeAppearance, night: ThemeAppearance)] = [
    (.light, .dark), (.lightHighContrast, .darkHighContrast),
  ]

  /// The Android names of the glass bar's colours: title, tint, glass tint.
  package static let glassBarNames = ["glass_bar_title", "glass_bar_tint", "glass_bar_glass_tint"]

  /// The navigation bar's glass form, when the project gives one: `glass_bar_title`,
  /// `glass_bar_tint` and `glass_bar_glass_tint` (its opacity in its alpha), then their
  /// `_high_contrast` twins, each with its `values-night/` value.
  package static func glassBarColors(of theme: BuiltTheme) -> [(
    name: String, day: ThemeRGBA, night: ThemeRGBA?
  )] {
    guard let glass = theme.glassBar else { return [] }
    let values = [glass.title, glass.tint, glass.glassTint]
    return dayAndNight.flatMap { day, night in
      zip(glassBarNames, values).map { name, value in
        (name + (day.isHighContrast ? AndroidResourceName.highContrastSuffix : ""), value[day], value[night])
      }
    }
  }

  /// A `colors.xml`: one `<color>` per entry, in the order given, names as given.
  package static func xml(_ colors: [(String, ThemeRGBA)]) -> [UInt8] {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
    for (name, color) in colors {
      text += "    <color name=\"\(name)\">\(hex(color))</color>\n"
    }
    return Array((text + "</resources>\n").utf8)
  }

  /// `#RRGGBB` for an opaque colour, else `#AARRGGBB`.
  package static func hex(_ color: ThemeRGBA) -> String {
    let parts = (color.alpha == 255 ? [] : [color.alpha]) + [color.red, color.green, color.blue]
    return "#"
      + parts.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
