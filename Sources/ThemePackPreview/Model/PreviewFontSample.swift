import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackNative
import ThemePackProject

/// One font role of a theme as the page and the contact sheet show it: the theme's sample
/// text in the face the role names, when one of the theme's font files has it (the page loads
/// that file with `@font-face`; the sheet draws it with FreeType), else in the system font,
/// with a note saying which and why.
package struct PreviewFontSample: Sendable, Equatable {
  /// The sentence a font is shown with when its theme gives no `sampleText`.
  package static let pangram = "The quick brown fox jumps over the lazy dog"
  /// The scale the contact sheet draws at (`ContactSheet.scale`), which sizes its samples.
  package static let sheetScale = 2

  /// A font file the page loads with `@font-face`, copied into the preview folder.
  package struct File: Sendable, Equatable {
    /// Relative to the preview folder: `fonts/<theme>/<n>.<ext>` (never the project's name).
    package var path: String
    /// The CSS family its `@font-face` declares: `tp-<theme>-<n>`.
    package var family: String
    /// The CSS `format()` hint: `truetype`, `opentype` or `collection`.
    package var format: String
    package var bytes: [UInt8]
  }

  /// The role's name (`title`) and its font.
  package var role: String
  package var spec: FontSpec
  /// The text drawn.
  package var text: String
  /// The theme's face the role names, nil when none of its files has it.
  package var face: FontFace?
  /// The page's file of that face, relative to the preview folder (`fonts/<theme>/<n>.ttf`).
  package var fontPath: String?
  /// The CSS family the page's `@font-face` gives that file (`tp-<theme>-<n>`).
  package var cssFamily: String?
  /// The text drawn with FreeType at the sheet's scale: white, its coverage in the alpha; nil
  /// without a face, or when FreeType could not draw it (`note` says so).
  package var sheetLine: RGBAImage?
  /// What the reader must know: the system fallback and why, or a face FreeType refused.
  package var note: String?

  /// The widest line the sheet draws, in pixels.
  package static let sheetLineWidth = 760

  /// The sample of role `role` among `files` (their page paths and CSS families in `fonts`).
  package static func make(
    role: String, spec: FontSpec, text: String, files: [PreviewFontFile],
    fonts: [(path: String, family: String)]
  ) -> PreviewFontSample {
    var sample = PreviewFontSample(role: role, spec: spec, text: text)
    guard
      let index = files.firstIndex(where: { file in file.faces.contains { $0.postScriptName == spec.family } }
      ),
      let face = files[index].faces.first(where: { $0.postScriptName == spec.family })
    else {
      sample.note =
        IOSFontNames.isInstalled(spec.family)
        ? "an iOS system font, not shipped with the theme: shown in this browser's system font"
        : "no font file of the theme has '\(spec.family)' and it is no iOS font: shown in the system font"
      return sample
    }
    sample.face = face
    sample.fontPath = fonts[index].path
    sample.cssFamily = fonts[index].family
    let size = min(
      FreeTypeNative.maxPixelSize, max(1, Int((spec.size * Double(Self.sheetScale)).rounded())))
    switch FreeTypeNative.drawLine(
      text, in: files[index].bytes, faceIndex: face.index, pixelSize: size, maxWidth: sheetLineWidth)
    {
    case .success(let line):
      var image = RGBAImage(
        width: line.width, height: line.height, fill: ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 0))
      for (offset, value) in line.coverage.enumerated() { image.pixels[offset * 4 + 3] = value }
      sample.sheetLine = image
    case .failure(let failure):
      sample.note = "FreeType could not draw '\(spec.family)': \(failure.message)"
    }
    return sample
  }

  /// The samples of every font role of `theme` (by role name) in its sample text, and the
  /// files they draw from, named after `slug`.
  package static func samples(of theme: PreviewTheme, slug: String) -> (
    files: [File], samples: [PreviewFontSample]
  ) {
    let all = theme.fontFiles.enumerated().map { index, file -> File in
      let ext = file.name.split(separator: ".").last.map { $0.lowercased() } ?? "ttf"
      let format = ["otf": "opentype", "ttc": "collection", "otc": "collection"][ext] ?? "truetype"
      return File(
        path: "fonts/\(slug)/\(index + 1).\(FontFiles.extensions.contains(ext) ? ext : "ttf")",
        family: "tp-\(slug)-\(index + 1)", format: format, bytes: file.bytes)
    }
    let text = theme.sampleText ?? Self.pangram
    let samples = theme.fonts.keys.sorted().map { role in
      make(
        role: role, spec: theme.fonts[role]!, text: text, files: theme.fontFiles,
        fonts: all.map { ($0.path, $0.family) })
    }
    let used = Set(samples.compactMap(\.fontPath))
    return (all.filter { used.contains($0.path) }, samples)
  }

  /// `line` (white, coverage in its alpha) in `color`.
  package static func colored(_ line: RGBAImage, _ color: ThemeRGBA) -> RGBAImage {
    var image = line
    for offset in stride(from: 0, to: image.pixels.count, by: 4) {
      image.pixels[offset] = color.red
      image.pixels[offset + 1] = color.green
      image.pixels[offset + 2] = color.blue
      image.pixels[offset + 3] = UInt8((Int(line.pixels[offset + 3]) * Int(color.alpha) + 127) / 255)
    }
    return image
  }
}
