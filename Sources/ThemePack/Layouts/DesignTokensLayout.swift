/// Design tokens per theme in the W3C Design Tokens Community Group format (2025.10),
/// `tokens/<theme>/<theme>.tokens.json`: every colour in every appearance and every asset's
/// size in points. (A folder per theme, like every layout, so a theme's tokens are swapped
/// in and removed with the theme.)
///
/// - `color` (type `color`): the light values: `theme` for the theme colour and one token
///   per extra colour, each `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a,
///   "hex": "#rrggbb"}` with components and alpha from 0 to 1.
/// - `colorDark`: the same tokens in dark mode, parallel to `color` (same names): the dark
///   value, or an alias `{color.<name>}` where the colour has none. The root's
///   `$extensions["com.themepack"].modes` names the group of each mode.
/// - `size` (type `dimension`): per asset `width` and `height` in `px`, one px per point.
/// - Fonts, when the theme has any: `fontFamily`, `fontSize` (`dimension`, px per point) and
///   `fontWeight` (CSS 100–900, where a weight is given) per font name, and `typography` per
///   font, a composite of aliases to those (`fontWeight` 400 when none is given) with
///   `letterSpacing` 0 px and `lineHeight` 1.2, values the project does not declare (iOS uses
///   the font's own metrics); `$extensions["com.themepack"].textStyle` names its Dynamic Type style.
/// - Components, when the theme has any: `component.<name>.<role>.color` and `.font`, aliases
///   to the role's colour token and typography token.
public struct DesignTokensLayout: OutputLayout {
  /// The folder of every theme's tokens inside the output folder.
  public static let folder = "tokens"

  public init() {}

  public var name: String { "tokens" }

  public var rootFolder: String { Self.folder }

  public func themeFolder(of theme: String) -> String { Self.folder + "/" + theme }

  public func path(of file: ImageFileName) -> String? { nil }

  public func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    [OutputFile(path: theme.name + ".tokens.json", bytes: JSONWriter().bytes(Self.document(for: theme)))]
  }

  /// The tokens document of `theme`.
  static func document(for theme: BuiltTheme) -> JSONValue {
    var light: [String: JSONValue] = ["$type": .string("color")]
    var dark: [String: JSONValue] = ["$type": .string("color")]
    for color in colors(of: theme) {
      light[color.name] = .object(["$value": value(of: color.light)])
      dark[color.name] = .object(["$value": color.dark.map(value(of:)) ?? .string("{color.\(color.name)}")])
    }
    var sizes: [String: JSONValue] = ["$type": .string("dimension")]
    for asset in theme.assets {
      sizes[asset.name] = .object([
        "width": .object(["$value": dimension(asset.pointWidth)]),
        "height": .object(["$value": dimension(asset.pointHeight)]),
      ])
    }
    let about: JSONValue = .object([
      "theme": .string(theme.name), "version": .string(theme.version),
      "modes": .object(["light": .string("color"), "dark": .string("colorDark")]),
    ])
    var groups: [String: JSONValue] = [
      "$description": .string("ThemePack theme '\(theme.name)' \(theme.version)"),
      "$extensions": .object(["com.themepack": about]),
      "color": .object(light), "colorDark": .object(dark), "size": .object(sizes),
    ]
    groups.merge(typography(of: theme)) { _, new in new }
    return .object(groups)
  }

  /// The font and component groups of `theme`; none when it has no fonts or components.
  static func typography(of theme: BuiltTheme) -> [String: JSONValue] {
    guard !theme.fonts.isEmpty || !theme.components.isEmpty else { return [:] }
    var families: [String: JSONValue] = ["$type": .string("fontFamily")]
    var sizes: [String: JSONValue] = ["$type": .string("dimension")]
    var weights: [String: JSONValue] = ["$type": .string("fontWeight")]
    var styles: [String: JSONValue] = ["$type": .string("typography")]
    for (name, font) in theme.fonts {
      families[name] = .object(["$value": .string(font.family)])
      sizes[name] = .object(["$value": dimension(font.size)])
      if let weight = font.weight { weights[name] = .object(["$value": .integer(weight.cssWeight)]) }
      var token: [String: JSONValue] = [
        "$value": .object([
          "fontFamily": .string("{fontFamily.\(name)}"), "fontSize": .string("{fontSize.\(name)}"),
          "fontWeight": font.weight == nil ? .integer(400) : .string("{fontWeight.\(name)}"),
          "letterSpacing": dimension(0), "lineHeight": .number(1.2),
        ])
      ]
      if let style = font.textStyle {
        token["$extensions"] = .object(["com.themepack": .object(["textStyle": .string(style.rawValue)])])
      }
      styles[name] = .object(token)
    }
    var components: [String: JSONValue] = [:]
    for (name, component) in theme.components {
      var roles: [String: JSONValue] = [:]
      for (role, parts) in component.roles {
        var members: [String: JSONValue] = [:]
        if let color = parts.color {
          let token = color == "color" ? "theme" : color
          members["color"] = .object(["$type": .string("color"), "$value": .string("{color.\(token)}")])
        }
        if let font = parts.font {
          members["font"] = .object([
            "$type": .string("typography"), "$value": .string("{typography.\(font)}"),
          ])
        }
        roles[role] = .object(members)
      }
      components[name] = .object(roles)
    }
    var groups: [String: JSONValue] = [
      "fontFamily": .object(families), "fontSize": .object(sizes), "typography": .object(styles),
    ]
    if weights.count > 1 { groups["fontWeight"] = .object(weights) }
    if !components.isEmpty { groups["component"] = .object(components) }
    return groups
  }

  /// Every colour the tokens hold: the theme colour as `theme` with its dark value, then the
  /// extra colours by name (no dark value). The one place the layout reads colours.
  static func colors(of theme: BuiltTheme) -> [(name: String, light: RGBA8, dark: RGBA8?)] {
    [("theme", theme.color, theme.darkColor)]
      + theme.extraColors.keys.sorted().map { ($0, theme.extraColors[$0]!, theme.darkValue(of: $0)) }
  }

  /// A DTCG 2025.10 colour value in sRGB.
  static func value(of color: RGBA8) -> JSONValue {
    let hex = RGBA8(red: color.red, green: color.green, blue: color.blue).hexString.lowercased()
    return .object([
      "colorSpace": .string("srgb"),
      "components": .array([color.red, color.green, color.blue].map { .number(Double($0) / 255) }),
      "alpha": .number(Double(color.alpha) / 255), "hex": .string(hex),
    ])
  }

  /// A DTCG dimension of `points` (one CSS px per point).
  static func dimension(_ points: Double) -> JSONValue {
    .object(["value": .number(points), "unit": .string("px")])
  }
}
