/// One image asset of a theme: its files per appearance key and scale, its size in
/// points, and its slice when it stretches.
package struct ThemeAsset: Sendable, Equatable, Decodable {
  /// File names inside the theme folder, by appearance key (`"any"`, `"dark"` …) then
  /// scale key (`"1x"`, `"2x"`, `"3x"`).
  package var files: [String: [String: String]]
  /// The size in points the asset is drawn at, when the manifest gives it: for a resizable
  /// asset the whole drawing's, larger than its sliced files (`ThemeSlice.size`).
  package var size: ThemeSize?
  /// How the image stretches, when it does.
  package var slice: ThemeSlice?
  /// `"original"` or `"template"`, when the manifest gives it.
  package var rendering: String?

  private enum Keys: String, CodingKey { case files, size, slice, rendering }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let raw = (try? container.decode([String: [String: LenientString]].self, forKey: .files)) ?? [:]
    files = raw.mapValues { $0.compactMapValues(\.text) }
    size = try? container.decodeIfPresent(ThemeSize.self, forKey: .size)
    slice = try? container.decodeIfPresent(ThemeSlice.self, forKey: .slice)
    rendering = try? container.decodeIfPresent(String.self, forKey: .rendering)
  }

  /// The file for `scale` and `appearance`, falling back as iOS does: the appearance by
  /// `ThemeAppearance.fallbackKeys`, then for each the scale asked, then lower scales, then
  /// higher ones (@3x → @2x → @1x). Returns the file name and the scale it was drawn at.
  package func file(scale: Int, appearance: ThemeAppearance) -> (name: String, scale: Int)? {
    let scales = [scale] + (1..<max(scale, 1)).reversed() + Array((scale + 1)...max(scale + 1, 3))
    for key in appearance.fallbackKeys {
      guard let byScale = files[key] else { continue }
      for candidate in scales {
        if let name = byScale["\(candidate)x"] { return (name, candidate) }
      }
    }
    return nil
  }
}
