import ThemePackImaging
import ThemePackSupport

/// Reads `"appIcon"` of `themepack.json` (the project's icon) or `theme.json` (a theme's
/// changes to it); both have one shape, and a theme's may also give the icon's `name`:
///
///     "appIcon": {"master": "Icons/AppIcon.svg", "background": "color", "tint": "none",
///                 "dark": "Icons/AppIconDark.svg", "tinted": "Icons/AppIconTinted.png"}
///     "appIcon": {"layers": {"background": "Icons/Back.svg", "glyph": "Icons/Glyph.svg"}}
///
/// Paths are checked here (relative, inside the project, `.svg`, `.pdf` or `.png`); whether
/// the files exist and draw is the lint's `app-icon-source` rule.
package enum AppIconSpecReader {
  package static let projectKeys = ["master", "layers", "tint", "background", "dark", "tinted"]
  package static let themeKeys = projectKeys + ["name"]
  package static let layerKeys = ["background", "foreground", "glyph"]
  /// The extensions an icon file may have, lower case.
  package static let extensions = ["svg", "pdf", "png"]

  /// The icon in `root["appIcon"]`, nil when absent or refused. `isTheme` allows `name` and
  /// lets the artwork be left out (the project's is kept).
  package static func read(
    _ root: [String: JSONValue], owner: String, isTheme: Bool, _ reader: inout JSONFieldReader
  ) -> AppIconSpec? {
    guard let object = reader.object("appIcon", in: root, at: "", owner: owner) else { return nil }
    let iconOwner = "the 'appIcon' of \(owner)"
    reader.checkKeys(object, at: "/appIcon", known: isTheme ? themeKeys : projectKeys, in: iconOwner)
    var spec = AppIconSpec()
    spec.master = path("master", in: object, at: "/appIcon", owner: iconOwner, &reader)
    spec.layers = layers(object, owner: iconOwner, &reader)
    if object["master"] != nil, object["layers"] != nil {
      reader.report(
        InvalidValueRule.id, .error, at: "/appIcon/layers", atKey: true,
        "\(iconOwner) gives both 'master' and 'layers': keep one")
      spec.layers = nil
    } else if !isTheme, object["master"] == nil, object["layers"] == nil {
      reader.report(
        MissingFieldRule.id, .error, at: "/appIcon", "\(iconOwner) needs 'master' or 'layers'")
    }
    spec.dark = path("dark", in: object, at: "/appIcon", owner: iconOwner, &reader)
    spec.tinted = path("tinted", in: object, at: "/appIcon", owner: iconOwner, &reader)
    spec.tint = tint(object, owner: iconOwner, &reader)
    spec.background = background(object, owner: iconOwner, &reader)
    if isTheme, let name = reader.string("name", in: object, at: "/appIcon", owner: iconOwner) {
      if ImageFileName.isValidName(name) {
        spec.name = name
      } else {
        reader.report(
          InvalidValueRule.id, .error, at: "/appIcon/name",
          InvalidValueRule.message(
            name, for: "'name' in \(iconOwner)", reason: ImageFileName.nameReason(name)))
      }
    }
    return isTheme || spec.master != nil || spec.layers != nil ? spec : nil
  }

  /// Why `path` cannot name an icon file, as the end of a message; nil when it can.
  package static func pathProblem(_ path: String) -> String? {
    if path.isEmpty { return "it is empty" }
    if path.hasPrefix("/") { return "use a path inside the project folder, such as 'Icons/AppIcon.svg'" }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
      return "use a plain path inside the project folder, without '.', '..' or '//'"
    }
    if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" }) {
      return "it holds a control character or a backslash"
    }
    let name = parts.last.map(String.init) ?? ""
    guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased())
    else { return "an icon is an SVG, PDF or PNG file ('.svg', '.pdf' or '.png')" }
    return nil
  }

  private static func path(
    _ key: String, in object: [String: JSONValue], at base: String, owner: String,
    _ reader: inout JSONFieldReader
  ) -> String? {
    guard let text = reader.string(key, in: object, at: base, owner: owner) else { return nil }
    if let problem = pathProblem(text) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(base, key),
        InvalidValueRule.message(text, for: "'\(key)' in \(owner)", reason: problem))
      return nil
    }
    return text
  }

  private static func layers(
    _ object: [String: JSONValue], owner: String, _ reader: inout JSONFieldReader
  ) -> AppIconLayers? {
    guard let layers = reader.object("layers", in: object, at: "/appIcon", owner: owner) else { return nil }
    let layersOwner = "the 'layers' of \(owner)"
    reader.checkKeys(layers, at: "/appIcon/layers", known: layerKeys, in: layersOwner)
    reader.requireKey("glyph", in: layers, at: "/appIcon/layers", owner: layersOwner)
    let background = path("background", in: layers, at: "/appIcon/layers", owner: layersOwner, &reader)
    let foreground = path("foreground", in: layers, at: "/appIcon/layers", owner: layersOwner, &reader)
    guard let glyph = path("glyph", in: layers, at: "/appIcon/layers", owner: layersOwner, &reader) else {
      return nil
    }
    return AppIconLayers(background: background, foreground: foreground, glyph: glyph)
  }

  private static func tint(
    _ object: [String: JSONValue], owner: String, _ reader: inout JSONFieldReader
  ) -> TintMode? {
    guard let name = reader.string("tint", in: object, at: "/appIcon", owner: owner) else { return nil }
    guard name != TintMode.Name.mix.rawValue, let mode = try? TintMode.parse(name: name, amount: nil) else {
      let names = TintMode.names.filter { $0 != TintMode.Name.mix.rawValue }.joined(separator: ", ")
      reader.report(
        InvalidValueRule.id, .error, at: "/appIcon/tint",
        InvalidValueRule.message(name, for: "'tint' in \(owner)", reason: "expected one of \(names)"))
      return nil
    }
    return mode
  }

  private static func background(
    _ object: [String: JSONValue], owner: String, _ reader: inout JSONFieldReader
  ) -> String? {
    guard let text = reader.string("background", in: object, at: "/appIcon", owner: owner) else { return nil }
    if text.hasPrefix("#") {
      do {
        _ = try ColorParser.parse(text)
        return text
      } catch {
        reader.report(
          InvalidColorRule.id, .error, at: "/appIcon/background",
          InvalidColorRule.message(text, name: "'background' in \(owner)", reason: error.description))
        return nil
      }
    }
    guard ImageFileName.isValidName(text) else {
      reader.report(
        InvalidValueRule.id, .error, at: "/appIcon/background",
        InvalidValueRule.message(
          text, for: "'background' in \(owner)",
          reason: "name 'color', a colour of the themes' 'colors' or give one such as '#1E88E5'"))
      return nil
    }
    return text
  }
}
