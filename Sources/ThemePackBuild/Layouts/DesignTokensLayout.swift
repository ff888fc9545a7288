import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Design tokens per theme in the W3C Design Tokens Community Group format (2025.10),
/// `tokens/<theme>/<theme>.tokens.json`: every colour in all four appearances and every
/// asset's size in points. (A folder per theme, like every layout, so a theme's tokens are
/// swapped in and removed with the theme.)
///
/// - `color` (type `color`): the light values: `theme` for the theme colour and one token
///   per extra colour, each `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a,
///   "hex": "#rrggbb"}` with components and alpha from 0 to 1. Each token also carries its
///   four values in `$extensions["com.themepack"].modes` (`light`, `dark`, `highContrast`,
///   `darkHighContrast`), the per-token form Figma variable exports use, the modes the build
///   derived in `derived` and an extra colour's pair in `on` and `use` (as in `theme.json`).
///   The file is a valid `"tokens"` for `theme.json` as it is (`DesignTokensReader` reads
///   this layout back: the same colours, given and derived values and pairs).
/// - `colorDark`, `colorHighContrast`, `colorDarkHighContrast`: the same token names in the
///   other appearances (one group per mode, the token-set form Tokens Studio uses). A value
///   equal to the one it falls back to is an alias instead: dark and high contrast to
///   `{color.<name>}`, dark high contrast to `{colorDark.<name>}`. The root's
///   `$extensions["com.themepack"].modes` names the group of each mode.
/// - `size` (type `dimension`): per asset `width` and `height` in `px`, one px per point: the
///   size it is drawn at (a resizable asset's whole drawing, not its sliced files).
/// - Fonts, when the theme has any: `fontFamily`, `fontSize` (`dimension`, px per point) and
///   `fontWeight` (CSS 100–900, where a weight is given) per font name, and `typography` per
///   font, a composite of aliases to those with the font's `letterSpacing` (px per point) and
///   `lineHeight` (a multiple of the size). Where the font gives no weight, letter spacing or line
///   height, 400, 0 px and 1.2 are written and `$extensions["com.themepack"].defaulted` lists
///   those members (`fontWeight`, `letterSpacing`, `lineHeight`), so reading the file back
///   (`DesignTokensReader.typography()`) leaves them unset again; `textStyle` there names its
///   Dynamic Type style.
/// - Components, when the theme has any: `component.<name>.<role>.color` and `.font`, aliases
///   to the role's colour token and typography token.
package struct DesignTokensLayout: OutputLayout {
  /// The folder of every theme's tokens inside the output folder.
  package static let folder = "tokens"

  /// The group of each appearance, in `ThemeAppearance.allCases` order, with the mode name
  /// the file uses for it and the appearance an equal value is an alias to.
  package static let modes:
    [(appearance: ThemeAppearance, mode: String, group: String, fallback: ThemeAppearance?)] =
      [
        (.light, "light", "color", nil), (.dark, "dark", "colorDark", .light),
        (.lightHighContrast, "highContrast", "colorHighContrast", .light),
        (.darkHighContrast, "darkHighContrast", "colorDarkHighContrast", .dark),
      ]

  package init() {}

  package var name: String { "tokens" }

  package var rootFolder: String { Self.folder }

  package func themeFolder(of theme: String) -> String { Self.folder + "/" + theme }

  package func path(of file: ImageFileName) -> String? { nil }

  package func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    [OutputFile(path: theme.name + ".tokens.json", bytes: JSONWriter().bytes(Self.document(for: theme)))]
  }

  /// The tokens document of `theme`.
  package static func document(for theme: BuiltTheme) -> JSONValue {
    var groups: [String: [String: JSONValue]] = [:]
    for mode in modes { groups[mode.group] = ["$type": .string("color")] }
    for (name, values) in colors(of: theme) {
      var modeValues: [String: JSONValue] = [:]
      for mode in modes {
        modeValues[mode.mode] = value(of: values[mode.appearance])
        var token: [String: JSONValue] = ["$value": value(of: values[mode.appearance])]
        if let fallback = mode.fallback, values[fallback] == values[mode.appearance] {
          let group = modes.first { $0.appearance == fallback }!.group
          token["$value"] = .string("{\(group).\(name)}")
        }
        groups[mode.group]![name] = .object(token)
      }
      guard case .object(var light) = groups["color"]![name]! else { continue }
      let color = name == "theme" ? "color" : name
      light["$extensions"] = .object(["com.themepack": ownExtension(of: color, modes: modeValues, in: theme)])
      groups["color"]![name] = .object(light)
    }
    var sizes: [String: JSONValue] = ["$type": .string("dimension")]
    for asset in theme.assets {
      sizes[asset.name] = .object([
        "width": .object(["$value": dimension(asset.drawnSize.width)]),
        "height": .object(["$value": dimension(asset.drawnSize.height)]),
      ])
    }
    let about: JSONValue = .object([
      "theme": .string(theme.name), "version": .string(theme.version),
      "modes": .object(Dictionary(uniqueKeysWithValues: modes.map { ($0.mode, .string($0.group)) })),
    ])
    var root: [String: JSONValue] = [
      "$description": .string("ThemePack theme '\(theme.name)' \(theme.version)"),
      "$extensions": .object(["com.themepack": about]), "size": .object(sizes),
    ]
    for (group, tokens) in groups { root[group] = .object(tokens) }
    root.merge(typography(of: theme)) { _, new in new }
    return .object(root)
  }

  /// A light token's `$extensions["com.themepack"]` for colour `color` (`"color"`: the theme
  /// colour): its four values (`modes`), the modes the build derived rather than took as
  /// given (`derived`, left out when none; reading the file back derives them again) and an
  /// extra colour's pair as `theme.json` writes it (`on`, `use`: `text`, `ui` or the ratio).
  package static func ownExtension(of color: String, modes: [String: JSONValue], in theme: BuiltTheme)
    -> JSONValue
  {
    var members: [String: JSONValue] = ["modes": .object(modes)]
    guard let role = theme.roles[color] else { return .object(members) }
    let derived = Self.modes.filter { $0.appearance != .light && role.given[$0.appearance] == nil }
    if !derived.isEmpty { members["derived"] = .array(derived.map { .string($0.mode) }) }
    if color != "color", let surface = role.surface {
      members["on"] = .string(surface.name)
      let need = role.need
      members["use"] = need == .text ? .string("text") : need == .ui ? .string("ui") : .number(need.normal)
    }
    return .object(members)
  }

  /// The font and component groups of `theme`; none when it has no fonts or components.
  package static func typography(of theme: BuiltTheme) -> [String: JSONValue] {
    guard !theme.fonts.isEmpty || !theme.components.isEmpty else { return [:] }
    var families: [String: JSONValue] = ["$type": .string("fontFamily")]
    var sizes: [String: JSONValue] = ["$type": .string("dimension")]
    var weights: [String: JSONValue] = ["$type": .string("fontWeight")]
    var styles: [String: JSONValue] = ["$type": .string("typography")]
    for (name, font) in theme.fonts {
      families[name] = .object(["$value": .string(font.family)])
      sizes[name] = .object(["$value": dimension(font.size)])
      if let weight = font.weight { weights[name] = .object(["$value": .integer(weight.cssWeight)]) }
      styles[name] = typographyToken(font, named: name)
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

  /// The `typography` token of font `name`: aliases to its family, size and weight tokens, its
  /// letter spacing and line height, the defaults written for what it does not give listed in
  /// `$extensions["com.themepack"].defaulted`.
  package static func typographyToken(_ font: FontSpec, named name: String) -> JSONValue {
    var own: [String: JSONValue] = [:]
    var defaulted: [JSONValue] = []
    if font.weight == nil { defaulted.append(.string("fontWeight")) }
    if font.letterSpacing == nil { defaulted.append(.string("letterSpacing")) }
    if font.lineHeight == nil { defaulted.append(.string("lineHeight")) }
    if !defaulted.isEmpty { own["defaulted"] = .array(defaulted) }
    if let style = font.textStyle { own["textStyle"] = .string(style.rawValue) }
    var token: [String: JSONValue] = [
      "$value": .object([
        "fontFamily": .string("{fontFamily.\(name)}"), "fontSize": .string("{fontSize.\(name)}"),
        "fontWeight": font.weight == nil ? .integer(400) : .string("{fontWeight.\(name)}"),
        "letterSpacing": dimension(font.letterSpacing ?? FontSpec.defaultLetterSpacing),
        "lineHeight": .number(font.lineHeight ?? FontSpec.defaultLineHeight),
      ])
    ]
    if !own.isEmpty { token["$extensions"] = .object(["com.themepack": .object(own)]) }
    return .object(token)
  }

  /// Every colour the tokens hold with its four values: the theme colour as `theme`, then
  /// the extra colours by name. The one place the layout reads colours.
  package static func colors(of theme: BuiltTheme) -> [(name: String, values: AppearanceValues<ThemeRGBA>)] {
    [("theme", theme.values(of: "color"))]
      + theme.extraColors.keys.sorted().map { ($0, theme.values(of: $0)) }
  }

  /// A DTCG 2025.10 colour value in sRGB.
  package static func value(of color: ThemeRGBA) -> JSONValue {
    let hex = ThemeRGBA(red: color.red, green: color.green, blue: color.blue).hexString.lowercased()
    return .object([
      "colorSpace": .string("srgb"),
      "components": .array([color.red, color.green, color.blue].map { .number(Double($0) / 255) }),
      "alpha": .number(Double(color.alpha) / 255), "hex": .string(hex),
    ])
  }

  /// A DTCG dimension of `points` (one CSS px per point).
  package static func dimension(_ points: Double) -> JSONValue {
    .object(["value": .number(points), "unit": .string("px")])
  }
}
