import ThemePackCatalog
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// The files of `icons/` in the output folder: every theme's app icon for iOS and Android,
/// all in one folder because an app can only switch to icons compiled into it.
///
///     icons/AppIcons.xcassets/AppIcon-<theme>.appiconset   any, dark, tinted (1024 px)
///     icons/AppIcons.xcassets/AppIcon-<theme>-Picker.imageset   60 pt at 2x and 3x
///     icons/AppIcon-<theme>.icon/                          icon.json and Assets/ (Xcode 26)
///     icons/AlternateIcons.xcconfig, icons/AlternateIcons.plist
///     icons/android/res/…, icons/android/activity-aliases.xml
///
/// The iOS files are written by builds that write the asset catalog, the Android ones by
/// builds that write Android resources (`AppIconPlatforms`); `AppIconWriter` puts them in place.
package enum AppIconOutput {
  /// The folder, relative to the output folder.
  package static let folder = "icons"

  /// Every file of `project`'s icons, every icon drawn, by path relative to `icons/`;
  /// empty when the project declares no icon or `platforms` is empty.
  package static func files(of project: ThemeProject, platforms: AppIconPlatforms = .all) throws(BuildError)
    -> [String: [UInt8]]
  {
    var files: [String: [UInt8]] = [:]
    var names: [String] = []
    for theme in project.themes {
      guard let spec = theme.appIcon, !platforms.isEmpty else { continue }
      names.append(spec.name(in: theme.name))
      files.merge(try themeFiles(project: project, theme: theme, spec: spec, platforms: platforms)) {
        _, new in
        new
      }
    }
    guard !names.isEmpty else { return [:] }
    return files.merging(sharedFiles(names: names, platforms: platforms)) { _, new in new }
  }

  /// The files of `theme`'s icon `spec` alone, drawn, by path relative to `icons/`.
  package static func themeFiles(
    project: ThemeProject, theme: Theme, spec: AppIconSpec, platforms: AppIconPlatforms
  ) throws(BuildError) -> [String: [UInt8]] {
    let name = spec.name(in: theme.name)
    let renderer = try icon { () throws(AppIconError) in
      try AppIconRenderer(project: project, theme: theme, spec: spec)
    }
    let looks = try icon { () throws(AppIconError) in try renderer.looks(side: AppIconCatalogFiles.side) }
    var files: [String: [UInt8]] = [:]
    if platforms.ios {
      var picker: [Int: RGBAImage] = [:]
      for scale in [2, 3] {
        let side = AppIconCatalogFiles.pickerPoints * scale
        picker[scale] = Resampler.resize(looks.any, width: side, height: side)
      }
      files.merge(try AppIconCatalogFiles.files(name: name, looks: looks, picker: picker)) { _, new in new }
      files.merge(try IconComposerFolder.files(name: name, renderer: renderer)) { _, new in new }
    }
    if platforms.android {
      for (path, bytes) in try AndroidAdaptiveIcon.files(name: name, renderer: renderer, looks: looks) {
        files["android/" + path] = bytes
      }
    }
    return files
  }

  /// The files every icon shares (the catalog's `Contents.json`, the alternate-icon lists,
  /// the Android aliases), for the icons `names` in theme order.
  package static func sharedFiles(names: [String], platforms: AppIconPlatforms) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    if platforms.ios {
      files[AppIconCatalogFiles.catalog + "/Contents.json"] = AppIconCatalogFiles.catalogContents()
      files[AppIconCatalogFiles.xcconfigFile] = AppIconCatalogFiles.xcconfig(names: names)
      files[AppIconCatalogFiles.plistFile] = AppIconCatalogFiles.plist(names: names)
    }
    if platforms.android {
      files[AndroidAdaptiveIcon.aliasesFile] = AndroidAdaptiveIcon.aliases(names: names)
    }
    return files
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
