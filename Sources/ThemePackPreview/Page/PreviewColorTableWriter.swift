import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Writes a theme's "Colours in every appearance" table: a row per colour (the theme colour
/// first), a column per appearance, each cell its swatch and hex value and, for a colour with
/// a pair, the WCAG ratio on what it is drawn on against what the pair needs there.
package enum PreviewColorTableWriter {
  /// The table and its heading.
  package static func html(_ colors: ThemeColors) -> HTML {
    let names = ["color"] + colors.values.keys.filter { $0 != "color" }.sorted()
    let heads = ThemeAppearance.allCases.map { "<th scope=\"col\">\(PreviewFormat.title($0))</th>" }
    let rows = names.map { name in row(name, colors) }
    return """
      <h3>Colours in every appearance</h3>
      <table class="colors appearances">
      <caption class="visually-hidden">every colour in light, dark and high contrast, with the \
      contrast of its pair</caption>
      <thead><tr><th scope="col">Colour</th>\(HTML(trusted: heads.joined()))</tr></thead>
      <tbody>
      \(rows)</tbody>
      </table>

      """
  }

  private static func row(_ name: String, _ colors: ThemeColors) -> HTML {
    let checks = colors.checks.filter { $0.color == name }
    let pair = checks.first.map { " on \($0.surface.name)" } ?? ""
    let label = (name == "color" ? "Theme colour" : name) + pair
    let cells = ThemeAppearance.allCases.map { appearance -> HTML in
      let value = colors.values[name]![appearance]
      let hex = value.hexString
      let check = checks.first { $0.appearance == appearance }
      let ratio: HTML =
        check.map { check in
          """
           <span class="ratio">\(PreviewFormat.ratio(check.ratio))</span> \
          <span class="badge \(check.meets ? "pass" : "error")">\
          \(check.meets ? "meets" : "below") \(ContrastNeed.ratioText(check.minimum))</span>
          """
        } ?? .empty
      return """
        <td><span class="swatch" style="background:\(hex)"></span> <span class="hex">\(hex)</span>\(ratio)</td>
        """
    }
    return """
      <tr data-color="\(name)"><th scope="row">\(label)</th>\(cells)</tr>

      """
  }
}
