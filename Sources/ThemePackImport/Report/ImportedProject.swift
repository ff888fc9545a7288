import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// A new project held in memory: every file by its path inside the project, and the report.
package struct ImportedProject: Sendable, Equatable {
  /// Project-relative path (`Themes/blue/theme.json`) → bytes.
  package var files: [String: [UInt8]] = [:]
  package var report: ImportReport

  package init(report: ImportReport) {
    self.report = report
  }

  /// Adds `Schemas/` with the same bytes as the repository's `Assets/Schemas`.
  package mutating func addSchemas() {
    for schema in ProjectSchemas.files { files["Schemas/" + schema.name] = Array(schema.text.utf8) }
  }

  /// Adds `themepack.json`.
  package mutating func addConfig(
    packageName: String, scales: [Int], navigationBar: String?, assets: [String: JSONValue],
    colorKeyPath: String? = nil, outputs: [OutputFormat]? = nil, fonts: [String: FontSpec] = [:],
    highContrastImages: Bool = false, components: [String: [String: ComponentRole]] = [:],
    darkBackground: ThemeRGBA? = nil, glassBar: JSONValue? = nil
  ) {
    var root: [String: JSONValue] = [
      "$schema": .string("Schemas/themepack.schema.json"),
      "packageName": .string(packageName),
      "scales": .array(scales.map { .integer($0) }),
      "assets": .object(assets),
    ]
    if let navigationBar { root["navigationBar"] = .string(navigationBar) }
    if let glassBar {
      root["navigationBar"] = .object(
        ["glass": glassBar].merging(navigationBar.map { ["asset": .string($0)] } ?? [:]) { $1 })
    }
    if let colorKeyPath { root["colorKeyPath"] = .string(colorKeyPath) }
    if let outputs { root["outputs"] = .array(outputs.map { .string($0.rawValue) }) }
    if !fonts.isEmpty { root["fonts"] = .object(fonts.mapValues(Self.fontEntry)) }
    if highContrastImages { root["highContrast"] = .object(["images": .bool(true)]) }
    if let darkBackground { root["dark"] = .object(["background": .string(darkBackground.hexString)]) }
    if !components.isEmpty { root["components"] = .object(components.mapValues(Self.componentEntry)) }
    files["themepack.json"] = JSONWriter().bytes(.object(root))
  }

  /// Adds `Themes/<theme>/theme.json` (`version`, else 1.0.0) with the colour and the values
  /// the source states for its other appearances (`darkColor` when only dark is, else a
  /// `color` object), named colours, fonts and SwiftTheme values.
  package mutating func addTheme(
    _ theme: String, color: StatedColor, colors: [String: JSONValue] = [:],
    fonts: [String: FontSpec] = [:], version: String? = nil,
    components: [String: [String: ComponentRole]] = [:], values: SwiftThemeValues = SwiftThemeValues()
  ) {
    var root: [String: JSONValue] = [
      "$schema": .string("../../Schemas/theme.schema.json"),
      "version": .string(version ?? "1.0.0"),
      "color": .string(color.light.hexString),
    ]
    if color.hasHighContrast {
      var object = color.appearanceMembers
      object["value"] = .string(color.light.hexString)
      root["color"] = .object(object)
    } else if let dark = color[.dark] {
      root["darkColor"] = .string(dark.hexString)
    }
    if !colors.isEmpty { root["colors"] = .object(colors) }
    if !fonts.isEmpty { root["fonts"] = .object(fonts.mapValues(Self.fontEntry)) }
    if !components.isEmpty { root["components"] = .object(components.mapValues(Self.componentEntry)) }
    if !values.light.isEmpty { root["values"] = .object(values.light) }
    if !values.dark.isEmpty { root["darkValues"] = .object(values.dark) }
    files["Themes/\(theme)/theme.json"] = JSONWriter().bytes(.object(root))
  }

  /// Adds `Themes/<theme>/theme.json` (`version`, else 1.0.0) taking its colours from design
  /// tokens: `tokens` is the `"tokens"` object (`file`, `files` or `folder`, `group`, `colorToken`).
  package mutating func addTokensTheme(_ theme: String, tokens: [String: JSONValue], version: String? = nil) {
    let root: [String: JSONValue] = [
      "$schema": .string("../../Schemas/theme.schema.json"),
      "version": .string(version ?? "1.0.0"),
      "tokens": .object(tokens),
    ]
    files["Themes/\(theme)/theme.json"] = JSONWriter().bytes(.object(root))
  }

  /// The `fonts` entry of `font`: family, size, and weight, text style, key path, line height
  /// and letter spacing when set.
  package static func fontEntry(_ font: FontSpec) -> JSONValue {
    var entry: [String: JSONValue] = ["family": .string(font.family), "size": .number(font.size)]
    if let weight = font.weight { entry["weight"] = .string(weight.rawValue) }
    if let textStyle = font.textStyle { entry["textStyle"] = .string(textStyle.rawValue) }
    if let keyPath = font.keyPath { entry["keyPath"] = .string(keyPath) }
    if let lineHeight = font.lineHeight { entry["lineHeight"] = .number(lineHeight) }
    if let letterSpacing = font.letterSpacing { entry["letterSpacing"] = .number(letterSpacing) }
    return .object(entry)
  }

  /// The `components` entry of one component: each role's colour and font names.
  package static func componentEntry(_ roles: [String: ComponentRole]) -> JSONValue {
    .object(
      roles.mapValues { role in
        var entry: [String: JSONValue] = [:]
        if let color = role.color { entry["color"] = .string(color) }
        if let font = role.font { entry["font"] = .string(font) }
        return .object(entry)
      })
  }

  /// Adds the PNG of `image` at `path`, encoded losslessly.
  package mutating func addImage(_ image: RGBAImage, at path: String) throws(ImportError) {
    do throws(PNGError) {
      files[path] = try PNGEncoder.encode(image)
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
  }

  /// The config entry of a master with `tint`, and the nav bar's slice when it is one.
  package static func masterEntry(tint: TintMode, navigationBar: Bool, tintColor: String? = nil) -> JSONValue
  {
    var entry: [String: JSONValue] = ["source": .string("master"), "tint": .string(tint.name)]
    if let tintColor { entry["tintColor"] = .string(tintColor) }
    if navigationBar {
      let insets: [String: JSONValue] = [
        "top": .integer(0), "left": .integer(0), "bottom": .integer(1), "right": .integer(1),
      ]
      entry["slice"] = .object(["capInsets": .object(insets), "center": .string("tile")])
    }
    return .object(entry)
  }

  /// The config entry of an asset every theme provides as drawn.
  package static let perThemeEntry: JSONValue = .object([
    "source": .string("perTheme"), "tint": .string("none"),
  ])

  /// The file name of `asset` at `scale`: `btn.png`, `btn@2x.png`.
  package static func imageName(_ asset: String, scale: Int, appearance: ThemeAppearance = .light) -> String {
    ImageFileName(asset: asset, appearance: appearance, scale: scale).fileName
  }
}
