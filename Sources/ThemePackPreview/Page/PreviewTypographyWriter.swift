import ThemePackProject
import ThemePackSupport

/// Writes a theme's "Fonts" and "Components" tables: each font with a text sample drawn in it
/// (when the browser has the family; its system font of the same weight otherwise) beside its
/// family, size, weight and text style, and each component role with its colour in light and
/// dark and the font it is drawn in. Nothing for a theme without fonts or components.
package enum PreviewTypographyWriter {
  /// The sample sentence every font is shown with.
  package static let sample = PreviewFontSample.pangram

  /// The two tables and their headings, or nothing. With `samples` (`PreviewFontSample`),
  /// each role shows the theme's sample text, in the face the theme ships when it has it
  /// (`files`, loaded with `@font-face`), else in the system font with a note saying so.
  package static func html(
    _ theme: PreviewTheme, samples: [PreviewFontSample] = [], files: [PreviewFontSample.File] = []
  ) -> HTML {
    guard !theme.fonts.isEmpty || !theme.components.isEmpty else { return .empty }
    return "\(fontTable(theme, samples, files))\(componentTable(theme))"
  }

  /// The `@font-face` rules of `files`: their families and paths are made by
  /// `PreviewFontSample.samples` from slugs and numbers only, so nothing from the project
  /// reaches the CSS.
  package static func fontFaces(_ files: [PreviewFontSample.File]) -> HTML {
    guard !files.isEmpty else { return .empty }
    let rules = files.map {
      "@font-face{font-family:'\($0.family)';src:url('\($0.path)') format('\($0.format)')}"
    }
    return HTML(trusted: "<style>" + rules.joined() + "</style>\n")
  }

  private static func fontTable(
    _ theme: PreviewTheme, _ samples: [PreviewFontSample], _ files: [PreviewFontSample.File]
  ) -> HTML {
    guard !theme.fonts.isEmpty else { return .empty }
    let rows = theme.fonts.keys.sorted().map { name -> HTML in
      let font = theme.fonts[name]!
      let found = samples.first { $0.role == name }
      let details = [
        font.family, PointSize.format(font.size) + " pt", font.weight?.rawValue, font.textStyle?.rawValue,
      ]
      .compactMap { $0 }.joined(separator: " · ")
      let note: HTML = found?.note.map { "<br><span class=\"font-note\">\($0)</span>" } ?? .empty
      let face: HTML =
        found?.cssFamily.map { family in
          " data-font-face=\"\(found?.face?.postScriptName ?? "")\" data-css-family=\"\(family)\""
        } ?? .empty
      let css =
        found?.cssFamily.map {
          "font-family: '\($0)', system-ui; font-size: \(PointSize.format(font.size))px"
        }
        ?? style(font)
      return """
        <tr data-font="\(name)"><th scope="row">\(name)</th>\
        <td><span class="font-sample"\(face) style="\(css)">\(found?.text ?? sample)</span></td>\
        <td class="muted">\(details)\(note)</td></tr>

        """
    }
    return """
      <h3>Fonts</h3>
      \(fontFaces(files))<table class="fonts">
      <caption class="visually-hidden">\(theme.name) fonts with a sample of each</caption>
      <thead><tr><th scope="col">Font</th><th scope="col">Sample</th><th scope="col">Family, size, weight, style</th></tr></thead>
      <tbody>
      \(rows)</tbody>
      </table>

      """
  }

  private static func componentTable(_ theme: PreviewTheme) -> HTML {
    guard !theme.components.isEmpty else { return .empty }
    var rows: [HTML] = []
    for name in theme.components.keys.sorted() {
      let roles = theme.components[name]!.roles
      for role in roles.keys.sorted() {
        rows.append(row(component: name, role: role, roles[role]!, theme))
      }
    }
    return """
      <h3>Components</h3>
      <table class="components">
      <caption class="visually-hidden">\(theme.name) components: each role's colour and font</caption>
      <thead><tr><th scope="col">Role</th><th scope="col">Light</th><th scope="col">Dark</th>\
      <th scope="col">Font</th></tr></thead>
      <tbody>
      \(rows)</tbody>
      </table>

      """
  }

  private static func row(component: String, role: String, _ spec: ComponentRole, _ theme: PreviewTheme)
    -> HTML
  {
    let values = spec.color.flatMap { theme.colors?.values[$0] }
    let cells = [values?.light, values?.dark].map { value -> HTML in
      guard let value, let name = spec.color else { return "<td class=\"muted\">none</td>" }
      let hex = value.hexString
      return """
        <td><span class="swatch" style="background:\(hex)"></span> \(name) <span class="hex">\(hex)</span></td>
        """
    }
    let font: HTML =
      spec.font.map { name in
        guard let found = theme.fonts[name] else { return "<td>\(name)</td>" }
        return "<td><span class=\"font-sample\" style=\"\(style(found))\">\(name)</span></td>"
      } ?? "<td class=\"muted\">none</td>"
    return """
      <tr data-component="\(component)" data-role="\(role)"><th scope="row">\(component).\(role)</th>\
      \(cells)\(font)</tr>

      """
  }

  /// The CSS that draws `font`: its family first when the name is plain (letters, digits,
  /// spaces, '-', '_', '.'; anything else could end the CSS string), then the system font,
  /// at its size in CSS px (one per point) and its weight.
  package static func style(_ font: FontSpec) -> String {
    let plain = font.family.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || " -_.".unicodeScalars.contains($0)
    }
    let family = plain ? "'\(font.family)', system-ui" : "system-ui"
    let weight = font.weight.map { "; font-weight: \($0.cssWeight)" } ?? ""
    return "font-family: \(family); font-size: \(PointSize.format(font.size))px\(weight)"
  }
}
