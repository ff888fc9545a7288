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
  package static func read(_ root: JSONObjectCursor, isTheme: Bool) -> AppIconSpec? {
    let iconOwner = "the 'appIcon' of \(root.owner)"
    guard let object = root.object("appIcon", owner: iconOwner) else { return nil }
    object.checkKeys(isTheme ? themeKeys : projectKeys)
    var spec = AppIconSpec()
    spec.master = path("master", in: object)
    spec.layers = layers(object)
    if object["master"] != nil, object["layers"] != nil {
      object.report(
        InvalidValueRule.id, .error, at: "layers", atKey: true,
        "\(iconOwner) gives both 'master' and 'layers': keep one")
      spec.layers = nil
    } else if !isTheme, object["master"] == nil, object["layers"] == nil {
      object.report(MissingFieldRule.id, .error, "\(iconOwner) needs 'master' or 'layers'")
    }
    spec.dark = path("dark", in: object)
    spec.tinted = path("tinted", in: object)
    spec.tint = tint(object)
    spec.background = background(object)
    if isTheme, let name = object.string("name") {
      if ImageFileName.isValidName(name) {
        spec.name = name
      } else {
        object.report(
          InvalidValueRule.id, .error, at: "name",
          InvalidValueRule.message(
            name, for: object.describe("name"), reason: ImageFileName.nameReason(name)))
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

  private static func path(_ key: String, in object: JSONObjectCursor) -> String? {
    guard let text = object.string(key) else { return nil }
    if let problem = pathProblem(text) {
      object.report(
        InvalidValueRule.id, .error, at: key,
        InvalidValueRule.message(text, for: object.describe(key), reason: problem))
      return nil
    }
    return text
  }

  private static func layers(_ object: JSONObjectCursor) -> AppIconLayers? {
    guard let layers = object.object("layers", owner: "the 'layers' of \(object.owner)") else { return nil }
    layers.checkKeys(layerKeys)
    layers.requireKey("glyph")
    let background = path("background", in: layers)
    let foreground = path("foreground", in: layers)
    guard let glyph = path("glyph", in: layers) else {
      return nil
    }
    return AppIconLayers(background: background, foreground: foreground, glyph: glyph)
  }

  private static func tint(_ object: JSONObjectCursor) -> TintMode? {
    guard let name = object.string("tint") else { return nil }
    guard name != TintMode.Name.mix.rawValue, let mode = try? TintMode.parse(name: name, amount: nil) else {
      let names = TintMode.names.filter { $0 != TintMode.Name.mix.rawValue }.joined(separator: ", ")
      object.report(
        InvalidValueRule.id, .error, at: "tint",
        InvalidValueRule.message(name, for: object.describe("tint"), reason: "expected one of \(names)"))
      return nil
    }
    return mode
  }

  private static func background(_ object: JSONObjectCursor) -> String? {
    guard let text = object.string("background") else { return nil }
    if text.hasPrefix("#") {
      do {
        _ = try ColorParser.parse(text)
        return text
      } catch {
        object.report(
          InvalidColorRule.id, .error, at: "background",
          InvalidColorRule.message(text, name: object.describe("background"), reason: error.description))
        return nil
      }
    }
    guard ImageFileName.isValidName(text) else {
      object.report(
        InvalidValueRule.id, .error, at: "background",
        InvalidValueRule.message(
          text, for: object.describe("background"),
          reason: "name 'color', a colour of the themes' 'colors' or give one such as '#1E88E5'"))
      return nil
    }
    return text
  }
}
