import Foundation
import ThemePackProject

extension TokensSource {
  /// Whether a `themepack init --from` is design tokens, and in which layout. Decided by names
  /// only (nothing is parsed), so a broken tokens file is refused as tokens, with its problem:
  ///
  /// - a `.json` file (no other kind of source is one JSON file: SwiftTheme themes are a folder);
  /// - a folder with `$metadata.json` at its top: Tokens Studio's "multiple files" sync;
  /// - a folder with a `*.tokens.json` file at its top: Figma's variables export, one file per
  ///   mode (`Light.tokens.json`, `Dark.tokens.json`).
  ///
  /// A SwiftTheme folder (`Red.json`, `Night.plist`) is none of these: nil.
  package static func layout(of path: String) -> Layout? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard isFolder.boolValue else { return path.lowercased().hasSuffix(".json") ? .file : nil }
    guard let listing = try? ProjectReader(root: path).entries(of: path) else { return nil }
    let files = listing.entries.filter { !$0.isFolder && !$0.name.hasPrefix(".") }.map(\.name)
    if files.contains("$metadata.json") { return .folder }
    if files.contains(where: { $0.lowercased().hasSuffix(TokensFileReading.modeFileSuffix) }) {
      return .modeFiles
    }
    return nil
  }
}
