import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackCatalog
import ThemePackImport
import ThemePackProject
import ThemePackTestSupport

extension ProjectKind {
  /// An app's catalog: a dozen image sets at mixed scales (1x–3x, 2x only, 3x only), dark
  /// variants, template rendering intent, a 9-part resizable bar, a 285.5-pt banner, a PDF set
  /// (listed, not imported), and colour sets in every notation and space Xcode writes,
  /// system-colour references and high-contrast entries among them.
  static let appCatalog = ProjectKind(name: "an app catalog with mixed scales and dark variants") { folder in
    let catalog = "Shop.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    for index in 0..<12 {
      try writeIcon(index, into: folder, catalog: catalog)
    }
    try CatalogFixture.writeButton(into: folder, at: "\(catalog)/bar.imageset", color: (34, 107, 170))
    var banner: [String] = []
    for (scale, width, height) in [(1, 285, 40), (2, 571, 80)] {
      let pixels = LegacyThemeArt.button(width: width, height: height, color: (200, 80, 20), detail: 255)
      try folder.write(
        try LegacyThemeArt.png(pixels, width: width, height: height),
        to: "\(catalog)/banner.imageset/b\(scale).png")
      banner.append(#"{ "filename" : "b\#(scale).png", "idiom" : "universal", "scale" : "\#(scale)x" }"#)
    }
    try folder.write(imageSet(banner), to: "\(catalog)/banner.imageset/Contents.json")
    try folder.write(TestPDF.page(), to: "\(catalog)/vector.imageset/vector.pdf")
    try folder.write(
      imageSet(
        [#"{ "filename" : "vector.pdf", "idiom" : "universal" }"#],
        properties: #""preserves-vector-representation" : true"#),
      to: "\(catalog)/vector.imageset/Contents.json")
    for (name, entries) in colorSets {
      try folder.write(colorSet(entries), to: "\(catalog)/\(name).colorset/Contents.json")
    }
    return try catalogSource(folder.path(catalog), theme: "Shop")
  }

  /// A small catalog as Xcode writes grays and system colours: `gray-gamma-22` components, a
  /// `labelColor` and a `systemTealColor` reference with an sRGB dark entry.
  static let systemColorCatalog = ProjectKind(name: "a catalog with gray-gamma-22 and system colours") {
    folder in
    let catalog = "Gray.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    try folder.write(
      colorSet([gray("0.200", dark: false), gray("0.850", dark: true)]),
      to: "\(catalog)/AccentColor.colorset/Contents.json")
    try folder.write(colorSet([reference("labelColor")]), to: "\(catalog)/ink.colorset/Contents.json")
    try folder.write(
      colorSet([reference("systemTealColor"), srgb("0.100", "0.300", "0.350", dark: true)]),
      to: "\(catalog)/teal.colorset/Contents.json")
    try writeIcon(0, into: folder, catalog: catalog)
    return try catalogSource(folder.path(catalog), theme: "Gray")
  }

  /// ThemePack's test catalog with a namespace group per theme (`blue`, `silver`), as the
  /// SwiftTheme demo's and ThemePack's own catalogs group them.
  static let groupedCatalog = ProjectKind(name: "a catalog with a namespace group per theme") { folder in
    try CatalogFixture.write(into: folder, at: "App.xcassets")
    return try catalogSource(folder.path("App.xcassets"), theme: nil)
  }

  /// Icon `index`: its own colour, scales by `index % 3` (all, 2x only, 3x only), a dark
  /// variant for every fourth, template rendering intent for every fifth.
  static func writeIcon(_ index: Int, into folder: TemporaryFolder, catalog: String) throws {
    let scales = [[1, 2, 3], [2], [3]][index % 3]
    let color: LegacyThemeArt.Color = (20 * index % 256, 200 - 10 * index, 100 + 10 * index)
    let night: LegacyThemeArt.Color = (255 - color.red, 255 - color.green, 255 - color.blue)
    var entries: [String] = []
    for scale in scales {
      for dark in index % 4 == 0 ? [false, true] : [false] {
        let name = "i\(index)\(dark ? "d" : "")@\(scale)x.png"
        let pixels = LegacyThemeArt.shape(width: 8 * scale, height: 8 * scale, color: dark ? night : color)
        try folder.write(
          try LegacyThemeArt.png(pixels, width: 8 * scale, height: 8 * scale),
          to: "\(catalog)/icon\(index).imageset/\(name)")
        let appearance =
          dark ? #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"# : ""
        entries.append(
          #"{ "filename" : "\#(name)", "idiom" : "universal", "scale" : "\#(scale)x"\#(appearance) }"#)
      }
    }
    let template = index % 5 == 0 ? #""template-rendering-intent" : "template""# : nil
    try folder.write(
      imageSet(entries, properties: template), to: "\(catalog)/icon\(index).imageset/Contents.json")
  }

  static func imageSet(_ entries: [String], properties: String? = nil) -> String {
    "{ \"images\" : [ " + entries.joined(separator: ", ")
      + " ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"
      + (properties.map { ", \"properties\" : { \($0) }" } ?? "") + " }"
  }

  static func colorSet(_ entries: [String]) -> String {
    "{ \"colors\" : [ " + entries.joined(separator: ", ")
      + " ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"
  }

  static func appearances(dark: Bool, high: Bool = false) -> String {
    var list: [String] = []
    if dark { list.append(#"{ "appearance" : "luminosity", "value" : "dark" }"#) }
    if high { list.append(#"{ "appearance" : "contrast", "value" : "high" }"#) }
    return list.isEmpty ? "" : "\"appearances\" : [ " + list.joined(separator: ", ") + " ], "
  }

  static func srgb(
    _ red: String, _ green: String, _ blue: String, dark: Bool = false, high: Bool = false,
    space: String = "srgb"
  ) -> String {
    "{ \(appearances(dark: dark, high: high))\"color\" : { \"color-space\" : \"\(space)\", \"components\" : "
      + "{ \"alpha\" : \"1.000\", \"red\" : \"\(red)\", \"green\" : \"\(green)\", \"blue\" : \"\(blue)\" } }, \"idiom\" : \"universal\" }"
  }

  static func gray(_ white: String, dark: Bool) -> String {
    "{ \(appearances(dark: dark))\"color\" : { \"color-space\" : \"gray-gamma-22\", \"components\" : "
      + "{ \"alpha\" : \"1.000\", \"white\" : \"\(white)\" }, \"platform\" : \"ios\" }, \"idiom\" : \"universal\" }"
  }

  static func reference(_ name: String, dark: Bool = false, platform: String = "ios") -> String {
    "{ \(appearances(dark: dark))\"color\" : { \"platform\" : \"\(platform)\", \"reference\" : \"\(name)\" }, "
      + "\"idiom\" : \"universal\" }"
  }

  /// The app catalog's colour sets, by name.
  static let colorSets: [(String, [String])] = [
    ("AccentColor", [srgb("0.133", "0.420", "0.667"), srgb("0.549", "0.741", "0.922", dark: true)]),
    ("ink", [reference("labelColor")]),
    ("link", [reference("systemBlueColor")]),
    ("paper", [gray("1.000", dark: false), gray("0.100", dark: true)]),
    ("brand", [srgb("0.900", "0.200", "0.300", space: "display-p3")]),
    (
      "warn",
      [
        srgb("0.800", "0.500", "0.000"), srgb("1.000", "0.700", "0.200", dark: true),
        srgb("0.600", "0.300", "0.000", high: true), srgb("1.000", "0.800", "0.400", dark: true, high: true),
      ]
    ),
    ("muted", [srgb("0.400", "0.400", "0.450", space: "extended-srgb")]),
    ("shade", [srgb("34", "107", "170"), srgb("0x78", "0xAA", "0xDC", dark: true)]),
  ]

  /// The checks of a catalog import: every PNG entry against the built runtime file of its
  /// asset, scale and appearance (alpha only for template sets), and every colour set's
  /// values (the theme colour's as `color`), in the theme `theme` (nil: one per group).
  static func catalogSource(_ path: String, theme: String?) throws -> Source {
    let contents = CatalogReader.read(path)
    var source = Source(from: path)
    for set in contents.imageSets {
      let group = theme ?? set.namespace.first ?? ""
      let asset = CatalogImporter.assetName(set.name, group: theme == nil ? group : nil)
      // What an asset is made of: no size-class variant, no Display P3 file beside an sRGB one.
      let srgb = Set(
        set.entries.filter { !$0.isDisplayP3 }.map { "\($0.scale ?? 0)|\($0.appearance.isDark)" })
      for entry in set.entries where !entry.appearance.isHighContrast && entry.sizeClass == nil {
        if entry.isDisplayP3, srgb.contains("\(entry.scale ?? 0)|\(entry.appearance.isDark)") { continue }
        guard let name = entry.filename, name.hasSuffix(".png"), let scale = entry.scale else { continue }
        // A resizable set is compared with its whole drawing (the sliced files are parts).
        let built =
          entry.resizing == nil
          ? ImageFileName(asset: asset, appearance: entry.appearance.normal, scale: scale).fileName
          : SwiftThemeFile.wholeFileName(asset: asset, isDark: entry.appearance.isDark, scale: scale)
        source.images.append(
          Image(
            source: set.path + "/" + name, built: .file(group + "/" + built),
            alphaOnly: set.renderingIntent == "template"))
      }
    }
    for set in contents.colorSets {
      let group = theme ?? set.namespace.first ?? ""
      let local = CatalogImporter.assetName(set.name, group: theme == nil ? group : nil)
      let sets = contents.colorSets.filter { theme != nil || $0.namespace.first == group }
      let isMain = CatalogColorChoice.chosen(sets)?.path == set.path
      var values: [ThemeAppearance: ThemeRGBA] = [:]
      // What iOS draws: a named colour's missing appearance is its fallback entry's value.
      for appearance in ThemeAppearance.allCases {
        values[appearance] = set.value(appearance, asDrawn: !isMain)
      }
      source.colors.append(Color(theme: group, set: isMain ? "color" : local, values: values))
    }
    return source
  }
}

extension ProjectKind {
  /// Hand-painted theme folders where one theme draws an icon at 3x and the other at 2x: the
  /// project lints clean (the icon is built at up to 2x in both) and the 2x files are kept.
  static let mixedScaleFolders = ProjectKind(name: "theme folders that draw an icon at different scales") {
    folder in
    var source = Source(from: folder.path("ThemeResource"))
    for (index, (theme, scale)) in [("ocean", 3), ("forest", 2)].enumerated() {
      let color: LegacyThemeArt.Color = index == 0 ? (14, 124, 134) : (46, 125, 50)
      try folder.write(
        try LegacyThemeArt.png(LegacyThemeArt.flat(width: 1, height: 1, color: color), width: 1, height: 1),
        to: "ThemeResource/\(theme)/themeColor.png")
      let side = 8 * scale
      try folder.write(
        try LegacyThemeArt.png(
          LegacyThemeArt.noise(width: side, height: side, seed: UInt64(index + 11)), width: side, height: side
        ),
        to: "ThemeResource/\(theme)/icon@\(scale)x.png")
      if scale == 2 {
        source.images.append(
          Image(
            source: folder.path("ThemeResource/\(theme)/icon@2x.png"), built: .file("\(theme)/icon@2x.png")))
      }
    }
    return source
  }
}
