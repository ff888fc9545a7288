import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport

/// A minimal theme project in a temporary folder that lints clean; each test breaks one
/// thing and checks the one finding that results.
///
/// Clean state: `themepack.json` with one master asset `icon` (template, scales 1–3),
/// `Base/icon@3x.png` (6×6 px, 2×2 pt, opaque white), themes `a` (#CC3333) and `b` (#3366CC).
package final class LintFixture: @unchecked Sendable {
  package let folder: TemporaryFolder

  package static let config = """
    {
      "packageName": "test.themes",
      "scales": [1, 2, 3],
      "assets": {
        "icon": { "source": "master", "tint": "template" }
      }
    }
    """

  package init(empty: Bool = false) throws {
    folder = try TemporaryFolder("themepack-lint")
    guard !empty else { return }
    try write(Self.config, to: "themepack.json")
    try writePNG(Self.square(6, .white), to: "Base/icon@3x.png")
    try writeTheme("a", color: "#CC3333")
    try writeTheme("b", color: "#3366CC")
  }

  /// The assets folder's path, as findings name it.
  package var assets: String { folder.url.path }

  /// The path findings use for `relative`.
  package func path(_ relative: String) -> String { assets + "/" + relative }

  package func write(_ text: String, to relative: String) throws {
    try folder.write(text, to: relative)
  }

  package func write(_ bytes: [UInt8], to relative: String) throws {
    try folder.write(bytes, to: relative)
  }

  package func writePNG(_ image: RGBAImage, to relative: String) throws {
    try folder.write(try PNGEncoder.encode(image), to: relative)
  }

  /// Writes `Themes/<name>/theme.json` with a version and a colour.
  package func writeTheme(_ name: String, color: String, extra: String = "") throws {
    try write("{\"version\": \"1.0.0\", \"color\": \"\(color)\"\(extra)}\n", to: "Themes/\(name)/theme.json")
  }

  package func makeFolder(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
  }

  package func remove(_ relative: String) throws {
    try FileManager.default.removeItem(atPath: path(relative))
  }

  package func lint(strict: Bool = false, parallel: Bool = true) -> LintReport {
    Linter.lint(assetsPath: assets, options: LintOptions(strict: strict, parallel: parallel))
  }

  /// The findings of one rule.
  package func findings(_ rule: String) -> [Finding] {
    lint().findings.filter { $0.ruleID == rule }
  }

  /// An opaque (or not) square of one colour.
  package static func square(_ side: Int, _ color: ThemeRGBA) -> RGBAImage {
    RGBAImage(width: side, height: side, fill: color)
  }

  package static func image(_ width: Int, _ height: Int, _ color: ThemeRGBA = .white) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: color)
  }
}

extension ThemeRGBA {
  package static let white = ThemeRGBA(red: 255, green: 255, blue: 255)
}

extension LintFixture {
  /// Writes `Themes/<name>/theme.json` taking its colours from `file`, group `group`.
  package func writeTokensTheme(_ name: String, file: String, group: String = "g") throws {
    let tokens = group.isEmpty ? "\"\(file)\"" : "{\"file\": \"\(file)\", \"group\": \"\(group)\"}"
    try write("{\"version\": \"1.0.0\", \"tokens\": \(tokens)}\n", to: "Themes/\(name)/theme.json")
  }
}
