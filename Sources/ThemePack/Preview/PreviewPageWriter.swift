/// Writes a laid-out `PreviewPage` as one HTML document that opens from disk: no script, no
/// network, system fonts, images referenced by relative path.
///
/// Structure a reader (or a test) can rely on: one `h1`; one `section.theme` per theme with
/// an `h2` of its name, its colours as a table, an `h3` "Navigation bar" with one
/// `img.navbar` per width and appearance, and one `article.asset` per asset (an `h4` of its
/// name, its findings, then its light and dark half); last a table with a row per asset
/// across all themes. Every `img` has alt text; every interpolated string is escaped.
enum PreviewPageWriter {
  static func html(_ page: PreviewPage) -> String {
    let input = page.input
    let body: HTML = """
      <a class="skip" href="#main">Skip to the themes</a>
      <header class="page-header">
      <h1>\(input.title)</h1>
      <p class="muted">\(summary(page))</p>
      <nav aria-label="Themes"><ul>
      \(page.themes.map(navigationLink))<li><a href="#assets">All assets across themes</a></li>
      </ul></nav>
      </header>
      <main id="main">
      \(projectFindings(input.findings))\(page.themes.map { theme(page, $0) })\(matrix(page))</main>
      <footer class="muted"><p>Made by ThemePack \(ThemePackVersion.current). \
      The page and its images work from disk, without a network.</p></footer>

      """
    let document: HTML = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(input.title) · theme preview</title>
      <style>
      \(HTML(trusted: PreviewStyleSheet.css))
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
    return document.markup
  }

  private static func summary(_ page: PreviewPage) -> String {
    let input = page.input
    let count = page.themes.count
    let scales = input.scales.map { "@\($0)x" }.joined(separator: ", ")
    return "\(count) \(count == 1 ? "theme" : "themes") at \(scales). Light side on "
      + "\(input.lightBackground.hexString), dark side on "
      + "\(input.darkBackground.hexString). Assets are shown at their point size "
      + "(1 CSS pixel = 1 pt); a dashed outline marks each image's bounds."
  }

  private static func navigationLink(_ theme: PreviewThemeView) -> HTML {
    let color = theme.theme.color.hexString
    let mark: HTML = theme.theme.isHypothetical ? " (hypothetical)" : .empty
    return """
      <li><a href="#\(theme.anchor)"><span class="chip" style="background:\(color)"></span>\
      \(theme.theme.name)\(mark)</a></li>

      """
  }

  private static func projectFindings(_ findings: [PreviewFinding]) -> HTML {
    guard !findings.isEmpty else { return .empty }
    return """
      <section class="card" aria-labelledby="project-findings">
      <h2 id="project-findings">Project findings</h2>
      \(findingList(findings, showAsset: true))</section>

      """
  }

  // MARK: - Theme sections

  private static func theme(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    let info = theme.theme
    let hypothetical: HTML =
      info.isHypothetical ? #" <span class="badge neutral">hypothetical</span>"# : .empty
    let note: HTML =
      info.isHypothetical
      ? """
      <p>Made from the masters with the colour \(info.color.hexString) \
      (<code>--try-color</code>); it is not in the assets folder.</p>

      """ : .empty
    let themeFindings: HTML =
      theme.themeFindings.isEmpty
      ? .empty
      : """
      <h3>Findings about the theme</h3>
      \(findingList(theme.themeFindings, showAsset: true))
      """
    return """
      <section class="card theme" id="\(theme.anchor)" data-theme="\(info.name)" \
      aria-labelledby="\(theme.anchor).title">
      <h2 id="\(theme.anchor).title">\(info.name)\(hypothetical)</h2>
      \(note)<p class="muted">Contact sheet: <a href="\(theme.contactSheetPath)">\
      \(theme.contactSheetPath)</a></p>
      \(colorTable(page, theme))\(themeFindings)<h3>Navigation bar</h3>
      \(navigationBars(page, theme))<h3>Assets</h3>
      \(theme.assets.map { asset(page, theme, $0) })</section>

      """
  }

  private static func colorTable(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    let light = page.input.lightBackground
    let dark = page.input.darkBackground
    func row(_ label: String, _ color: RGBA8) -> HTML {
      let hex = color.hexString
      return """
        <tr><th scope="row"><span class="swatch" style="background:\(hex)"></span>\(label)</th>\
        <td class="hex">\(hex)</td>\(contrastCell(color, light))\(contrastCell(color, dark))</tr>

        """
    }
    return """
      <table class="colors">
      <caption class="visually-hidden">\(theme.theme.name) colours and their WCAG 2 contrast</caption>
      <thead><tr><th scope="col">Colour</th><th scope="col">Hex</th>\
      <th scope="col">Contrast on light \(light.hexString)</th>\
      <th scope="col">Contrast on dark \(dark.hexString)</th></tr></thead>
      <tbody>
      \(row("Theme colour", theme.theme.color))\(row("Dark colour", theme.theme.darkColor))</tbody>
      </table>
      <p class="muted">The light side uses the theme colour, the dark side the dark colour. \
      WCAG 2 asks for 4.5:1 for text and 3:1 for icons and other UI.</p>

      """
  }

