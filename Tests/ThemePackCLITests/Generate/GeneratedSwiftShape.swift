import Foundation
import Testing
import ThemePackTestSupport

/// One project shape whose `themepack generate swift` output must compile: how the test
/// writes the project, and the use site an app would write against the output.
struct GeneratedSwiftShape: Sendable, CustomTestStringConvertible {
  var name: String
  /// Writes the project into the given folder.
  var write: @Sendable (URL) throws -> Void
  /// Statements of an app's `@MainActor func use(_ store: ThemeStore)` naming this shape's
  /// own cases (after `commonUses`, which every shape compiles).
  var uses: [String]

  var testDescription: String { name }

  /// What app code written against any generated file may do: loop over every enum, read
  /// names with `init(rawValue:)`, and call each accessor.
  static let commonUses = [
    "_ = ThemePackAssets.Image.allCases.map { $0.file(in: store, scale: 2, appearance: .light) }",
    "_ = ThemePackAssets.Image.allCases.map { $0.slice(in: store) }",
    "_ = ThemePackAssets.Image(rawValue: \"logo\")?.rawValue",
    "_ = ThemePackAssets.Color.color.value(in: store, appearance: ThemeAppearance(isDark: true, isHighContrast: true))",
    "_ = ThemePackAssets.Color.allCases.map { $0.value(in: store, appearance: .light) }",
    "_ = ThemePackAssets.Font.allCases.map { $0.value(in: store)?.family }",
    "_ = ThemePackAssets.Font(rawValue: \"title\").map(\\.rawValue)",
    "_ = Set(ThemePackAssets.Font.allCases).count",
  ]

  /// The sample's own cases, each accessor once.
  static let sampleUses = [
    "_ = ThemePackAssets.Image.aboutBtnBG.file(in: store, scale: 3, appearance: ThemeAppearance(isDark: true, isHighContrast: true))",
    "_ = ThemePackAssets.Image.themeColor.slice(in: store)?.right",
    "_ = ThemePackAssets.Color.onColor.value(in: store, appearance: .light)",
  ]
  static let sampleTypographyUses = [
    "_ = ThemePackAssets.Font.title.value(in: store)?.size",
    "_ = ThemePackAssets.Component.AlertView.title.font(in: store)",
    "_ = ThemePackAssets.Component.AlertView.background.color(in: store, appearance: .dark)",
    "_ = ThemePackAssets.Component.AlertView.componentName + ThemePackAssets.Component.AlertView.message.rawValue",
  ]

  static let all: [GeneratedSwiftShape] = [
    GeneratedSwiftShape(
      name: "the sample", write: { try copySample(to: $0) }, uses: sampleUses + sampleTypographyUses),
    GeneratedSwiftShape(
      name: "the sample without fonts and components",
      write: { try copySample(to: $0, editing: withoutTypography) }, uses: sampleUses),
    GeneratedSwiftShape(
      name: "the sample without extra colours",
      write: { try copySample(to: $0, editing: withoutExtraColors) },
      uses: [
        "_ = ThemePackAssets.Color.allCases == [.color]",
        "_ = ThemePackAssets.Component.AlertView.title.color(in: store, appearance: .light)",
      ]),
    GeneratedSwiftShape(
      name: "the sample with one theme", write: { try copySample(to: $0, keeping: "blue") },
      uses: sampleUses + sampleTypographyUses),
    GeneratedSwiftShape(
      name: "one asset, one theme, nothing else", write: minimal,
      uses: [
        "_ = ThemePackAssets.Image.icon.file(in: store, scale: 1, appearance: .light)",
        "_ = ThemePackAssets.Font.allCases.isEmpty",
      ]),
    GeneratedSwiftShape(
      name: "awkward names", write: AwkwardNamesProject.write, uses: AwkwardNamesProject.uses),
  ]
}

extension GeneratedSwiftShape {
  /// A JSON object as `JSONSerialization` reads it.
  typealias Object = [String: Any]

  /// Copies the repository's `Assets/` to `folder`, keeping only the theme `keeping` when
  /// given, and lets `editing` change `themepack.json` and every `theme.json`.
  static func copySample(
    to folder: URL, keeping: String? = nil,
    editing: (_ config: inout Object, _ themes: inout [String: Object]) -> Void = { _, _ in }
  ) throws {
    let manager = FileManager.default
    try SampleCopy.copy(to: folder.path)
    let themesFolder = folder.appendingPathComponent("Themes")
    var themes: [String: Object] = [:]
    for theme in try manager.contentsOfDirectory(atPath: themesFolder.path) {
      if let keeping, theme != keeping {
        try manager.removeItem(at: themesFolder.appendingPathComponent(theme))
        continue
      }
      themes[theme] = try readObject(themesFolder.appendingPathComponent(theme + "/theme.json"))
    }
    var config = try readObject(folder.appendingPathComponent("themepack.json"))
    editing(&config, &themes)
    try write(config, to: folder.appendingPathComponent("themepack.json"))
    for (theme, object) in themes {
      try write(object, to: themesFolder.appendingPathComponent(theme + "/theme.json"))
    }
  }

  /// Drops `fonts` and `components` from the config and every theme.
  static func withoutTypography(_ config: inout Object, _ themes: inout [String: Object]) {
    for key in ["fonts", "components"] {
      config[key] = nil
      for theme in themes.keys { themes[theme]![key] = nil }
    }
  }

  /// Drops every theme's `colors`, and the config's uses of them (the bar's title colour,
  /// component roles coloured `onColor`, which become the theme colour).
  static func withoutExtraColors(_ config: inout Object, _ themes: inout [String: Object]) {
    for theme in themes.keys { themes[theme]!["colors"] = nil }
    if var bar = config["navigationBar"] as? Object {
      bar["titleColor"] = nil
      config["navigationBar"] = bar
    }
    var components = config["components"] as? [String: [String: Object]] ?? [:]
    for (component, roles) in components {
      for (role, spec) in roles where spec["color"] as? String == "onColor" {
        components[component]![role]!["color"] = "color"
      }
    }
    config["components"] = components
  }

  /// The smallest project: one asset, one theme with only its colour.
  static func minimal(_ folder: URL) throws {
    try write(
      ["packageName": "App", "assets": ["icon": Object()]],
      to: folder.appendingPathComponent("themepack.json"))
    try write(
      ["version": "1.0.0", "color": "#226BAA"], to: folder.appendingPathComponent("Themes/only/theme.json"))
  }

  static func readObject(_ url: URL) throws -> Object {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? Object, "\(url.path)")
  }

  /// Writes `object` as JSON to `url`, creating parent folders.
  static func write(_ object: Object, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]).write(to: url)
  }
}
