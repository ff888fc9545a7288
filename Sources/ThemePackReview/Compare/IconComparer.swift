import Foundation
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Compares a theme's app icon on the two sides of a diff. Each side's icons are drawn by
/// the build's own renderer from its project (`AppIconTile.drawn`: a diff builds the
/// runtime folders only, which hold no icon) and compared by the digests of the three looks
/// the build writes; a change writes each of iOS 26's four looks, old and new, as the preview
/// draws them on its light wallpaper, to `icons/<theme>/<look>.{before,after}.png`.
package enum IconComparer {
  /// Every theme's icon of the project at `path`, by theme name; empty when the project
  /// does not load or has no icon.
  package static func icons(ofProject path: String) -> [String: AppIconTile] {
    guard let project = ThemeProject.load(assetsPath: path).project else { return [:] }
    var icons: [String: AppIconTile] = [:]
    for theme in project.themes {
      if let icon = AppIconTile.drawn(theme, in: project, digests: true) { icons[theme.name] = icon }
    }
    return icons
  }

  /// What changed in theme `name`'s icon between `old` and `new`; nil when neither side has
  /// one or it is the same.
  package static func compare(
    theme name: String, old: AppIconTile?, new: AppIconTile?, into report: String
  ) throws(DiffError) -> IconDiff? {
    guard old != nil || new != nil else { return nil }
    let names = ["any", "dark", "tinted"]
    var changed: [String] = []
    if let old, let new {
      if old.problem == nil, new.problem == nil {
        changed = names.indices.filter { old.digests[$0] != new.digests[$0] }.map { names[$0] }
      } else if old.problem != new.problem {
        changed = names
      }
      guard !changed.isEmpty || old.name != new.name else { return nil }
    } else {
      changed = names
    }
    let status: DiffStatus = old == nil ? .added : new == nil ? .removed : .changed
    var looks: [IconDiff.Look] = []
    for look in AppIconLook.allCases {
      var entry = IconDiff.Look(look: look.rawValue)
      if let drawn = old?.looks {
        entry.before = "icons/\(name)/\(look.rawValue).before.png"
        try write(
          AppIconLookPainter.paint(drawn, look, darkWallpaper: false), to: report + "/" + entry.before!)
      }
      if let drawn = new?.looks {
        entry.after = "icons/\(name)/\(look.rawValue).after.png"
        try write(
          AppIconLookPainter.paint(drawn, look, darkWallpaper: false), to: report + "/" + entry.after!)
      }
      looks.append(entry)
    }
    return IconDiff(
      status: status, oldName: old?.name, newName: new?.name, changedLooks: changed, looks: looks,
      problem: new?.problem ?? old?.problem)
  }

  private static func write(_ image: RGBAImage, to path: String) throws(DiffError) {
    let bytes: [UInt8]
    do {
      bytes = try PNGEncoder.encode(image)
    } catch {
      throw .image(file: path, reason: error.reason)
    }
    do {
      try FolderMaker.make((path as NSString).deletingLastPathComponent)
      try FileWriter.write(bytes, to: path)
    } catch {
      throw .output(error)
    }
  }
}
