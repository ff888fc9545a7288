import Foundation

/// A project whose names are hard on Swift: keywords (`default`, `class`, `self`, `Type`),
/// leading digits, and names of members the generated enums declare (`rawValue`,
/// `allCases`, `init`, `componentName`, `file`, `value`, `color`, `font`, `description`),
/// for assets, colours, fonts, components and roles. Each name gives its own identifier, so
/// the project generates; `uses` reaches every one of them as an app would. (A name with no
/// letter or digit, such as `_`, is a lint error: see `ConfigFileTests`.)
enum AwkwardNamesProject {
  static let assets = [
    "default", "class", "self", "Type", "2x", "3d-icon", "rawValue", "all-cases", "init", "image",
    "color", "description", "file", "slice", "hash-value", "protocol", "store", "bind", "scale", "object",
  ]
  static let colors = [
    "default", "self", "rawValue", "allCases", "init", "description", "value", "in", "image", "bind", "name",
  ]
  static let fonts = ["default", "all_cases", "init", "value", "2x", "self", "rawValue"]
  static let components = [
    "self", "type", "string", "component", "default", "2x", "raw-value", "image", "class", "any-object",
    "object", "void", "theme-binding",
  ]
  static let roles = [
    "default", "component-name", "all-cases", "color", "font", "rawValue", "self", "store", "init", "Type",
    "bind", "name", "apply", "object",
  ]

  static func write(_ folder: URL) throws {
    let roleSpecs = Dictionary(
      uniqueKeysWithValues: roles.map { ($0, ["color": "color", "font": "default"]) })
    let config: [String: Any] = [
      "packageName": "App",
      "assets": Dictionary(uniqueKeysWithValues: assets.map { ($0, [String: Any]()) }),
      "fonts": Dictionary(uniqueKeysWithValues: fonts.map { ($0, ["family": "Menlo", "size": 12]) }),
      "components": Dictionary(uniqueKeysWithValues: components.map { ($0, roleSpecs) }),
    ]
    let theme: [String: Any] = [
      "version": "1.0.0", "color": "#226BAA",
      "colors": Dictionary(uniqueKeysWithValues: colors.map { ($0, "#FFFFFF") }),
    ]
    try GeneratedSwiftShape.write(config, to: folder.appendingPathComponent("themepack.json"))
    try GeneratedSwiftShape.write(theme, to: folder.appendingPathComponent("Themes/class/theme.json"))
  }

  /// Every awkward case, reached as an app reaches it.
  static let uses = [
    "let images: [ThemePackAssets.Image] = [",
    "  .default, .class, .self, .type, ._2x, ._3dIcon, .rawValue, .allCases_, .`init`, .image, .color,",
    "  .description, .file, .slice, .hashValue, .protocol, .store,",
    "]",
    "_ = images.map { $0.file(in: store, scale: 2, appearance: .light) }",
    "_ = ThemePackAssets.Image.rawValue.rawValue == \"rawValue\"",
    "_ = ThemePackAssets.Image.allCases_.slice(in: store)",
    "_ = ThemePackAssets.Image.`self`.file(in: store, scale: 1, appearance: .dark)",
    "_ = ThemePackAssets.Image.allCases.count",
    "switch ThemePackAssets.Image.default { case .default: break; default: break }",
    "let colors: [ThemePackAssets.Color] = [",
    "  .color, .default, .self, .rawValue, .allCases_, .`init`, .description, .value, .in, .image,",
    "]",
    "_ = colors.map { $0.value(in: store, appearance: .dark) }",
    "_ = ThemePackAssets.Color.value.value(in: store, appearance: .light)",
    "let fonts: [ThemePackAssets.Font] = [.default, .allCases_, .`init`, .value, ._2x, .self, .rawValue]",
    "_ = fonts.map { $0.value(in: store) }",
    "_ = ThemePackAssets.Font.value.value(in: store)",
    "typealias C = ThemePackAssets.Component",
    "_ = C.Self_.componentName + C.Type_.componentName + C.String_.componentName",
    "_ = C.Component_.componentName + C.Default.componentName + C._2x.componentName",
    "_ = C.RawValue.componentName + C.Image.componentName + C.Class.componentName",
    "let roles: [C.Self_] = [",
    "  .default, .componentName_, .allCases_, .color, .font, .rawValue, .self, .store, .`init`, .type,",
    "]",
    "_ = roles.map { $0.color(in: store, appearance: .dark) }",
    "_ = C.String_.color.color(in: store, appearance: ThemeAppearance(isHighContrast: true))",
    "_ = C.Class.font.font(in: store)?.family",
    "_ = C.RawValue.rawValue.rawValue + C.RawValue.componentName_.rawValue",
    "_ = C.Image.allCases.count",
    "_ = C.Image.allCases_.font(in: store)?.size",
    "final class Box {}",
    "let box = Box()",
    "ThemePackAssets.Image.bind.bind(box, in: store, scale: 2) { _, file in _ = file?.scale }",
    "ThemePackAssets.Image.object.bind(box, in: store, scale: 3, key: \"image\") { _, _ in }",
    "_ = ThemePackAssets.Image.scale.file(in: store, scale: 1)",
    "ThemePackAssets.Color.name.bind(box, in: store) { _, color in _ = color?.red }",
    "let binding = ThemePackAssets.Color.bind.bind(box, in: store) { _, _ in }",
    "binding.cancel()",
    "C.AnyObject.bind.bind(box, in: store, key: \"a\") { _, color, font in _ = (color, font) }",
    "C.Object.apply.bind(box, in: store) { _, _, _ in }",
    "C.Void.name.bind(box, in: store) { _, _, _ in }",
    "_ = C.ThemeBinding.object.color(in: store)",
  ]
}
