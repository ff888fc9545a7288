import ThemePackCatalog
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Writes `icons/` in the output folder: every theme's app icon for iOS and Android, all in
/// one folder because an app can only switch to icons compiled into it.
///
///     icons/AppIcons.xcassets/AppIcon-<theme>.appiconset   any, dark, tinted (1024 px)
///     icons/AppIcons.xcassets/AppIcon-<theme>-Picker.imageset   60 pt at 2x and 3x
///     icons/AppIcon-<theme>.icon/                          icon.json and Assets/ (Xcode 26)
///     icons/AlternateIcons.xcconfig, icons/AlternateIcons.plist
///     icons/android/res/…, icons/android/activity-aliases.xml
///
/// The folder is built beside its place and swapped in whole, so a failure leaves the
/// previous one.
package enum AppIconOutput {
  /// The folder, relative to the output folder.
  package static let folder = "icons"

  /// Every file of `project`'s icons, by path relative to `icons/`; empty when the project
  /// declares no icon.
  package static func files(of project: ThemeProject) throws(BuildError) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    var names: [String] = []
    for theme in project.themes {
      guard let spec = theme.appIcon else { continue }
      let name = spec.name(in: theme.name)
      names.append(name)
      let renderer = try icon { () throws(AppIconError) in
        try AppIconRenderer(project: project, theme: theme, spec: spec)
      }
      let looks = try icon { () throws(AppIconError) in try renderer.looks(side: AppIconCatalogFiles.side) }
      var picker: [Int: RGBAImage] = [:]
      for scale in [2, 3] {
        let side = AppIconCatalogFiles.pickerPoints * scale
        picker[scale] = Resampler.resize(looks.any, width: side, height: side)
      }
      files.merge(try AppIconCatalogFiles.files(name: name, looks: looks, picker: picker)) { _, new in new }
      files.merge(try IconComposerFolder.files(name: name, renderer: renderer)) { _, new in new }
      for (path, bytes) in try AndroidAdaptiveIcon.files(name: name, renderer: renderer, looks: looks) {
        files["android/" + path] = bytes
      }
    }
    guard !names.isEmpty else { return [:] }
    files[AppIconCatalogFiles.catalog + "/Contents.json"] = AppIconCatalogFiles.catalogContents()
    files["AlternateIcons.xcconfig"] = AppIconCatalogFiles.xcconfig(names: names)
    files["AlternateIcons.plist"] = AppIconCatalogFiles.plist(names: names)
    files["android/activity-aliases.xml"] = AndroidAdaptiveIcon.aliases(names: names)
    return files
  }

  /// Replaces `<output>/icons` with `project`'s icons; nothing when the project has none.
  /// Returns the paths written, relative to the output folder, sorted.
  @discardableResult
  package static func write(_ project: ThemeProject, output: String) throws(BuildError) -> [String] {
    let files = try files(of: project)
    guard !files.isEmpty else { return [] }
    do {
      // Unchanged files stay the same inodes, so a no-op rebuild rewrites nothing.
      try StagedCatalogFolder.replace(
        at: output + "/" + folder, with: files, dropping: "", linkingUnchanged: true)
    } catch {
      throw .output(error)
    }
    return files.keys.sorted().map { folder + "/" + $0 }
  }
}

/// The result of `body`, an `AppIconError` becoming the build's error for that file.
package func icon<T>(_ body: () throws(AppIconError) -> T) throws(BuildError) -> T {
  do {
    return try body()
  } catch {
    throw .image(file: error.file, reason: error.reason)
  }
}
