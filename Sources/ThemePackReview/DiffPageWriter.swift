import ThemePackImaging
import ThemePackPreview
import ThemePackSupport

/// Writes the report as one HTML page that opens from disk: no script, no network, system
/// fonts, pictures referenced by relative path inside the report folder.
///
/// Structure: one `h1` and the summary; one `section.theme` per theme that differs
/// (`data-theme`, `data-status`: added, removed or changed), with an `h2` of its name, its
/// version and size, a table of its colours (`table.colors`), its fonts and components, and
/// one `article.image` (`data-asset`) per asset, scale and contrast whose files differ: the
/// light and the dark file side by side (`div.side.light`, `div.side.dark`), each as
/// before | after | difference (`figure.before`, `figure.after`, `figure.difference`, the
/// last a heat map). Pictures are drawn at a whole multiple of their pixels, up to 8×, so a
/// small icon is magnified to about 96 CSS pixels, crisp (`image-rendering: pixelated`).
/// Every interpolated string is escaped (`HTML`).
package enum DiffPageWriter {
  package static func html(_ report: DiffReport, darkBackground: RGBA8) -> String {
    let themes = report.differing
    let unbumped = report.withoutVersionBump
    let warning: HTML =
      unbumped.isEmpty
      ? .empty
      : """
      <p class="warning" role="alert"><strong>Changed without a version bump:</strong> \
      \(unbumped.map { "\($0.name) (\($0.newVersion ?? ""))" }.joined(separator: ", "))</p>

      """
    let navigation: HTML =
      themes.isEmpty
      ? "<p>No theme changed.</p>\n"
      : """
      <nav aria-label="Themes"><ul>
      \(themes.map { theme -> HTML in "<li><a href=\"#theme-\(theme.name)\">\(theme.name)</a> \(badge(theme))</li>\n" })</ul></nav>

      """
    let document: HTML = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>ThemePack diff · \(report.old) → \(report.new)</title>
      <style>
      \(HTML(trusted: css(darkBackground: darkBackground)))
      </style>
      </head>
      <body>
      <header>
      <h1>ThemePack diff</h1>
      <p><code>\(report.old)</code> → <code>\(report.new)</code>: \(DiffReportFormat.summary(report)).</p>
      \(warning)\(navigation)</header>
      <main>
      \(themes.map(section))</main>
      <footer><p>Made by ThemePack \(ThemePackVersion.current). Sizes are \(report.sizes). \
      The difference pictures are heat maps: unchanged pixels faint grey, changed ones from yellow \
      (barely) to red (most).</p></footer>
      </body>
      </html>

      """
    return document.markup
  }

  private static func badge(_ theme: ThemeDiff) -> HTML {
    let text = theme.changedWithoutVersionBump ? "changed, no version bump" : theme.status.rawValue
    return
      "<span class=\"badge \(theme.changedWithoutVersionBump ? "bad" : theme.status.rawValue)\">\(text)</span>"
  }

  private static func section(_ theme: ThemeDiff) -> HTML {
    let version =
      theme.oldVersion == theme.newVersion
      ? "version \(theme.newVersion ?? "")"
      : "version \(theme.oldVersion ?? "–") → \(theme.newVersion ?? "–")"
    let size = "\(theme.oldBytes.map(String.init) ?? "–") → \(theme.newBytes.map(String.init) ?? "–") bytes"
    return """
      <section class="theme" id="theme-\(theme.name)" data-theme="\(theme.name)" data-status="\(theme.status.rawValue)">
      <h2>\(theme.name) \(badge(theme))</h2>
      <p>\(version); \(size)</p>
      \(colorTable(theme.colors))\(namedList("Fonts", theme.fonts))\(namedList("Components", theme.components))\
      \(imageGroups(theme.images).map(article))</section>

      """
  }

  private static func colorTable(_ colors: [ColorDiff]) -> HTML {
    guard !colors.isEmpty else { return .empty }
    let rows = colors.map { color -> HTML in
      let appearance = ColorAppearance(rawValue: color.appearance)?.label ?? color.appearance
      let surface = color.surface.map { $0 == "background" ? "the background" : $0 } ?? "–"
      let need = (color.newMinimum ?? color.oldMinimum).map(ContrastNeed.ratioText) ?? "–"
      let verdict = color.surface == nil ? "–" : DiffReportFormat.verdict(color)
      return """
        <tr><th scope="row">\(color.color)</th><td>\(appearance)</td><td>\(swatch(color.old))</td>\
        <td>\(swatch(color.new))</td><td>\(surface)</td><td>\(DiffReportFormat.ratio(color.oldContrast))</td>\
        <td>\(DiffReportFormat.ratio(color.newContrast))</td><td>\(need)</td>\
        <td class="\(color.stopsMeeting ? "bad" : "")">\(verdict)</td></tr>

        """
    }
    return """
      <h3>Colours</h3>
      <table class="colors"><thead><tr><th scope="col">colour</th><th scope="col">appearance</th>\
      <th scope="col">before</th><th scope="col">after</th><th scope="col">drawn on</th>\
      <th scope="col">contrast before</th><th scope="col">contrast after</th><th scope="col">needs</th>\
      <th scope="col">verdict</th></tr></thead>
      <tbody>
      \(rows)</tbody></table>

      """
  }

  private static func swatch(_ hex: String?) -> HTML {
    guard let hex else { return "–" }
    return "<span class=\"chip\" style=\"background:\(hex)\"></span><code>\(hex)</code>"
  }

  private static func namedList(_ title: String, _ items: [NamedDiff]) -> HTML {
    guard !items.isEmpty else { return .empty }
    let entries = items.map { item -> HTML in "<li>\(item.name): \(item.status.rawValue)</li>" }
    return "<h3>\(title)</h3>\n<ul>\(entries)</ul>\n"
  }

  /// The files of one asset at one scale, with or without Increase Contrast: light and dark.
  private struct Group {
    var asset: String
    var scale: Int
    var highContrast: Bool
    var light: ImageDiff?
    var dark: ImageDiff?
  }

  private static func imageGroups(_ images: [ImageDiff]) -> [Group] {
    var groups: [Group] = []
    for image in images {
      if let last = groups.indices.last, groups[last].asset == image.asset, groups[last].scale == image.scale,
        groups[last].highContrast == image.isHighContrast
      {
        if image.isDark { groups[last].dark = image } else { groups[last].light = image }
        continue
      }
      groups.append(
        Group(
          asset: image.asset, scale: image.scale, highContrast: image.isHighContrast,
          light: image.isDark ? nil : image, dark: image.isDark ? image : nil))
    }
    return groups
  }

  private static func article(_ group: Group) -> HTML {
    let contrast: HTML = group.highContrast ? ", high contrast" : .empty
    return """
      <article class="image" data-asset="\(group.asset)">
      <h3>\(group.asset) @\(group.scale)x\(contrast)</h3>
      <div class="sides">\(side(group.light, dark: false))\(side(group.dark, dark: true))</div>
      </article>

      """
  }

  private static func side(_ image: ImageDiff?, dark: Bool) -> HTML {
    let name: HTML = dark ? "dark" : "light"
    guard let image else {
      return "<div class=\"side \(name)\"><h4>\(name)</h4><p class=\"muted\">unchanged</p></div>"
    }
    var detail = image.status.rawValue
    if image.status == .changed {
      detail += ": \(image.changedPixels) pixels differ, largest difference \(image.largestDifference)"
      if let bounds = image.bounds { detail += ", within \(bounds.reportText)" }
    }
    let size = image.newSize ?? image.oldSize ?? [1, 1]
    return """
      <div class="side \(name)"><h4>\(name) <code>\(image.file)</code></h4><div class="row">\
      \(figure("before", image.before, image.oldSize ?? size, file: image.file))\
      \(figure("after", image.after, image.newSize ?? size, file: image.file))\
      \(figure("difference", image.difference, size, file: image.file))</div>\
      <p>\(detail)</p></div>
      """
  }

  private static func figure(_ kind: String, _ path: String?, _ size: [Int], file: String) -> HTML {
    guard let path else {
      return
        "<figure class=\"\(kind) none\"><div class=\"empty\">none</div><figcaption>\(kind)</figcaption></figure>"
    }
    let factor = magnification(width: size[0], height: size[1])
    let width = max(1, Int((Double(size[0]) * factor).rounded()))
    let height = max(1, Int((Double(size[1]) * factor).rounded()))
    return """
      <figure class="\(kind)"><img src="\(path)" width="\(width)" height="\(height)" \
      alt="\(file), \(kind)"><figcaption>\(kind)</figcaption></figure>
      """
  }

  /// Small pictures grow by a whole factor (at most 8) to about 96 CSS pixels on their long
  /// side; large ones shrink to at most 320.
  package static func magnification(width: Int, height: Int) -> Double {
    let side = max(width, height, 1)
    if side > 320 { return 320 / Double(side) }
    return Double(max(1, min(8, 96 / side)))
  }

  private static func css(darkBackground: RGBA8) -> String {
    """
    :root{color-scheme:light dark;--bg:#f5f5f7;--surface:#fff;--text:#1d1d1f;--muted:#6e6e73;\
    --line:#d2d2d7;--bad:#b3261e;--good:#1b7f3b}
    @media (prefers-color-scheme: dark){:root{--bg:#111;--surface:#1c1c1e;--text:#f5f5f7;\
    --muted:#a1a1a6;--line:#3a3a3c;--bad:#ff8a80;--good:#7ddc9a}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--text);\
    font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    header,main,footer{max-width:1400px;margin:0 auto;padding:0 20px}
    h1{font-size:28px;margin:24px 0 4px}
    h2{font-size:22px;margin:6px 0;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
    h3{font-size:16px;margin:16px 0 6px}
    h4{font-size:13px;margin:0 0 6px;font-weight:600}
    nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0}
    nav li{background:var(--surface);border:1px solid var(--line);border-radius:999px;padding:2px 10px}
    .badge{font-size:12px;font-weight:600;border-radius:6px;padding:1px 8px;background:var(--line)}
    .badge.added{background:#d7f5df;color:#0b5323}.badge.removed{background:#fde2e0;color:#7a1711}
    .badge.bad,.warning{background:#fff1c2;color:#5c4400}
    .warning{border:1px solid #e0b400;border-radius:10px;padding:8px 12px}
    td.bad{color:var(--bad);font-weight:600}
    .muted{color:var(--muted)}
    .theme{background:var(--surface);border:1px solid var(--line);border-radius:14px;padding:8px 20px 16px;\
    margin:20px 0}
    table{border-collapse:collapse;font-size:13px}
    th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left}
    .chip{display:inline-block;width:14px;height:14px;border-radius:4px;border:1px solid var(--line);\
    vertical-align:-2px;margin-right:6px}
    .image{border-top:1px solid var(--line);padding-top:4px}
    .sides{display:flex;flex-wrap:wrap;gap:16px}
    .side{border-radius:10px;padding:10px;flex:1 1 420px;min-width:0}
    .side.light{background:#fff;color:#1d1d1f}
    .side.dark{background:\(darkBackground.hexString);color:#f5f5f7}
    .side p{font-size:12px;margin:6px 0 0}
    .row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
    figure{margin:0;text-align:center}
    figure img{display:block;image-rendering:pixelated;outline:1px dashed rgba(128,128,128,.6);\
    max-width:100%;height:auto}
    figure.difference img{outline-color:rgba(208,0,0,.5)}
    figcaption{font-size:11px;opacity:.8}
    .empty{width:48px;height:48px;display:flex;align-items:center;justify-content:center;font-size:11px;\
    opacity:.6;border:1px dashed rgba(128,128,128,.6)}
    """
  }
}
