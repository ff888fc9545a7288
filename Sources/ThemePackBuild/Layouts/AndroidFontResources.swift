import ThemePackProject

/// A theme's font files as Android font resources (`res/font/`): each file under its Android
/// resource name (`Comfortaa-Bold.ttf` → `font/comfortaa_bold.ttf`; an `.otc` collection is
/// written as `.ttc`, the same container, since Android reads `.ttf`, `.otf` and `.ttc`), and
/// per family one font family XML, `font/<family>_family.xml`
/// (`<font-family><font android:font="@font/comfortaa_bold" android:fontStyle="normal"
/// android:fontWeight="700"/></font-family>`, a collection's faces with `android:ttcIndex`),
/// which an app names as `R.font.comfortaa_family`. SwiftTheme and the manifest keep naming
/// faces by PostScript name; this is Android's own way of naming them.
package enum AndroidFontResources {
  /// The suffix of a family XML's resource name, which keeps it apart from the files' names.
  package static let familySuffix = "_family"

  /// The files under `res/` for `theme`'s font files, sorted by path; throws when two names
  /// become one Android resource name.
  package static func files(of theme: BuiltTheme, folder: String) throws(BuildError) -> [OutputFile] {
    guard !theme.fontFiles.isEmpty else { return [] }
    var owners: [String: String] = [:]
    func claim(_ resource: String, by owner: String) throws(BuildError) {
      if let other = owners[resource] {
        throw .image(
          file: folder,
          reason: "\(other) and \(owner) both become Android font resource '\(resource)': rename one")
      }
      owners[resource] = owner
    }
    var files: [OutputFile] = []
    var families: [String: [(resource: String, index: Int?, style: BuiltFontFile.Style)]] = [:]
    for file in theme.fontFiles.sorted(by: { $0.name < $1.name }) {
      let stem = String(file.name.prefix { $0 != "." })
      let suffix = file.name.split(separator: ".").last.map { $0.lowercased() } ?? "ttf"
      let resource = AndroidResourceName.convert(stem)
      try claim(resource, by: "font file '\(file.name)'")
      files.append(
        OutputFile(path: "font/\(resource).\(suffix == "otc" ? "ttc" : suffix)", bytes: file.bytes))
      let collection = suffix == "ttc" || suffix == "otc"
      for (index, style) in file.styles.enumerated() {
        families[style.family, default: []].append((resource, collection ? index : nil, style))
      }
    }
    for family in families.keys.sorted() {
      let resource = AndroidResourceName.convert(family) + familySuffix
      try claim(resource, by: "font family '\(family)'")
      files.append(OutputFile(path: "font/\(resource).xml", bytes: Array(xml(families[family]!).utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The font family XML of `faces`.
  package static func xml(_ faces: [(resource: String, index: Int?, style: BuiltFontFile.Style)]) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    text += "<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
    for face in faces {
      let weight = min(max(face.style.weight, 1), 1000)
      text += "    <font android:font=\"@font/\(face.resource)\" android:fontStyle=\""
      text += (face.style.italic ? "italic" : "normal") + "\" android:fontWeight=\"\(weight)\""
      if let index = face.index { text += " android:ttcIndex=\"\(index)\"" }
      text += " />\n"
    }
    return text + "</font-family>\n"
  }
}