  private static func contrastCell(_ color: RGBA8, _ background: RGBA8) -> HTML {
    let ratio = WCAGContrast.ratio(color, background)
    let kind = ratio >= 4.5 ? "pass" : ratio >= 3 ? "warning" : "error"
    return """
      <td><span class="ratio">\(PreviewFormat.ratio(ratio))</span> \
      <span class="badge \(kind)">\(PreviewFormat.rating(ratio))</span></td>
      """
  }

  private static func navigationBars(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    let note: HTML = theme.barNote.map { "<p class=\"note\">\($0)</p>\n" } ?? .empty
    guard !theme.bars.isEmpty else { return note }
    let halves = PreviewAppearance.allCases.map { appearance in
      let figures = theme.bars.map { bar in
        let ref = bar.pair.side(appearance)
        return """
          <figure class="bar">\(image(ref, className: "navbar"))\
          <figcaption>\(PreviewFormat.number(bar.width)) pt</figcaption></figure>

          """ as HTML
      }
      return half(page, appearance, heading: "h4", content: HTML.joined(figures))
    }
    return """
      \(note)<div class="halves">
      \(halves)</div>

      """
  }

  private static func half(
    _ page: PreviewPage, _ appearance: PreviewAppearance, heading: String, content: HTML
  ) -> HTML {
    let background = appearance == .light ? page.input.lightBackground : page.input.darkBackground
    let text = PreviewPalette.text(on: background)
    let tag = HTML(trusted: heading)
    return """
      <div class="half \(appearance.rawValue)" style="background:\(background.hexString);\
      color:\(text.hexString)">
      <\(tag)>\(appearance.title)</\(tag)>
      \(content)</div>

      """
  }

  private static func asset(
    _ page: PreviewPage, _ theme: PreviewThemeView, _ view: PreviewAssetView
  ) -> HTML {
    let asset = view.asset
    var facts = [
      "\(PreviewFormat.number(asset.pointWidth))×\(PreviewFormat.number(asset.pointHeight)) pt",
      asset.rendering == .template ? "template (tinted by iOS)" : "original colours",
    ]
    if let slice = asset.slice {
      facts.append("sliced, \(slice.center.rawValue) centre, caps top,left,bottom,right")
    }
    if view.files.contains(where: { !$0.pair.hasDarkVariant }) {
      facts.append(
        view.files.allSatisfy { !$0.pair.hasDarkVariant }
          ? "no dark variant" : "dark variant at some scales")
    }
    let halves = PreviewAppearance.allCases.map { appearance in
      half(page, appearance, heading: "h5", content: tiles(view, appearance))
    }
    return """
      <article class="asset" id="\(view.anchor)" aria-labelledby="\(view.anchor).title">
      <h4 id="\(view.anchor).title">\(asset.name)</h4>
      <p class="muted">\(facts.joined(separator: " · "))</p>
      \(masterCheck(view))\(findingList(view.findings, showAsset: false))<div class="halves">
      \(halves)</div>
      </article>

      """
  }

  private static func masterCheck(_ view: PreviewAssetView) -> HTML {
    switch view.masterCheck {
    case nil:
      return .empty
    case .matches:
      return """
        <p><span class="badge pass">matches</span> The slice drawn at the master's size is the \
        master, pixel for pixel.</p>

        """
    case .differs(let pixels):
      return """
        <p><span class="badge warning">differs</span> The slice drawn at the master's size \
        differs from the master in \(pixels) \(pixels == 1 ? "pixel" : "pixels").</p>

        """
    case .sizeDiffers(let width, let height):
      let scale = view.files.last?.scale ?? 1
      return """
        <p><span class="badge warning">size</span> The master is \(width)×\(height) px, but \
        \(sizeText(view.asset)) at @\(scale)x is \
        \(Resampler.pixelSize(points: view.asset.pointWidth, scale: scale))×\
        \(Resampler.pixelSize(points: view.asset.pointHeight, scale: scale)) px.</p>

        """
    }
  }

