import Foundation
import Testing
import ThemePackArchive
import ThemePackTestSupport

/// One kind of project a team brings to `themepack init`, made by the test after its format's
/// documentation (never fetched), with what its round trip must keep: every image at each of
/// its scales, every colour value it states in every appearance, every SwiftTheme key path and
/// value.
struct ProjectKind: Sendable, CustomTestStringConvertible {
  /// An image of the source and where the build must have drawn it.
  struct Image: Sendable {
    /// The source file.
    var source: String
    /// The built file: a path under `Output/themes`, or the file a SwiftTheme key path names
    /// at a scale (`theme`, key path, scale).
    var built: Built
    /// Whether only alpha counts (the source renders the image as a template).
    var alphaOnly = false

    enum Built: Sendable {
      case file(String)
      case keyPath(theme: String, keyPath: String, scale: Int)
    }
  }

  /// A colour of the source: the colour set the built catalog must hold with these values.
  struct Color: Sendable {
    var theme: String
    var set: String
    var values: [ThemeAppearance: ThemeRGBA]
  }

  /// What `write` made: the `--from` path and the checks.
  struct Source: Sendable {
    var from: String
    var images: [Image] = []
    var colors: [Color] = []
    /// SwiftTheme theme files whose every key path and value the built `<theme>.plist` holds
    /// (by theme name); images are checked through `images`.
    var swiftThemeFiles: [String: String] = [:]
  }

  var name: String
  /// Lint warnings the source itself earns (a font name iOS lacks), which `--strict` reports.
  var allowedWarnings: Set<String> = []
  var write: @Sendable (TemporaryFolder) throws -> Source
  var testDescription: String { name }
}
