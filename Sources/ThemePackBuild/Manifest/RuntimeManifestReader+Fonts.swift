import ThemePackArchive
import ThemePackProject
import ThemePackSupport

extension RuntimeManifestReader {
  /// `fonts`: `{"title": {"family": "…", "size": 17, "weight": "semibold", "textStyle": "headline",
  /// "lineHeight": 1.3, "letterSpacing": -0.4}}`.
  package func fonts(_ value: JSONValue) throws(RuntimeManifestError) -> [String: FontSpec] {
    let members = try object(value, at: "/fonts")
    var fonts: [String: FontSpec] = [:]
    for name in sortedKeys(members) {
      let pointer = JSONDocument.path("/fonts", name)
      let font = try object(
        members[name]!, at: pointer, required: ["family", "size"],
        optional: ["weight", "textStyle", "lineHeight", "letterSpacing"])
      let family = try string(font["family"]!, at: pointer + "/family")
      if let problem = FontSpecReader.problem(withFamily: family) { throw fail(pointer + "/family", problem) }
      let size = try number(font["size"]!, at: pointer + "/size")
      guard size > 0, size <= FontSpec.maximumSize else {
        throw fail(pointer + "/size", "expected a size in points above 0 and at most 1000")
      }
      var lineHeight: Double?
      if let value = font["lineHeight"] {
        lineHeight = try number(value, at: pointer + "/lineHeight")
        if let problem = FontSpec.problem(withLineHeight: lineHeight!) {
          throw fail(pointer + "/lineHeight", problem)
        }
      }
      var letterSpacing: Double?
      if let value = font["letterSpacing"] {
        letterSpacing = try number(value, at: pointer + "/letterSpacing")
        if let problem = FontSpec.problem(withLetterSpacing: letterSpacing!) {
          throw fail(pointer + "/letterSpacing", problem)
        }
      }
      fonts[name] = FontSpec(
        family: family, size: size,
        weight: try font["weight"].map { (value) throws(RuntimeManifestError) in
          try choice(value, at: pointer + "/weight")
        },
        textStyle: try font["textStyle"].map { (value) throws(RuntimeManifestError) in
          try choice(value, at: pointer + "/textStyle")
        }, lineHeight: lineHeight, letterSpacing: letterSpacing)
    }
    return fonts
  }

  /// `components`: `{"alertView": {"title": {"color": "onColor", "font": "title"}}}`.
  package func components(_ value: JSONValue) throws(RuntimeManifestError) -> [String: [String:
    ComponentRole]]
  {
    let members = try object(value, at: "/components")
    var components: [String: [String: ComponentRole]] = [:]
    for name in sortedKeys(members) {
      let pointer = JSONDocument.path("/components", name)
      let roles = try object(members[name]!, at: pointer)
      var component: [String: ComponentRole] = [:]
      for role in sortedKeys(roles) {
        let rolePointer = JSONDocument.path(pointer, role)
        let parts = try object(roles[role]!, at: rolePointer, required: [], optional: ["color", "font"])
        if parts.isEmpty { throw fail(rolePointer, "expected 'color', 'font' or both") }
        component[role] = ComponentRole(
          color: try parts["color"].map { (value) throws(RuntimeManifestError) in
            try string(value, at: rolePointer + "/color")
          },
          font: try parts["font"].map { (value) throws(RuntimeManifestError) in
            try string(value, at: rolePointer + "/font")
          })
      }
      components[name] = component
    }
    return components
  }

  /// `fontFiles`: `[{"path": "Fonts/Brand.ttf", "size": 1234, "sha256": "…", "postScriptNames": […]}]`;
  /// the rules of each entry are `PackageFontFile`'s (checked with the whole manifest).
  package func fontFiles(_ value: JSONValue) throws(RuntimeManifestError) -> [PackageFontFile] {
    guard case .array(let items) = value else {
      throw fail("/fontFiles", "expected an array, found \(describe(value))")
    }
    var files: [PackageFontFile] = []
    for (index, item) in items.enumerated() {
      let pointer = "/fontFiles/\(index)"
      let members = try object(item, at: pointer, required: ["path", "size", "sha256", "postScriptNames"])
      guard case .array(let names) = members["postScriptNames"]! else {
        throw fail(pointer + "/postScriptNames", "expected an array of names")
      }
      var postScriptNames: [String] = []
      for (position, name) in names.enumerated() {
        postScriptNames.append(try string(name, at: pointer + "/postScriptNames/\(position)"))
      }
      guard let size = members["size"]!.integerValue else {
        throw fail(pointer + "/size", "expected an integer")
      }
      files.append(
        PackageFontFile(
          path: try string(members["path"]!, at: pointer + "/path"), size: size,
          sha256: try string(members["sha256"]!, at: pointer + "/sha256"), postScriptNames: postScriptNames))
    }
    return files
  }
}
