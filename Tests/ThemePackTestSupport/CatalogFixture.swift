/// A small, valid Xcode asset catalog written the way Xcode writes one: two namespace groups
/// (`blue`, `silver`) with the same set names, each holding `btn.imageset` (1x/2x/3x, dark
/// files at every scale, a 9-part slice in pixels of each file), `icon.imageset` (one 2x file
/// under an odd name, template rendering intent) and `themeColor.colorset` (any and dark, in
/// three component notations).
public enum CatalogFixture {
  public static let themes: [(name: String, color: LegacyThemeArt.Color)] = [
    ("blue", (34, 107, 170)), ("silver", (189, 195, 199)),
  ]
  /// The dark colour of each theme's colour set.
  public static let darkColor: LegacyThemeArt.Color = (120, 170, 220)
  /// The odd file name of the icon.
  public static let iconFile = "iconfont-11xnight (1).png"

  /// Writes the catalog at `relative` (a name ending in `.xcassets`) inside `folder`.
  public static func write(into folder: TemporaryFolder, at relative: String) throws {
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(relative)/Contents.json")
    for theme in themes {
      let group = "\(relative)/\(theme.name)"
      try folder.write(
        #"{"info" : {"author" : "xcode", "version" : 1}, "properties" : {"provides-namespace" : true}}"#,
        to: "\(group)/Contents.json")
      try writeButton(into: folder, at: "\(group)/btn.imageset", color: theme.color)
      let icon = LegacyThemeArt.shape(width: 16, height: 16, color: theme.color)
      try folder.write(
        try LegacyThemeArt.png(icon, width: 16, height: 16), to: "\(group)/icon.imageset/\(iconFile)")
      try folder.write(
        """
        {
          "images" : [
            { "idiom" : "universal", "scale" : "1x" },
            { "filename" : "\(iconFile)", "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 },
          "properties" : { "template-rendering-intent" : "template" }
        }
        """, to: "\(group)/icon.imageset/Contents.json")
      try folder.write(colorSet(theme.color), to: "\(group)/themeColor.colorset/Contents.json")
    }
  }

  /// `btn`: 10x6 pt, files at every scale (light and dark), caps of 2 pt on every side.
  public static func writeButton(into folder: TemporaryFolder, at set: String, color: LegacyThemeArt.Color)
    throws
  {
    var images: [String] = []
    for scale in 1...3 {
      let suffix = scale == 1 ? "" : "@\(scale)x"
      for dark in [false, true] {
        let name = "btn\(dark ? "-dark" : "")\(suffix).png"
        let paint = dark ? darkColor : color
        let pixels = LegacyThemeArt.button(width: 10 * scale, height: 6 * scale, color: paint, detail: 255)
        try folder.write(
          try LegacyThemeArt.png(pixels, width: 10 * scale, height: 6 * scale), to: "\(set)/\(name)")
        let appearance =
          dark ? #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"# : ""
        let cap = 2 * scale
        images.append(
          """
              { "filename" : "\(name)", "idiom" : "universal", "scale" : "\(scale)x"\(appearance),
                "resizing" : { "cap-insets" : { "bottom" : \(cap), "left" : \(cap), "right" : \(cap), "top" : \(cap) },
                  "center" : { "height" : 1, "mode" : "stretch", "width" : 1 }, "mode" : "9-part" } }
          """)
      }
    }
    try folder.write(
      "{\n  \"images\" : [\n" + images.joined(separator: ",\n")
        + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n", to: "\(set)/Contents.json")
  }

  /// A colour set: the light colour in the float notation, the dark one in hex and integers.
  static func colorSet(_ color: LegacyThemeArt.Color) -> String {
    func float(_ value: Int) -> String {
      let thousandths = (value * 1000 + 127) / 255
      if thousandths >= 1000 { return "1.000" }
      return "0.\(String(repeating: "0", count: 3 - String(thousandths).count))\(thousandths)"
    }
    return """
      {
        "colors" : [
          { "color" : { "color-space" : "srgb", "components" : {
              "alpha" : "1.000", "blue" : "\(float(color.blue))", "green" : "\(float(color.green))", "red" : "\(float(color.red))" } },
            "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "srgb", "components" : {
              "alpha" : "1.000", "blue" : "\(darkColor.blue)", "green" : "0x\(String(darkColor.green, radix: 16))", "red" : "\(darkColor.red)" } },
            "idiom" : "universal" }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """
  }
}
