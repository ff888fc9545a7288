import Foundation
import ThemePackTestSupport

/// The cases real projects from outside brought to `init` (issue 45), each rebuilt small: a
/// catalog Xcode accepts must come in whole and build what it showed.
extension ProjectKind {
  /// A photo whose 2x file is the 3x file's pixels halved (a third too small), beside a right
  /// 1x file: Xcode ships it; the project leaves the 2x file out and draws 2x from 3x.
  static let inconsistentLowerScale = ProjectKind(name: "a catalog with one inconsistent lower scale") {
    folder in
    let catalog = "Album.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    var entries: [String] = []
    for (scale, width, height) in [(1, 10, 15), (2, 15, 22), (3, 30, 45)] {
      let name = "cover@\(scale)x.png"
      let pixels = LegacyThemeArt.noise(width: width, height: height, seed: UInt64(scale))
      try folder.write(
        try LegacyThemeArt.png(pixels, width: width, height: height), to: "\(catalog)/cover.imageset/\(name)")
      entries.append(#"{ "filename" : "\#(name)", "idiom" : "universal", "scale" : "\#(scale)x" }"#)
    }
    try folder.write(imageSet(entries), to: "\(catalog)/cover.imageset/Contents.json")
    try folder.write(
      colorSet([srgb("0.133", "0.420", "0.667")]), to: "\(catalog)/AccentColor.colorset/Contents.json")
    var source = try catalogSource(folder.path(catalog), theme: "Album")
    source.images.removeAll { $0.source.hasSuffix("cover@2x.png") }
    return source
  }

  /// One black glyph with no dark entry and nothing else: dark mode shows it as drawn.
  static let onePictureGlyph = ProjectKind(name: "a catalog of one black glyph without a dark entry") {
    folder in
    let catalog = "Glyph.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    let pixels = LegacyThemeArt.shape(width: 24, height: 24, color: (0, 0, 0))
    try folder.write(
      try LegacyThemeArt.png(pixels, width: 24, height: 24), to: "\(catalog)/star.imageset/star.png")
    try folder.write(
      imageSet([#"{ "filename" : "star.png", "idiom" : "universal", "scale" : "3x" }"#]),
      to: "\(catalog)/star.imageset/Contents.json")
    return try catalogSource(folder.path(catalog), theme: "Glyph")
  }

  /// Colour sets as Xcode writes them into a catalog shared with macOS and visionOS: `osx` and
  /// `XR` references whose names iOS has, and one only macOS has.
  static let otherPlatformReferences = ProjectKind(name: "a catalog with osx and XR colour references") {
    folder in
    let catalog = "Shared.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    try folder.write(
      colorSet([srgb("0.133", "0.420", "0.667")]), to: "\(catalog)/AccentColor.colorset/Contents.json")
    try folder.write(
      colorSet([reference("quaternaryLabelColor", platform: "osx")]),
      to: "\(catalog)/hint.colorset/Contents.json")
    try folder.write(
      colorSet([reference("systemBackgroundColor", platform: "XR")]),
      to: "\(catalog)/page.colorset/Contents.json")
    try folder.write(
      colorSet([
        srgb("0.500", "0.500", "0.500"), reference("windowBackgroundColor", dark: true, platform: "osx"),
      ]),
      to: "\(catalog)/window.colorset/Contents.json")
    try writeIcon(0, into: folder, catalog: catalog)
    return try catalogSource(folder.path(catalog), theme: "Shared")
  }

  /// Colour sets only, none named like `AccentColor`: the brand's set is the theme colour, not
  /// the background or text sets that also say "primary".
  static let colourOnlyCatalog = ProjectKind(
    name: "a colour-only catalog with brand, background and text sets"
  ) {
    folder in
    let catalog = "Palette.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    for (name, entries) in paletteSets {
      try folder.write(colorSet(entries), to: "\(catalog)/\(name).colorset/Contents.json")
    }
    return try catalogSource(folder.path(catalog), theme: "Palette")
  }

  /// The same colour sets in a plain folder (no `.xcassets` suffix, no root `Contents.json`).
  static let colorSetFolder = ProjectKind(name: "a folder of colour sets without the catalog suffix") {
    folder in
    for (name, entries) in paletteSets {
      try folder.write(colorSet(entries), to: "Colors/\(name).colorset/Contents.json")
    }
    return try catalogSource(folder.path("Colors"), theme: "Colors")
  }

  /// Photos as Xcode and macOS write Display P3: cICP 12/13/0/1 beside an iCCP Display P3
  /// profile, 16-bit, and an 8-bit one with the cICP chunk alone: built as sRGB, converted.
  static let displayP3Catalog = ProjectKind(name: "a catalog of Display P3 PNGs (cICP, 16-bit)") { folder in
    let catalog = "Wide.xcassets"
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "\(catalog)/Contents.json")
    let files: [(String, Int, [(String, [UInt8])])] = [
      ("sunset", 16, [CICPCommandTests.p3, CICPCommandTests.p3Profile]), ("field", 8, [CICPCommandTests.p3]),
    ]
    for (name, depth, chunks) in files {
      try folder.write(
        try CICPCommandTests.file(bitDepth: depth, chunks: chunks),
        to: "\(catalog)/\(name).imageset/\(name)@3x.png")
      try folder.write(
        imageSet([#"{ "filename" : "\#(name)@3x.png", "idiom" : "universal", "scale" : "3x" }"#]),
        to: "\(catalog)/\(name).imageset/Contents.json")
    }
    try folder.write(
      colorSet([srgb("0.133", "0.420", "0.667")]), to: "\(catalog)/AccentColor.colorset/Contents.json")
    return try catalogSource(folder.path(catalog), theme: "Wide")
  }

  static let paletteSets: [(String, [String])] = [
    ("backgroundPrimary", [srgb("1.000", "1.000", "1.000"), srgb("0.070", "0.070", "0.080", dark: true)]),
    ("textPrimary", [srgb("0.100", "0.100", "0.100"), srgb("0.950", "0.950", "0.950", dark: true)]),
    ("brandPrimary", [srgb("0.800", "0.200", "0.300"), srgb("0.950", "0.450", "0.500", dark: true)]),
    ("primaryBorder", [srgb("0.800", "0.800", "0.820")]),
  ]
}
