import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackTestSupport

/// A small built theme folder, as the build writes it: PNG images at several scales, a
/// dark variant, one image in a subfolder, and `manifest.json` (with the build's keys:
/// `"name"` for the theme, `"generator"` for the tool that made it).
struct ThemeFixture {
  /// Paths inside the theme folder and their bytes (without the manifest).
  var images: [String: [UInt8]]
  var manifestText: String

  init(
    theme: String = "blue", version: String = "1.2.0",
    tint: ThemeRGBA = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255),
    generator: String = "themepack 0.1.0"
  ) throws {
    func png(_ width: Int, _ height: Int, _ color: ThemeRGBA) throws -> [UInt8] {
      try PNGEncoder.encode(RGBAImage(width: width, height: height, fill: color))
    }
    let dark = ThemeRGBA(red: 120, green: 170, blue: 230, alpha: 255)
    images = [
      "themeColor.png": try png(1, 1, tint),
      "themeColor@2x.png": try png(2, 2, tint),
      "themeColor@3x.png": try png(3, 3, tint),
      "navBar@2x.png": try png(4, 88, tint),
      "navBar.dark@2x.png": try png(4, 88, dark),
      "icons/search@3x.png": try png(30, 30, tint),
    ]
    manifestText = """
      {
        "formatVersion": 1,
        "name": "\(theme)",
        "version": "\(version)",
        "generator": "\(generator)",
        "color": {"light": "#226BAA", "dark": "#78AAE6"},
        "extraColors": {},
        "assets": {"themeColor": {}, "navBar": {}, "icons/search": {}}
      }

      """
  }

  /// Writes the theme folder at `relative` inside `folder` and returns its path. Files
  /// are written in `reversed` order when asked, to vary directory order.
  @discardableResult
  func write(in folder: TemporaryFolder, at relative: String, reversed: Bool = false) throws -> String {
    var names = images.keys.sorted()
    if reversed { names.reverse() }
    for name in names { try folder.write(images[name]!, to: relative + "/" + name) }
    try folder.write(manifestText, to: relative + "/manifest.json")
    return folder.path(relative)
  }
}
