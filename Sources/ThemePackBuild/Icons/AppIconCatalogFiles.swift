import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// The iOS files of every theme's app icon, by path relative to `icons/`: an asset catalog
/// of `.appiconset`s (any, dark, tinted at 1024 px) and picker image sets, and the build
/// setting and Info.plist fragment that list the icons as alternate icons.
package enum AppIconCatalogFiles {
  /// The catalog every icon set goes in.
  package static let catalog = "AppIcons.xcassets"
  /// The App Store's size, the one size an iOS 18 universal icon set holds.
  package static let side = 1024
  /// The picker image's size in points (a settings row's icon), drawn at 2x and 3x.
  package static let pickerPoints = 60
  /// The build-setting and Info.plist fragments, relative to `icons/`.
  package static let xcconfigFile = "AlternateIcons.xcconfig"
  package static let plistFile = "AlternateIcons.plist"

  /// The picker image set's name for icon `name`.
  package static func pickerName(of name: String) -> String { name + "-Picker" }

  /// `name.appiconset` and its picker image set, inside the catalog.
  package static func files(name: String, looks: AppIconLooks, picker: [Int: RGBAImage]) throws(BuildError)
    -> [String: [UInt8]]
  {
    let writer = JSONWriter(style: .xcode)
    let set = catalog + "/" + name + ".appiconset/"
    var files: [String: [UInt8]] = [:]
    var images: [JSONValue] = []
    for (look, image) in [("", looks.any), ("dark", looks.dark), ("tinted", looks.tinted)] {
      let file = name + (look.isEmpty ? "" : "-" + look) + ".png"
      files[set + file] = try encode(image, file: set + file)
      var entry: [String: JSONValue] = [
        "filename": .string(file), "idiom": .string("universal"), "platform": .string("ios"),
        "size": .string("\(side)x\(side)"),
      ]
      if !look.isEmpty {
        entry["appearances"] = .array([
          .object(["appearance": .string("luminosity"), "value": .string(look)])
        ])
      }
      images.append(.object(entry))
    }
    files[set + "Contents.json"] = writer.bytes(.object(["images": .array(images), "info": info]))

    let pickerSet = catalog + "/" + pickerName(of: name) + ".imageset/"
    var entries: [JSONValue] = []
    for scale in picker.keys.sorted() {
      let file = pickerName(of: name) + "@\(scale)x.png"
      files[pickerSet + file] = try encode(picker[scale]!, file: pickerSet + file)
      entries.append(
        .object(["filename": .string(file), "idiom": .string("universal"), "scale": .string("\(scale)x")]))
    }
    files[pickerSet + "Contents.json"] = writer.bytes(.object(["images": .array(entries), "info": info]))
    return files
  }

  /// The catalog's own `Contents.json`.
  package static func catalogContents() -> [UInt8] {
    JSONWriter(style: .xcode).bytes(.object(["info": info]))
  }

  /// `AlternateIcons.xcconfig`: the build setting that compiles every icon into the app.
  package static func xcconfig(names: [String]) -> [UInt8] {
    Array(
      """
      // Written by themepack: every theme's app icon, compiled into the app as an alternate icon.
      ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \(names.joined(separator: " "))
      ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES

      """.utf8)
  }

  /// `AlternateIcons.plist`: the `CFBundleIcons` fragment for a hand-written Info.plist
  /// (`CFBundleIcons~ipad` the same), each alternate icon by name.
  package static func plist(names: [String]) -> [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for key in ["CFBundleIcons", "CFBundleIcons~ipad"] {
      text += "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>\n"
      for name in names {
        text += "\t\t\t<key>\(name)</key>\n\t\t\t<dict>\n\t\t\t\t<key>CFBundleIconName</key>\n"
        text += "\t\t\t\t<string>\(name)</string>\n\t\t\t</dict>\n"
      }
      text += "\t\t</dict>\n\t</dict>\n"
    }
    text += "</dict>\n</plist>\n"
    return Array(text.utf8)
  }

  private static let info: JSONValue = .object(["author": .string("xcode"), "version": .integer(1)])

  /// PNG bytes of `image`; throws naming `file`.
  package static func encode(_ image: RGBAImage, file: String) throws(BuildError) -> [UInt8] {
    do {
      return try PNGEncoder.encode(image)
    } catch {
      throw .image(file: file, reason: error.reason)
    }
  }
}
