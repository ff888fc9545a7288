import Foundation

/// A folder of SwiftTheme themes shaped like SwiftTheme's own demos: `Red.plist` (XML),
/// `Blue.json` and `Yellow.plist` (binary), colours in every form SwiftTheme reads, fonts
/// (one the same in every theme, one that differs, one only Blue has), values of every other
/// kind (`values(_:)`: a status-bar style with its night value, numbers, a boolean, an array, a
/// dictionary and, in the plists, a date), a night colour, and images next to the theme files
/// (`images/icon_theme_<theme>.png` painted in the theme colour, `images/icon_night.png`
/// the same in every theme).
public enum SwiftThemeFixture {
  public static let themes: [(name: String, color: String, rgb: LegacyThemeArt.Color)] = [
    ("Blue", "#56ABE4", (0x56, 0xAB, 0xE4)),
    ("Red", "#EB4F38", (0xEB, 0x4F, 0x38)),
    ("Yellow", "#F4C600", (0xF4, 0xC6, 0x00)),
  ]

  /// The colour key paths of theme `index`, with the strings the file holds.
  public static func colors(_ index: Int) -> [String: String] {
    let theme = themes[index]
    return [
      "Global.barTintColor": theme.color,
      "Global.textColor": "#000",
      "Global.backgroundColor": index == 0 ? "#FFF" : "#fafafa",
      "ChangeThemeCell.buttonBackgroundColor": theme.color,
      "ChangeThemeCell.buttonTitleColorHighlighted": "#5558",
      "ListViewController.separatorColor": "#C6C5C580",
      "Night.Global.barTintColor": "#8FB8FF",
    ]
  }

  /// The image key paths, with the path the file holds (relative to it).
  public static func images(_ index: Int) -> [String: String] {
    [
      "SelectThemeCell.iconImage": "images/icon_theme_\(themes[index].name.lowercased()).png",
      "SwitchNightCell.iconImage": "images/icon_night.png",
    ]
  }

  /// The font key paths of theme `index`, with the strings the file holds.
  public static func fonts(_ index: Int) -> [String: String] {
    var fonts = [
      "Global.textFont": "PingFangSC-Medium,24",
      "ChangeThemeCell.titleFont": index == 1 ? "Helvetica Neue,17.5" : "PingFangSC-Semibold,17",
    ]
    if index == 0 { fonts["SelectThemeCell.titleFont"] = "Avenir-Heavy,12" }
    return fonts
  }

  /// The values of theme `index` that are no colour, image or font, by key path: what an app
  /// reads with `ThemeManager.value(for:)`, `number(for:)` and the like.
  public static func values(_ index: Int) -> [String: Any] {
    [
      "UIStatusBarStyle": index == 0 ? "LightContent" : "Default",
      "Night.UIStatusBarStyle": "LightContent",
      "ListViewController.rowHeight": 44,
      "Global.cornerRadius": index == 1 ? 4.5 : 6.25,
      "Flags.showAds": index != 2,
      "Tabs.order": ["home", "search", index == 0 ? "me" : "settings"],
      "Tabs.badge": ["color": "red", "max": 99] as [String: Any],
      "Version": "2.1",
    ]
  }

  /// The date theme `index` holds at `Meta.created` (not in the JSON theme, which cannot
  /// hold one): a value a theme.json cannot say, reported as not imported.
  public static func date(_ index: Int) -> Date? {
    themes[index].name == "Blue" ? nil : Date(timeIntervalSince1970: 1_600_000_000)
  }

  /// The whole theme as nested dictionaries.
  public static func dictionary(_ index: Int) -> [String: Any] {
    var root: [String: Any] = [:]
    let leaves = colors(index).merging(images(index)) { a, _ in a }.merging(fonts(index)) { a, _ in a }
    for (keyPath, value) in leaves {
      set(value, at: keyPath.split(separator: ".").map(String.init), in: &root)
    }
    for (keyPath, value) in values(index) {
      set(value, at: keyPath.split(separator: ".").map(String.init), in: &root)
    }
    if let date = date(index) { set(date, at: ["Meta", "created"], in: &root) }
    return root
  }

  private static func set(_ value: Any, at parts: [String], in dictionary: inout [String: Any]) {
    guard parts.count > 1 else {
      dictionary[parts[0]] = value
      return
    }
    var inner = dictionary[parts[0]] as? [String: Any] ?? [:]
    set(value, at: Array(parts.dropFirst()), in: &inner)
    dictionary[parts[0]] = inner
  }

  /// Writes the themes and their images into `relative` of `folder`.
  public static func write(into folder: TemporaryFolder, at relative: String) throws {
    for (index, theme) in themes.enumerated() {
      let root = dictionary(index)
      switch theme.name {
      case "Blue":
        let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        try folder.write(Array(data), to: "\(relative)/Blue.json")
      default:
        let data = try PropertyListSerialization.data(
          fromPropertyList: root, format: theme.name == "Red" ? .xml : .binary, options: 0)
        try folder.write(Array(data), to: "\(relative)/\(theme.name).plist")
      }
      let icon = LegacyThemeArt.shape(width: 24, height: 24, color: theme.rgb)
      try folder.write(
        try LegacyThemeArt.png(icon, width: 24, height: 24),
        to: "\(relative)/images/icon_theme_\(theme.name.lowercased()).png")
    }
    let night = LegacyThemeArt.noise(width: 16, height: 16, seed: 7)
    try folder.write(
      try LegacyThemeArt.png(night, width: 16, height: 16), to: "\(relative)/images/icon_night.png")
  }
}
