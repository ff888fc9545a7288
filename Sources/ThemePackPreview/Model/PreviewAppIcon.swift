import ThemePackBuild
import ThemePackImaging
import ThemePackProject

/// A theme's app icon on the page: each iOS 26 look (`AppIconLook`) on a light and a dark
/// wallpaper, drawn by `AppIconLookPainter` from the looks the build draws.
package struct PreviewAppIcon: Sendable, Equatable {
  /// One icon picture on one wallpaper.
  package struct Tile: Sendable, Equatable {
    package var look: AppIconLook
    package var darkWallpaper: Bool
    package var picture: PreviewImageRef
  }

  /// The size an icon is shown at on the Home Screen, in points.
  package static let points = 60.0
  /// The pixels of its side: drawn at 2x.
  package static let pixelSide = AppIconTile.pixelSide

  /// The icon's name in the app.
  package var name: String
  /// Every look on the light wallpaper, then every look on the dark one; empty when the icon
  /// cannot be drawn (`problem`).
  package var tiles: [Tile]
  /// Why the icon is not drawn, when it is not.
  package var problem: String?

  /// The tiles on the light (`dark` false) or dark wallpaper, in look order.
  package func tiles(darkWallpaper dark: Bool) -> [Tile] { tiles.filter { $0.darkWallpaper == dark } }

  /// The page's icon of `source` for `theme` with its pictures under `folder/app-icon/`. A
  /// look that does not change with the wallpaper is one file both wallpapers show.
  package static func make(_ source: AppIconTile, theme: String, folder: String) -> PreviewAppIcon {
    guard let looks = source.looks else {
      return PreviewAppIcon(
        name: source.name, tiles: [], problem: source.problem ?? "the icon cannot be drawn")
    }
    var tiles: [Tile] = []
    for dark in [false, true] {
      for look in AppIconLook.allCases {
        let wallpaperSuffix = dark && look.isApproximated ? ".dark-wallpaper" : ""
        let picture = PreviewImageRef(
          path: "\(folder)/app-icon/\(look.rawValue)\(wallpaperSuffix).png",
          image: AppIconLookPainter.paint(looks, look, darkWallpaper: dark),
          displayWidth: points, displayHeight: points,
          alt: "\(theme) app icon '\(source.name)', \(look.label.lowercased()) look"
            + (look.isApproximated ? " (approximated)" : "") + ", on a \(dark ? "dark" : "light") wallpaper")
        tiles.append(Tile(look: look, darkWallpaper: dark, picture: picture))
      }
    }
    return PreviewAppIcon(name: source.name, tiles: tiles, problem: nil)
  }
}
