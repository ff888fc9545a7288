import ThemePackArchive
import ThemePackSupport

/// Writes the preview page's last section: a table with a row per asset across all themes,
/// the odd ones out marked.
package enum PreviewAssetTableWriter {
  /// The `section#assets` with the table.
  package static func html(_ page: PreviewPage) -> HTML {
    let headers = page.themes.map { theme in
      "<th scope=\"col\"><a href=\"#\(theme.anchor)\">\(theme.theme.name)</a></th>" as HTML
    }
    let rows = page.assetNames.map { row(page, $0) }
    return """
      <section class="card" id="assets" aria-labelledby="assets-title">
      <h2 id="assets-title">All assets across themes</h2>
      <p class="muted">One row per asset: in each theme light on the left, dark on the right, \
      scaled down where larger than 100 pt. A red outline marks the odd one out: another point \
      size or rendering than most themes, findings, or a missing file.</p>
      <div class="scroll" role="region" aria-labelledby="assets-title" tabindex="0">
      <table class="matrix">
      <thead><tr><th scope="col">Asset</th>\(headers)</tr></thead>
      <tbody>
      \(rows)</tbody>
      </table>
      </div>
      </section>

      """
  }

  private static func row(_ page: PreviewPage, _ name: String) -> HTML {
    let views = page.themes.map { theme in theme.assets.first { $0.asset.name == name } }
    let present = views.compactMap { $0 }
    let usualSize = mostCommon(present.map { PreviewFragments.sizeText($0.asset) })
    let usualRendering = mostCommon(present.map { $0.asset.rendering.rawValue })
    let magnification = magnificationFactor(
      present.first { PreviewFragments.sizeText($0.asset) == usualSize }?.representative?.light)
    let cells = zip(page.themes, views).map { theme, view -> HTML in
      guard let view, let pair = view.representative else {
        let findings = theme.themeFindings.filter { $0.asset == name }
        return """
          <td class="odd"><div class="missing"><span class="badge error">missing</span></div>\
          \(findings.isEmpty ? .empty : PreviewFragments.findingList(findings, showAsset: false))</td>

          """
      }
      var marks: [HTML] = []
      let size = PreviewFragments.sizeText(view.asset)
      if size != usualSize { marks.append("<span class=\"badge error\">size \(size)</span>") }
      if view.asset.rendering.rawValue != usualRendering {
        marks.append("<span class=\"badge error\">\(view.asset.rendering.rawValue)</span>")
      }
      if !view.findings.isEmpty {
        let count = view.findings.count
        let worst =
          [PreviewFinding.Severity.error, .warning, .info].first { severity in
            view.findings.contains { $0.severity == severity }
          }?.rawValue ?? "info"
        marks.append(
          """
          <a class="badge \(worst)" href="#\(view.anchor)">\(count) \
          \(count == 1 ? "finding" : "findings")</a>
          """)
      }
      let boxes = [ThemeAppearance.light, .dark].map { appearance in
        let background =
          appearance.isDark ? page.input.darkBackground : page.input.lightBackground
        var ref = pair.side(appearance)
        if magnification > 1 {
          ref.displayWidth *= Double(magnification)
          ref.displayHeight *= Double(magnification)
          ref.alt += ", magnified \(magnification) times"
        }
        return """
          <span class="box\(magnification > 1 ? " zoom" : "")" \
          style="background:\(background.hexString)">\(PreviewFragments.image(ref))</span>
          """ as HTML
      }
      let markList: HTML = marks.isEmpty ? .empty : "<div class=\"marks\">\(marks)</div>"
      return """
        <td\(marks.isEmpty ? .empty : HTML(trusted: " class=\"odd\""))><div class="pair">\(boxes)</div>\
        \(markList)</td>

        """
    }
    let shown = magnification > 1 ? ", shown ×\(magnification)" : ""
    let usual: HTML = usualSize.map { "<br><span class=\"muted\">\($0)\(shown)</span>" } ?? .empty
    return """
      <tr><th scope="row">\(name)\(usual)</th>
      \(cells)</tr>

      """
  }

  /// How many times the tiny pictures of a row are enlarged in the table so they can be seen:
  /// the usual size's larger side becomes at least 24 pt, by a whole factor up to 16.
  private static func magnificationFactor(_ ref: PreviewImageRef?) -> Int {
    guard let ref else { return 1 }
    let side = max(ref.displayWidth, ref.displayHeight)
    guard side > 0, side < 24 else { return 1 }
    return min(16, Int((24 / side).rounded(.up)))
  }

  /// The value most themes share; on a tie the one that comes first.
  private static func mostCommon(_ values: [String]) -> String? {
    var counts: [String: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    var best: String?
    for value in values where best == nil || counts[value]! > counts[best!]! {
      best = value
    }
    return best
  }
}
