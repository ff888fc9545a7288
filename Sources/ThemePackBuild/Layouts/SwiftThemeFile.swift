import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// `<theme>.plist` in a runtime theme folder: the theme in SwiftTheme's format, so an app
/// using SwiftTheme loads a ThemePack package with
/// `ThemeManager.setTheme(plistName: theme, path: .sandbox(folderURL))`.
///
/// Colours are `#RRGGBB` (`#RRGGBBAA` when not opaque) under `Global.themeColor` for the
/// theme colour and `Colors.<name>` for each extra colour; images are file names relative to
/// the folder under `Images.<asset>` (the 1x file when there is one, which UIKit's
/// `contentsOfFile:` resolves to @2x/@3x itself, else the lowest scale built); a resizable
/// asset's is its whole drawing (`bar.whole.png`, see `images(of:)`), with its cap insets at
/// `CapInsets.<key path>` (`capInsets(of:)`), since SwiftTheme knows none. A key path the
/// project gives (`colorKeyPath`, a colour's or an asset's `keyPath`) replaces the default
/// one. The night appearance repeats every key path under `Night.`: the dark colour or dark
/// image where there is one, else the same value. Increase Contrast repeats them again under
/// `HighContrast.` (light) and `NightHighContrast.` (dark): the high-contrast colours, and
/// the high-contrast images where built, else those of the same luminosity (so each prefix
/// is a whole theme an app can switch to).
/// The navigation bar's glass form (`navigationBar.glass`) is three more colours under
/// `GlassBar.` (`glassBarColors(of:)`), in every appearance like the others.
/// Fonts are `"Name,size"` (what SwiftTheme's `ThemeFontPicker` reads) under `Fonts.<name>`
/// or the font's own `keyPath`; components write each role under
/// `Components.<component>.<role>.color` (its colour in that appearance) and `.font`, under
/// every prefix too.
///
/// SwiftTheme itself switches whole theme files (its demo loads `Night.plist`), not key-path
/// prefixes, so each appearance is also a theme file of its own beside it:
/// `<theme>.Night.plist`, `<theme>.HighContrast.plist` and `<theme>.NightHighContrast.plist`
/// hold the same key paths without a prefix, with that appearance's values. An app switches
/// with `ThemeManager.setTheme(plistName: "blue.Night", path: .sandbox(folder))` on a trait
/// change; the prefixed trees stay in `<theme>.plist` for apps that read them.
package enum SwiftThemeFile {
  /// The file's name in the theme folder.
  package static func fileName(of theme: String) -> String { theme + ".plist" }

  /// The theme file of one appearance besides light: `blue.Night.plist`.
  package static func fileName(of theme: String, appearance: ThemeAppearance) -> String {
    guard let root = SwiftThemeKeyPath.root(of: appearance) else { return fileName(of: theme) }
    return theme + "." + root + ".plist"
  }

  /// Every file name `files(for:)` writes for `theme`.
  package static func fileNames(of theme: String) -> [String] {
    ThemeAppearance.allCases.map { fileName(of: theme, appearance: $0) }
  }

  /// The plist of `theme` with every appearance under its prefix.
  package static func file(for theme: BuiltTheme) throws(BuildError) -> OutputFile {
    let prefixed = values(of: theme).map { (prefix(of: $0.appearance) + $0.keyPath, $0.value) }
    return try plist(theme, fileName(of: theme.name), prefixed)
  }

  /// `file(for:)` and one theme file per appearance besides light, unprefixed.
  package static func files(for theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    let values = values(of: theme)
    var files = [try file(for: theme)]
    for appearance in ThemeAppearance.allCases where appearance != .light {
      let own = values.filter { $0.appearance == appearance }.map { ($0.keyPath, $0.value) }
      files.append(try plist(theme, fileName(of: theme.name, appearance: appearance), own))
    }
    return files
  }

  /// The file `name` of `theme` holding `values` (key path, value).
  private static func plist(
    _ theme: BuiltTheme, _ name: String, _ values: [(String, SwiftThemePlist.Node)]
  ) throws(BuildError) -> OutputFile {
    var plist = SwiftThemePlist()
    do {
      for (keyPath, value) in values { try plist.set(value, at: keyPath) }
    } catch {
      throw .image(
        file: RuntimeThemeLayout().themeFolder(of: theme.name) + "/" + name,
        reason: "key path '\(error.keyPath)': \(error.reason)")
    }
    return OutputFile(path: name, bytes: plist.bytes)
  }

  /// Every value of the theme with its appearance and unprefixed key path, in the order the
  /// prefixed file has always listed them; the theme's own `values` last.
  package static func values(of theme: BuiltTheme) -> [(
    appearance: ThemeAppearance, keyPath: String, value: SwiftThemePlist.Node
  )] {
    var values = stringValues(of: theme).map {
      ($0.appearance, $0.keyPath, SwiftThemePlist.Node.string($0.value))
    }
    for keyPath in theme.values.keys.sorted() {
      guard let light = SwiftThemePlist.Node(theme.values[keyPath]!) else { continue }
      let dark = theme.darkValues[keyPath].flatMap(SwiftThemePlist.Node.init) ?? light
      for (appearance, _) in prefixes {
        values.append((appearance, keyPath, appearance.isDark ? dark : light))
      }
    }
    return values
  }

  /// The colours, images, cap insets, fonts and component roles, as strings.
  private static func stringValues(of theme: BuiltTheme) -> [(
    appearance: ThemeAppearance, keyPath: String, value: String
  )] {
    var values: [(appearance: ThemeAppearance, keyPath: String, value: String)] = []
    for color in colors(of: theme) {
      for (appearance, _) in prefixes {
        values.append((appearance, color.keyPath, hex(color.values[appearance])))
      }
    }
    for asset in theme.assets {
      let keyPath = theme.assetKeyPaths[asset.name] ?? SwiftThemeKeyPath.defaultAsset(named: asset.name)
      guard let images = images(of: asset) else { continue }
      for (appearance, _) in prefixes {
        values.append((appearance, keyPath, images[appearance]))
      }
      guard let insets = capInsets(of: asset) else { continue }
      for (appearance, _) in prefixes {
        values.append((appearance, SwiftThemeKeyPath.capInsetsRoot + "." + keyPath, insets))
      }
    }
    for (keyPath, perAppearance) in typography(of: theme) {
      for ((appearance, _), value) in zip(prefixes, perAppearance) {
        values.append((appearance, keyPath, value))
      }
    }
    return values
  }

  /// The file name an asset's key path holds in each appearance: its lowest scale (UIKit's
  /// `contentsOfFile:` finds the `@2x`/`@3x` files beside it). A resizable asset gives its
  /// whole drawing (`<asset>.whole.png`, light or dark); another gives the light file, the
  /// dark one at night (the light one without), and the high-contrast files under Increase
  /// Contrast when the build made them (else the same as without). Nil for an asset
  /// without files.
  package static func images(of asset: BuiltAsset) -> AppearanceValues<String>? {
    if asset.slice != nil, let extras = asset.extras {
      let light = extras.filter(\.wholeOfResizable).map(\.numerator).min()
      let dark = (asset.darkExtras ?? []).filter(\.wholeOfResizable).map(\.numerator).min()
      guard let light else { return nil }
      let day = wholeFileName(asset: asset.name, isDark: false, scale: light)
      let night = dark.map { wholeFileName(asset: asset.name, isDark: true, scale: $0) } ?? day
      return AppearanceValues(light: day, dark: night, lightHighContrast: day, darkHighContrast: night)
    }
    let lowest = AppearanceValues { appearance in
      asset.scales[appearance].min().map {
        ImageFileName(asset: asset.name, appearance: appearance, scale: $0).fileName
      }
    }
    guard let day = lowest.light else { return nil }
    let night = lowest.dark ?? day
    return AppearanceValues {
      lowest[$0] ?? ($0.isDark ? night : day)
    }
  }

  /// The runtime folder's file of a resizable asset's whole drawing: `bar.whole.png`,
  /// `bar.whole@2x.png`, `bar.whole.dark@3x.png`. Two-valued on purpose, not a
  /// `ThemeAppearance`: SwiftTheme has a day and a night and the build draws whole drawings
  /// (the extra renditions) in light and dark only, so the name has a `.dark` suffix or none.
  package static func wholeFileName(asset: String, isDark: Bool, scale: Int) -> String {
    asset + ".whole" + (isDark ? ".dark" : "") + (scale == 1 ? "" : "@\(scale)x") + ".png"
  }

  /// Every name `wholeFileName` can give asset `asset` (light and dark, scales 1 to 3).
  package static func wholeFileNames(of asset: String) -> [String] {
    [false, true].flatMap { isDark in (1...3).map { wholeFileName(asset: asset, isDark: isDark, scale: $0) } }
  }

  /// A resizable asset's cap insets in points as UIKit's `NSCoder.uiEdgeInsets(for:)` reads
  /// them, `{top, left, bottom, right}` (`{10, 12, 10, 12}`); nil for another asset.
  package static func capInsets(of asset: BuiltAsset) -> String? {
    guard let insets = asset.slice?.insets else { return nil }
    func points(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    return "{" + [insets.top, insets.left, insets.bottom, insets.right].map(points).joined(separator: ", ")
      + "}"
  }

  /// `Night.`, `HighContrast.`…; "" for light.
  package static func prefix(of appearance: ThemeAppearance) -> String {
    SwiftThemeKeyPath.root(of: appearance).map { $0 + "." } ?? ""
  }

  /// The key path prefix of each appearance (`SwiftThemeKeyPath.appearanceRoots`).
  package static let prefixes: [(ThemeAppearance, String)] = ThemeAppearance.allCases.map {
    ($0, SwiftThemeKeyPath.root(of: $0).map { $0 + "." } ?? "")
  }

  /// Every colour the file holds, with its key path and four values: the theme colour,
  /// then the extra colours by name. The one place the file reads colours.
  package static func colors(of theme: BuiltTheme) -> [(keyPath: String, values: AppearanceValues<ThemeRGBA>)]
  {
    [(theme.colorKeyPath ?? SwiftThemeKeyPath.defaultColor, theme.values(of: "color"))]
      + theme.extraColors.keys.sorted().map {
        (theme.colorKeyPaths[$0] ?? SwiftThemeKeyPath.defaultColor(named: $0), theme.values(of: $0))
      } + glassBarColors(of: theme)
  }

  /// The navigation bar's glass form, when the project gives one: `GlassBar.titleColor`,
  /// `GlassBar.tintColor` and `GlassBar.glassTintColor` (`#RRGGBBAA`, its opacity in its alpha).
  package static func glassBarColors(of theme: BuiltTheme) -> [(
    keyPath: String, values: AppearanceValues<ThemeRGBA>
  )] {
    guard let glass = theme.glassBar else { return [] }
    return [
      (glassBarRoot + ".titleColor", glass.title), (glassBarRoot + ".tintColor", glass.tint),
      (glassBarRoot + ".glassTintColor", glass.glassTint),
    ]
  }

  /// The key path root of the glass bar's colours.
  package static let glassBarRoot = "GlassBar"

  /// The fonts and component roles as (key path, value per appearance in `prefixes`
  /// order): a font is the same in every appearance, a role's colour takes that
  /// appearance's value.
  package static func typography(of theme: BuiltTheme) -> [(String, [String])] {
    var values: [(String, [String])] = []
    for name in theme.fonts.keys.sorted() {
      let font = theme.fonts[name]!
      values.append(
        (
          font.keyPath ?? SwiftThemeKeyPath.defaultFont(named: name),
          prefixes.map { _ in font.swiftThemeValue }
        ))
    }
    for name in theme.components.keys.sorted() {
      let roles = theme.components[name]!.roles
      for role in roles.keys.sorted() {
        let keyPath = "Components.\(name).\(role)."
        if let color = roles[role]!.color {
          let colors = theme.values(of: color)
          values.append((keyPath + "color", prefixes.map { hex(colors[$0.0]) }))
        }
        if let font = roles[role]!.font, let spec = theme.fonts[font] {
          values.append((keyPath + "font", prefixes.map { _ in spec.swiftThemeValue }))
        }
      }
    }
    return values
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: what SwiftTheme's `UIColor(rgba:)` reads.
  package static func hex(_ color: ThemeRGBA) -> String { color.hexString }
}
