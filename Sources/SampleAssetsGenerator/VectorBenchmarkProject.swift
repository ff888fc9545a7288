import Foundation
import ThemePackArchive

/// The vector benchmark project (`SampleAssetsGenerator --benchmark DIR --vector`): template
/// icons drawn as SVG masters (`Base/<name>.svg`, `VectorIconArt`), built at 1x, 2x and 3x
/// for every theme, light and dark; lint-clean and byte-identical on every run.
///
/// Icons are 24 to 60 pt on a side (the sizes of `BenchmarkProject`'s icons), their families
/// taken in turn and their shapes from a seed per icon. The themes are `BenchmarkProject`'s
/// for the same count: its colours and `theme.json` (version, colour, `onColor`).
struct VectorBenchmarkProject {
  var themeCount = 8
  var iconCount = 150
  var seed: UInt64 = 0x5F6E_C70A

  static let iconSizes = [24, 28, 30, 32, 36, 40, 44, 48, 60]

  /// The icon names and sizes in points, in config order.
  var icons: [(name: String, points: Int)] {
    (0..<iconCount).map { (String(format: "icon%03d", $0 + 1), Self.iconSizes[$0 % Self.iconSizes.count]) }
  }

  /// Writes the project into `folder` (created when missing; files already there are
  /// replaced, others left alone), reporting each file to `log`.
  func write(to folder: String, log: (String) -> Void) throws {
    let themeSource = BenchmarkProject(themeCount: themeCount)
    let icons = icons
    try themeSource.write(
      JSONWriter(style: .standard).bytes(config(icons)), to: folder + "/themepack.json", log: log)
    for (offset, icon) in icons.enumerated() {
      var random = SeededRandom(seed: seed &+ UInt64(offset) &* 0x9E37)
      let text = VectorIconArt.icon(points: icon.points, family: offset, random: &random)
      try themeSource.write(Array(text.utf8), to: "\(folder)/Base/\(icon.name).svg", log: log)
    }
    for theme in themeSource.themes {
      let settings: JSONValue = .object([
        "version": .string("1.0.0"),
        "color": .string(BenchmarkProject.hex(theme.color)),
        "colors": .object(["onColor": .string(BenchmarkProject.hex(themeSource.onColor(for: theme.color)))]),
      ])
      let path = "\(folder)/Themes/\(theme.name)/theme.json"
      try themeSource.write(JSONWriter(style: .standard).bytes(settings), to: path, log: log)
    }
  }

  private func config(_ icons: [(name: String, points: Int)]) -> JSONValue {
    var entries: [String: JSONValue] = [:]
    for icon in icons {
      entries[icon.name] = .object([
        "source": .string("master"), "tint": .string("template"), "dark": .string("retint"),
      ])
    }
    return .object([
      "packageName": .string("com.example.benchmark.vector"),
      "scales": .array([.number(1), .number(2), .number(3)]),
      "dark": .object(["background": .string("#1C1C1E"), "minimumContrast": .number(3)]),
      "assets": .object(entries),
    ])
  }
}
