import ThemePackArchive
import ThemePackSupport

/// Pieces of preview markup that several parts of the page share: a light or dark half, an
/// image, a list of findings, an asset's size.
package enum PreviewFragments {
  /// A light or dark half: the appearance's background and text colour, its title as a
  /// `heading` element (a trusted tag name), then `content`. A high-contrast appearance's
  /// half is marked and titled as Increase Contrast ("Light high contrast").
  package static func half(_ page: PreviewPage, _ appearance: ThemeAppearance, heading: String, content: HTML)
    -> HTML
  {
    let background = appearance.isDark ? page.input.darkBackground : page.input.lightBackground
    let text = PreviewPalette.text(on: background)
    let tag = HTML(trusted: heading)
    let marker = appearance.isHighContrast ? " high-contrast" : ""
    let title = PreviewFormat.title(appearance)
    return """
      <div class="half \(appearance.normal.rawValue)\(marker)" style="background:\(background.hexString);\
      color:\(text.hexString)">
      <\(tag)>\(title)</\(tag)>
      \(content)</div>

      """
  }

  /// An `img` of `ref` at its display size in points, with its alt text.
  package static func image(_ ref: PreviewImageRef, className: String? = nil) -> HTML {
    let classAttribute: HTML = className.map { " class=\"\($0)\"" } ?? .empty
    return """
      <img\(classAttribute) src="\(ref.path)" alt="\(ref.alt)" \
      style="width:\(PreviewFormat.css(ref.displayWidth));height:\(PreviewFormat.css(ref.displayHeight))">
      """
  }

  /// A `ul.findings` of `findings` (empty markup when there are none); `showAsset` puts each
  /// finding's asset name before its message.
  package static func findingList(_ findings: [PreviewFinding], showAsset: Bool) -> HTML {
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

  /// An asset's point size as the page prints it: `44×44 pt`.
  package static func sizeText(_ asset: PreviewAsset) -> String {
    "\(PreviewFormat.number(asset.pointWidth))×\(PreviewFormat.number(asset.pointHeight)) pt"
  }
}
