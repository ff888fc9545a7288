import ThemePackImaging

/// Draws the preview of a build: an HTML page that opens from disk, a PNG contact sheet per
/// theme, and the images the page shows.
///
/// Same input, same bytes: nothing depends on time, locale or the order of dictionaries.
/// Navigation bars and sliced assets are drawn by `SliceRenderer` (as UIKit draws resizable
/// images), not by the browser, so the page shows what the app will show.
public enum PreviewRenderer {
  /// The files of the preview folder (see `PreviewOutput`):
  /// - `index.html`: the page;
  /// - `<theme>.png`: the contact sheet of each theme, the name made file-safe
  ///   (`PreviewFileNames`) and unique;
  /// - `images/<theme>/…`: every file of every asset, light and dark, the navigation bar at
  ///   each width (`navigation-bar/<width>pt.png`), sliced assets drawn at their point size.
  ///
  /// - Throws: `PNGError` only if an image cannot be encoded, which would be a bug.
  public static func render(_ input: PreviewInput) throws(PNGError) -> PreviewOutput {
    let page = PreviewPageBuilder.page(for: input)
    var files: [String: [UInt8]] = [:]
    let images = PreviewPageBuilder.images(of: page)
    for path in images.keys.sorted() {
      files[path] = try encode(images[path]!, path: path)
    }
    for theme in page.themes {
      let sheet = ContactSheet.render(
        theme, lightBackground: input.lightBackground, darkBackground: input.darkBackground)
      files[theme.contactSheetPath] = try encode(sheet, path: theme.contactSheetPath)
    }
    files["index.html"] = Array(PreviewPageWriter.html(page).utf8)
    return PreviewOutput(files: files)
  }

  private static func encode(_ image: RGBAImage, path: String) throws(PNGError) -> [UInt8] {
    do {
      return try PNGEncoder.encode(image)
    } catch {
      throw error.naming(path)
    }
  }
}
