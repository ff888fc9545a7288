import Foundation
import ThemePackArchive

extension ThemeFont {
  /// A theme font resolved for drawing: the PostScript name to ask the system for (nil: the
  /// system font of `font.weight`), with the manifest's size, style, line height and letter
  /// spacing. `ThemeStore.fontFace(_:)` makes it; the UIKit and SwiftUI helpers turn it into a
  /// font and text attributes (`ThemeFont.Metrics`).
  public struct Face: Sendable, Equatable {
    /// Where the face comes from.
    public enum Source: Sendable, Equatable {
      /// A font file of the theme (`Fonts/…`), registered by this process.
      case themeFile(String)
      /// A font file of the theme this process has not registered (no registrar, or not yet):
      /// the name is asked for and the system font drawn if it is missing.
      case unregisteredThemeFile(String)
      /// No file of the theme has the name: a font of the system or the app's bundle.
      case installed
      /// A file of the theme has the name but failed to register: the system font is drawn.
      case systemFallback(file: String, reason: String)
    }

    /// The PostScript name to ask for (`UIFont(name:size:)`), or nil for the system font.
    public var postScriptName: String?
    /// The font as the manifest gives it.
    public var font: ThemeFont
    public var source: Source

    public init(postScriptName: String?, font: ThemeFont, source: Source) {
      self.postScriptName = postScriptName
      self.font = font
      self.source = source
    }

    /// The line height and letter spacing to draw at `pointSize` (the size after Dynamic Type
    /// scaling; `font.size` when fixed).
    public func metrics(pointSize: Double) -> ThemeFont.Metrics {
      ThemeFont.Metrics(font, pointSize: pointSize)
    }

    /// `font` resolved against the theme version in `folder` with font files `files`: a face of
    /// a file `registry` says failed is the system font, and `report` hears it the first time in
    /// this process (one line naming the font, the file and the system's reason).
    static func resolve(
      _ font: ThemeFont, named name: String, theme: String, folder: URL, files: [PackageFontFile],
      registry: ThemeFontRegistry, report: (String) -> Void
    ) -> ThemeFont.Face {
      guard let file = files.first(where: { $0.postScriptNames.contains(font.family) }) else {
        return ThemeFont.Face(postScriptName: font.family, font: font, source: .installed)
      }
      let url = folder.appendingPathComponent(file.path)
      if let reason = registry.failure(of: url) {
        if registry.firstReport(of: url) {
          report(
            "font '\(name)' of theme '\(theme)': '\(file.path)' failed to register (\(reason)): "
              + "drawing the system font instead of '\(font.family)'")
        }
        return ThemeFont.Face(
          postScriptName: nil, font: font, source: .systemFallback(file: file.path, reason: reason))
      }
      let source: Source =
        registry.isRegistered(url) ? .themeFile(file.path) : .unregisteredThemeFile(file.path)
      return ThemeFont.Face(postScriptName: font.family, font: font, source: source)
    }
  }
}
