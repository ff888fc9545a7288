import Foundation

/// What a `themepack build` run produced, for the CLI to print as text or JSON.
public struct BuildReport: Sendable, Equatable {
  /// The themes built, in the order the report lists them.
  public var themes: [String]
  /// Assets processed, over all themes.
  public var assets: Int
  /// Files written: images, manifests, `Contents.json`, packages.
  public var filesWritten: Int
  /// Bytes in those files.
  public var bytesWritten: Int
  /// Wall-clock time of the build.
  public var elapsedSeconds: Double

  public init(themes: [String], assets: Int, filesWritten: Int, bytesWritten: Int, elapsedSeconds: Double) {
    self.themes = themes
    self.assets = assets
    self.filesWritten = filesWritten
    self.bytesWritten = bytesWritten
    self.elapsedSeconds = elapsedSeconds
  }

  /// Two lines for a terminal:
  /// `built 2 themes: blue, silver` and `8 assets, 50 files, 12.3 kB written in 0.42 s`.
  public var lines: [String] {
    let names = themes.isEmpty ? "" : ": " + themes.joined(separator: ", ")
    return [
      "built \(Self.count(themes.count, "theme"))\(names)",
      "\(Self.count(assets, "asset")), \(Self.count(filesWritten, "file")), "
        + "\(Self.size(bytesWritten)) written in \(String(format: "%.2f", elapsedSeconds)) s",
    ]
  }

  /// The report as JSON: `themes`, `assets`, `files`, `bytes`, and `elapsedSeconds`
  /// rounded to milliseconds.
  public var json: JSONValue {
    .object([
      "themes": .array(themes.map(JSONValue.string)),
      "assets": .integer(assets),
      "files": .integer(filesWritten),
      "bytes": .integer(bytesWritten),
      "elapsedSeconds": .number((elapsedSeconds * 1000).rounded() / 1000),
    ])
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }

  /// Bytes in SI units with one decimal: "512 bytes", "12.3 kB", "4.0 MB".
  static func size(_ bytes: Int) -> String {
    switch bytes {
    case ..<1000: return count(bytes, "byte")
    case ..<999_950: return String(format: "%.1f kB", Double(bytes) / 1000)
    default: return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
  }
}
