import Foundation
import ThemePackSupport
import ThemePackTestSupport

extension ProjectKind {
  /// SwiftTheme's PlistDemo: `Red.plist`, `Blue.plist` and `Night.plist`, their images by bare
  /// name in the `Assets.xcassets` beside them (1x–3x, a template tab icon), a font, a status
  /// bar style, numbers and booleans the app reads.
  static let plistDemo = ProjectKind(name: "SwiftTheme's PlistDemo with its catalog beside the plists") {
    folder in
    let themes = [("Red", "#EB4F38"), ("Blue", "#56ABE4"), ("Night", "#01040D")]
    var source = Source(from: folder.path("PlistDemo"))
    try folder.write(
      #"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "PlistDemo/Assets.xcassets/Contents.json")
    for (index, (name, color)) in themes.enumerated() {
      let moon = "icon_moon_\(name.lowercased())"
      let plist: [String: Any] = [
        "Global": [
          "barTintColor": color, "textColor": index == 2 ? "#ECF0F1" : "#000",
          "textFont": "PingFangSC-Regular,15",
        ],
        "SwitchNightCell": ["iconImage": moon, "rowHeight": 44, "showsBadge": index == 0],
        "UIStatusBarStyle": index == 2 ? "LightContent" : "Default",
        "Night": ["UIStatusBarStyle": "LightContent"],
      ]
      try folder.write(
        [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)),
        to: "PlistDemo/\(name).plist")
      source.swiftThemeFiles[name] = folder.path("PlistDemo/\(name).plist")
      var entries: [String] = []
      for scale in 1...3 {
        let drawn: LegacyThemeArt.Color = index == 2 ? (236, 240, 241) : (0, 0, 0)
        let pixels = LegacyThemeArt.shape(width: 20 * scale, height: 20 * scale, color: drawn)
        let file = "moon@\(scale)x.png"
        try folder.write(
          try LegacyThemeArt.png(pixels, width: 20 * scale, height: 20 * scale),
          to: "PlistDemo/Assets.xcassets/\(moon).imageset/\(file)")
        entries.append(#"{ "filename" : "\#(file)", "idiom" : "universal", "scale" : "\#(scale)x" }"#)
        source.images.append(
          Image(
            source: folder.path("PlistDemo/Assets.xcassets/\(moon).imageset/\(file)"),
            built: .keyPath(theme: name, keyPath: "SwitchNightCell.iconImage", scale: scale)))
      }
      try folder.write(imageSet(entries), to: "PlistDemo/Assets.xcassets/\(moon).imageset/Contents.json")
    }
    return source
  }

  /// SwiftTheme's JsonDemo shape (ThemePack's SwiftTheme fixture): `Blue.json` beside XML and
  /// binary plists, images next to the theme files, fonts, values of every type.
  static let jsonDemo = ProjectKind(
    name: "SwiftTheme themes in JSON and plists, images beside them", allowedWarnings: ["unknown-font"]
  ) { folder in
    try SwiftThemeFixture.write(into: folder, at: "Themes")
    var source = Source(from: folder.path("Themes"))
    for (index, theme) in SwiftThemeFixture.themes.enumerated() {
      let file = theme.name == "Blue" ? "Blue.json" : theme.name + ".plist"
      source.swiftThemeFiles[theme.name] = folder.path("Themes/" + file)
      for (keyPath, path) in SwiftThemeFixture.images(index) {
        source.images.append(
          Image(
            source: folder.path("Themes/" + path),
            built: .keyPath(theme: theme.name, keyPath: keyPath, scale: 1)))
      }
    }
    return source
  }

  /// A downloaded theme: `Blue.zip` holding `Blue/Blue.json` and its images (and the
  /// `__MACOSX` folder macOS adds).
  static let downloadedZip = ProjectKind(name: "a downloaded Blue.zip of one SwiftTheme theme") { folder in
    try SwiftThemeFixture.write(into: folder, at: "Themes")
    var entries: [TestZip.Entry] = []
    for file in ["Blue.json", "images/icon_theme_blue.png", "images/icon_night.png"] {
      entries.append(.file("Blue/" + file, try FileReader.bytes(at: folder.path("Themes/" + file))))
    }
    entries.append(.file("__MACOSX/Blue/._Blue.json", [0, 5, 22, 7]))
    try folder.write(TestZip(entries).bytes(), to: "Blue.zip")
    var source = Source(from: folder.path("Blue.zip"))
    source.swiftThemeFiles["Blue"] = folder.path("Themes/Blue.json")
    for (keyPath, path) in SwiftThemeFixture.images(0) {
      source.images.append(
        Image(
          source: folder.path("Themes/" + path), built: .keyPath(theme: "Blue", keyPath: keyPath, scale: 1)))
    }
    return source
  }

  /// SwiftTheme themes that hold colours and values only, no image.
  static let colourOnlyThemes = ProjectKind(name: "colour-only SwiftTheme themes") { folder in
    var source = Source(from: folder.path("Themes"))
    for (name, color) in [("Red", "#C0392B"), ("Night", "#1B2631")] {
      let plist: [String: Any] = [
        "Global": ["themeColor": color, "textColor": "#FFFFFF", "separatorColor": "#C6C5C580"],
        "Version": "3", "UIStatusBarStyle": 1,
      ]
      try folder.write(
        [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)),
        to: "Themes/\(name).plist")
      source.swiftThemeFiles[name] = folder.path("Themes/\(name).plist")
    }
    return source
  }
}
