/// A folder of hand-painted theme folders that mimics iBus (`ThemeResource/<theme>/*.png`):
/// the same file names in every theme, no scale suffix, drift between files of one theme.
///
/// Per theme: `themeColor.png` (1×1, the theme colour), `btn.png` (white details; in
/// darkGray painted 1,4,8 levels off the theme colour), `shadow.png` (black details),
/// `tab icon.png` (a template shape; its name needs a rename), `photo.png` (noise, different
/// per theme: no master fits). Only blue has `extra.png` and `notes.txt`.
public enum LegacyThemeFolders {
  public static let themes: [(name: String, color: LegacyThemeArt.Color)] = [
    ("blue", (34, 107, 170)), ("darkGray", (52, 73, 94)), ("sunFlower", (241, 196, 15)),
  ]
  /// The painted colour's offset from the theme colour in darkGray's `btn.png`.
  public static let drift = (red: 1, green: 4, blue: 8)

  /// Each file's pixel size at `multiple` (1 for the 1x-sized set, 2 for a set drawn at @2x).
  public static func sizes(multiple: Int) -> [String: (width: Int, height: Int)] {
    [
      "themeColor": (1, 1), "btn": (40 * multiple, 20 * multiple), "shadow": (24 * multiple, 12 * multiple),
      "tab icon": (16 * multiple, 16 * multiple), "photo": (8 * multiple, 8 * multiple),
    ]
  }

  /// Writes the folder at `relative` inside `folder`.
  public static func write(into folder: TemporaryFolder, at relative: String, multiple: Int = 1) throws {
    let sizes = sizes(multiple: multiple)
    for (index, theme) in themes.enumerated() {
      let color = theme.color
      let painted =
        theme.name == "darkGray"
        ? (red: color.red + drift.red, green: color.green + drift.green, blue: color.blue + drift.blue)
        : color
      func put(_ name: String, _ pixels: [UInt8]) throws {
        let size = sizes[name] ?? (4, 4)
        try folder.write(
          try LegacyThemeArt.png(pixels, width: size.width, height: size.height),
          to: "\(relative)/\(theme.name)/\(name).png")
      }
      func size(_ name: String) -> (Int, Int) { sizes[name]! }
      try put("themeColor", LegacyThemeArt.flat(width: 1, height: 1, color: color))
      let btn = size("btn")
      try put("btn", LegacyThemeArt.button(width: btn.0, height: btn.1, color: painted, detail: 255))
      let shadow = size("shadow")
      try put("shadow", LegacyThemeArt.button(width: shadow.0, height: shadow.1, color: color, detail: 0))
      let icon = size("tab icon")
      try put("tab icon", LegacyThemeArt.shape(width: icon.0, height: icon.1, color: color))
      let photo = size("photo")
      try put("photo", LegacyThemeArt.noise(width: photo.0, height: photo.1, seed: UInt64(index + 1)))
      if theme.name == "blue" {
        try put("extra", LegacyThemeArt.flat(width: 4, height: 4, color: (255, 0, 0)))
        try folder.write("not an image", to: "\(relative)/blue/notes.txt")
      }
    }
  }
}
