import Foundation
import ThemePackArchive
import ThemePackSupport

/// What a `themepack build` run produced, for the CLI to print as text or JSON.
package struct BuildReport: Sendable, Equatable {
  /// The themes built, in the order the report lists them.
  package var themes: [String]
  /// Assets processed, over all themes.
  package var assets: Int
  /// Files written: images, manifests, `Contents.json`, packages.
  package var filesWritten: Int
  /// Bytes in those files.
  package var bytesWritten: Int
  /// Wall-clock time of the build.
  package var elapsedSeconds: Double
  /// Assets (theme × asset units) restored from the incremental cache instead of rendered.
  package var cachedAssets: Int
  /// Themes whose installed output was already what this build makes, so it was left in
  /// place without writing a file (they are in `themes` and their assets in `cachedAssets`).
  package var upToDateThemes: Int

  package init(
    themes: [String], assets: Int, filesWritten: Int, bytesWritten: Int, elapsedSeconds: Double,
    cachedAssets: Int = 0, upToDateThemes: Int = 0
  ) {
    self.cachedAssets = cachedAssets
    self.upToDateThemes = upToDateThemes
    self.themes = themes
    self.assets = assets
    self.filesWritten = filesWritten
    self.bytesWritten = bytesWritten
    self.elapsedSeconds = elapsedSeconds
  }

  /// Two lines for a terminal:
  /// `built 2 themes: blue, silver` (`…, 1 already up to date`) and
  /// `8 assets (3 from cache), 50 files, 12.3 kB written in 0.42 s`.
  package var lines: [String] {
    let names = themes.isEmpty ? "" : ": " + themes.joined(separator: ", ")
    let upToDate = upToDateThemes > 0 ? " (\(upToDateThemes) already up to date)" : ""
    return [
      "built \(Plural.count(themes.count, "theme"))\(upToDate)\(names)",
      "\(Plural.count(assets, "asset"))\(cachedAssets > 0 ? " (\(cachedAssets) from cache)" : ""), "
        + "\(Plural.count(filesWritten, "file")), "
        + "\(ByteCount.text(bytesWritten)) written in \(String(format: "%.2f", elapsedSeconds)) s",
    ]
  }

  /// The report as JSON: `themes`, `assets`, `cachedAssets`, `upToDateThemes`, `files`, `bytes`, and
  /// `elapsedSeconds` rounded to milliseconds.
  package var json: JSONValue {
    .object([
      "themes": .array(themes.map(JSONValue.string)),
      "assets": .integer(assets),
      "cachedAssets": .integer(cachedAssets),
      "upToDateThemes": .integer(upToDateThemes),
      "files": .integer(filesWritten),
      "bytes": .integer(bytesWritten),
      "elapsedSeconds": .number((elapsedSeconds * 1000).rounded() / 1000),
    ])
  }
}