  private static func tiles(_ view: PreviewAssetView, _ appearance: PreviewAppearance) -> HTML {
    var figures: [HTML] = view.files.map { file in
      let ref = file.pair.side(appearance)
      let image = ref.image
      var caption = "@\(file.scale)x · \(image.width)×\(image.height) px"
      if let insets = file.insets {
        caption += " · caps \(insets.top),\(insets.left),\(insets.bottom),\(insets.right) px"
      }
      return """
        <figure class="tile">\(self.image(ref))<figcaption>\(caption)</figcaption></figure>

        """
    }
    if let resized = view.resized?.side(appearance) {
      figures.append(
        """
        <figure class="tile">\(image(resized))<figcaption>slice drawn at \
        \(PreviewFormat.number(resized.displayWidth))×\(PreviewFormat.number(resized.displayHeight)) \
        pt</figcaption></figure>

        """)
    }
    if view.zoomFactor > 1, let file = view.files.last {
      var zoomed = file.pair.side(appearance)
      zoomed.displayWidth = Double(zoomed.image.width * view.zoomFactor)
      zoomed.displayHeight = Double(zoomed.image.height * view.zoomFactor)
      zoomed.alt += ", magnified \(view.zoomFactor * file.scale) times"
      figures.append(
        """
        <figure class="tile zoom">\(image(zoomed))<figcaption>@\(file.scale)x, \
        \(view.zoomFactor * file.scale)× point size</figcaption></figure>

        """)
    }
    return """
      <div class="tiles">
      \(figures)</div>

      """
  }

  private static func image(_ ref: PreviewImageRef, className: String? = nil) -> HTML {
    let classAttribute: HTML = className.map { " class=\"\($0)\"" } ?? .empty
    return """
      <img\(classAttribute) src="\(ref.path)" alt="\(ref.alt)" \
      style="width:\(PreviewFormat.css(ref.displayWidth));height:\(PreviewFormat.css(ref.displayHeight))">
      """
  }

  private static func findingList(_ findings: [PreviewFinding], showAsset: Bool) -> HTML {
    guard !findings.isEmpty else { return .empty }
    let items = findings.map { finding in
      let asset: HTML =
        showAsset ? finding.asset.map { "<code>\($0)</code>: " } ?? .empty : .empty
      return """
        <li class="finding \(finding.severity.rawValue)"><span class="badge \(finding.severity.rawValue)">\
        \(finding.severity.rawValue)</span> <code>[\(finding.ruleID)]</code> \(asset)\(finding.message)</li>

        """ as HTML
    }
    return """
      <ul class="findings">
      \(items)</ul>

      """
  }

  // MARK: - Asset table

  private static func matrix(_ page: PreviewPage) -> HTML {
    let headers = page.themes.map { theme in
      "<th scope=\"col\"><a href=\"#\(theme.anchor)\">\(theme.theme.name)</a></th>" as HTML
    }
    let rows = page.assetNames.map { matrixRow(page, $0) }
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

  private static func matrixRow(_ page: PreviewPage, _ name: String) -> HTML {
    let views = page.themes.map { theme in theme.assets.first { $0.asset.name == name } }
    let present = views.compactMap { $0 }
    let usualSize = mostCommon(present.map { sizeText($0.asset) })
    let usualRendering = mostCommon(present.map { $0.asset.rendering.rawValue })
    let magnification = matrixMagnification(
      present.first { sizeText($0.asset) == usualSize }?.representative?.light)
    let cells = zip(page.themes, views).map { theme, view -> HTML in
      guard let view, let pair = view.representative else {
        let findings = theme.themeFindings.filter { $0.asset == name }
        return """
          <td class="odd"><div class="missing"><span class="badge error">missing</span></div>\
          \(findings.isEmpty ? .empty : findingList(findings, showAsset: false))</td>

          """
      }
      var marks: [HTML] = []
      let size = sizeText(view.asset)
      if size != usualSize { marks.append("<span class=\"badge error\">size \(size)</span>") }
      if view.asset.rendering.rawValue != usualRendering {
        marks.append("<span class=\"badge error\">\(view.asset.rendering.rawValue)</span>")
      }
      if !view.findings.isEmpty {
        let count = view.findings.count
        let worst = view.findings.contains { $0.severity == .error } ? "error" : "warning"
        marks.append(
          """
          <a class="badge \(worst)" href="#\(view.anchor)">\(count) \
          \(count == 1 ? "finding" : "findings")</a>
          """)
      }
      let boxes = PreviewAppearance.allCases.map { appearance in
        let background =
          appearance == .light ? page.input.lightBackground : page.input.darkBackground
        var ref = pair.side(appearance)
        if magnification > 1 {
          ref.displayWidth *= Double(magnification)
          ref.displayHeight *= Double(magnification)
          ref.alt += ", magnified \(magnification) times"
        }
        return """
          <span class="box\(magnification > 1 ? " zoom" : "")" \
          style="background:\(background.hexString)">\(image(ref))</span>
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
  private static func matrixMagnification(_ ref: PreviewImageRef?) -> Int {
    guard let ref else { return 1 }
    let side = max(ref.displayWidth, ref.displayHeight)
    guard side > 0, side < 24 else { return 1 }
    return min(16, Int((24 / side).rounded(.up)))
  }

  private static func sizeText(_ asset: PreviewAsset) -> String {
    "\(PreviewFormat.number(asset.pointWidth))×\(PreviewFormat.number(asset.pointHeight)) pt"
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
