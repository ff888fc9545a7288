import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A theme's Android adaptive icon, by path relative to `icons/android/`:
/// `res/mipmap-anydpi-v26/<name>.xml` (background, foreground and monochrome layers), each
/// layer at every density (108 dp a side, the artwork in the inner 72 dp that every launcher
/// shows), and a legacy 48 dp icon per density for Android 7 and older.
package enum AndroidAdaptiveIcon {
  /// Android's densities and their scale from dp to pixels.
  package static let densities: [(name: String, scale: Double)] = [
    ("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4),
  ]
  /// A layer's side and the visible part's, in dp.
  package static let layerDP = 108
  package static let visibleDP = 72
  package static let legacyDP = 48
  /// The launcher aliases, relative to `icons/`.
  package static let aliasesFile = "android/activity-aliases.xml"

  /// The resource name of icon `name` (`AppIcon-darkGray` → `app_icon_dark_gray`).
  package static func resourceName(of name: String) -> String { AndroidResourceName.convert(name) }

  /// The files of icon `name`.
  package static func files(name: String, renderer: AppIconRenderer, looks: AppIconLooks) throws(BuildError)
    -> [String: [UInt8]]
  {
    let resource = resourceName(of: name)
    var files: [String: [UInt8]] = [:]
    files["res/mipmap-anydpi-v26/\(resource).xml"] = Array(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
          <background android:drawable="@mipmap/\(resource)_background"/>
          <foreground android:drawable="@mipmap/\(resource)_foreground"/>
          <monochrome android:drawable="@mipmap/\(resource)_monochrome"/>
      </adaptive-icon>

      """.utf8)
    for density in densities {
      let side = Int((Double(layerDP) * density.scale).rounded())
      let inner = Int((Double(visibleDP) * density.scale).rounded())
      let offset = (side - inner) / 2
      let folder = "res/mipmap-\(density.name)/"
      var background = Canvas(width: side, height: side, background: opaque(looks.background))
      if let back = renderer.layers?.background {
        background.draw(
          try icon { () throws(AppIconError) in try back.image(side: side, file: back.path) }, atX: 0, y: 0)
      }
      var foreground = Canvas(width: side, height: side)
      foreground.draw(
        try icon { () throws(AppIconError) in try renderer.glyphImage(side: inner, color: renderer.color) },
        atX: offset, y: offset)
      var monochrome = Canvas(width: side, height: side)
      monochrome.draw(
        whiteSilhouette(
          try icon { () throws(AppIconError) in try renderer.glyphImage(side: inner, color: renderer.color) }),
        atX: offset, y: offset)
      let legacy = Resampler.resize(
        looks.any, width: Int(Double(legacyDP) * density.scale), height: Int(Double(legacyDP) * density.scale)
      )
      for (suffix, image) in [
        ("_background", background.result), ("_foreground", foreground.result),
        ("_monochrome", monochrome.result), ("", legacy),
      ] {
        let path = folder + resource + suffix + ".png"
        files[path] = try AppIconCatalogFiles.encode(image, file: path)
      }
    }
    return files
  }

  /// `activity-aliases.xml`: one launcher alias per icon, for the app's manifest; the app
  /// enables the theme's alias and disables the others (`setComponentEnabledSetting`).
  package static func aliases(names: [String], targetActivity: String = ".MainActivity") -> [UInt8] {
    var text = """
      <!-- Written by themepack: one launcher alias per theme's icon, for the <application> of
           AndroidManifest.xml. Enable one alias and disable the others with
           PackageManager.setComponentEnabledSetting; change targetActivity to the app's
           launcher activity. -->

      """
    for name in names {
      let alias = "." + name.replacingOccurrences(of: "-", with: "_")
      text += """
        <activity-alias
            android:name="\(alias)"
            android:targetActivity="\(targetActivity)"
            android:icon="@mipmap/\(resourceName(of: name))"
            android:enabled="false"
            android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN"/>
                <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
        </activity-alias>

        """
    }
    return Array(text.utf8)
  }

  /// `image` as white with its own alpha: what a monochrome layer is (the launcher tints
  /// it and reads only alpha).
  package static func whiteSilhouette(_ image: RGBAImage) -> RGBAImage {
    var result = image
    var index = 0
    while index < result.pixels.count {
      result.pixels[index] = 255
      result.pixels[index + 1] = 255
      result.pixels[index + 2] = 255
      index += 4
    }
    return result
  }

  private static func opaque(_ color: ThemeRGBA) -> ThemeRGBA {
    ThemeRGBA(red: color.red, green: color.green, blue: color.blue)
  }
}
