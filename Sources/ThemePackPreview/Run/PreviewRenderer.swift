import ThemePackImaging
import ThemePackSupport

/// Draws the preview of a build: an HTML page that opens from disk, a PNG contact sheet per
/// theme, and the images the page shows.
///
/// Same input, same bytes: nothing depends on time, locale or the order of dictionaries.
/// Navigation bars and sliced assets are drawn by `SliceRenderer` (as UIKit draws resizable
/// images), not by the browser, so the page shows what the app will show.
package enum PreviewRenderer {
  /// The files of the preview folder (see `PreviewOutput`):
  /// - `index.html`: the page;
  /// - `<theme>.png`: the contact sheet of each theme, the name made file-safe
  ///   (`PreviewFileNames`) and unique;
  /// - `images/<theme>/…`: every file of every asset, light and dark, the navigation bar at
  ///   each width (`navigation-bar/<width>pt.png`), sliced assets drawn at their point size;
  /// - `fonts/<theme>/<n>.<ext>`: the theme's font files its font roles name, for `@font-face`.
  ///
  /// Images are compressed with `encoding` (the live server asks for fast compression:
  /// bigger files, a fraction of the time), on `jobs` threads; the bytes do not depend on
  /// `jobs`.
  ///
  /// - Throws: `PNGError` only if an image cannot be encoded, which would be a bug.
  package static func render(
    _ input: PreviewInput, encoding: PNGEncodeOptions = .default, jobs: Int = 1
  ) throws(PNGError) -> PreviewOutput {
    let page = PreviewPageBuilder.page(for: input)
    var files: [String: [UInt8]] = [:]
    let images = PreviewPageBuilder.images(of: page)
    let paths = images.keys.sorted()
    let encoded = try ParallelWork.map(count: paths.count, jobs: jobs) { index throws(PNGError) in
      try encode(images[paths[index]]!, path: paths[index], options: encoding)
    }
    for (path, bytes) in zip(paths, encoded) { files[path] = bytes }
    let sheets = try ParallelWork.map(count: page.themes.count, jobs: jobs) { index throws(PNGError) in
      let theme = page.themes[index]
      let sheet = ContactSheet.render(
        theme, lightBackground: input.lightBackground, darkBackground: input.darkBackground)
      return try encode(sheet, path: theme.contactSheetPath, options: encoding)
    }
    for (theme, bytes) in zip(page.themes, sheets) { files[theme.contactSheetPath] = bytes }
    for theme in page.themes {
      for font in theme.fontFiles { files[font.path] = font.bytes }
    }
    files["index.html"] = Array(PreviewPageWriter.html(page).utf8)
    return PreviewOutput(files: files)
  }

  private static func encode(
    _ image: RGBAImage, path: String, options: PNGEncodeOptions
  ) throws(PNGError) -> [UInt8] {
    do {
      return try PNGEncoder.encode(image, options: options)
    } catch {
      throw error.naming(path)
    }
  }
}
