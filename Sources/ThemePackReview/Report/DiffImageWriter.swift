import ThemePackImaging
import ThemePackSupport

/// The image parts of a theme's section of the diff page (`DiffPageWriter`).
///
/// A drawing edit (`ImageDiff.isEdit`) and an added or removed file are an `article.image`
/// (`data-asset`, `data-kind`: `edit` or `file`) per asset, at its highest scale (its other
/// scales and contrasts folded below, `details.more`, as `edit-more` or `file-more`): the light and
/// the dark file side by side (`div.side.light`, `div.side.dark`), each as before | after |
/// difference (`figure.before`, `figure.after`, `figure.difference`); an edit also shows its
/// changed area zoomed (`figure.zoom`, `DiffZoom`), outlined (`span.area`). Files re-tinted by
/// a colour change are one `div.recolor` row per change with a thumbnail of each new file.
/// Pictures are drawn at a whole multiple of their pixels, up to 8×, so a small icon is
/// magnified to about 96 CSS pixels, crisp (`image-rendering: pixelated`).
package enum DiffImageWriter {
  /// The files of one asset at one scale, with or without Increase Contrast: light and dark.
  private struct Group: Equatable {
    var asset: String
    var scale: Int
    var highContrast: Bool
    var light: ImageDiff?
    var dark: ImageDiff?
  }

  /// The articles of `images` (all drawing edits, or all added and removed files): one per
  /// asset, showing its highest scale without Increase Contrast, its other scales and
  /// contrasts folded below it (`details.more`, articles of kind `<kind>-more`).
  package static func articles(_ images: [ImageDiff], kind: String) -> [HTML] {
    var assets: [String] = []
    var byAsset: [String: [Group]] = [:]
    for group in groups(images) {
      if byAsset[group.asset] == nil { assets.append(group.asset) }
      byAsset[group.asset, default: []].append(group)
    }
    return assets.map { asset in
      let list = byAsset[asset]!
      let lead = list.filter { !$0.highContrast }.max { $0.scale < $1.scale } ?? list.last!
      let rest = list.filter { $0 != lead }
      guard !rest.isEmpty else { return article(lead, kind: kind, more: .empty) }
      let names = rest.map { "@\($0.scale)x" + ($0.highContrast ? " high contrast" : "") }
      let more: HTML = """
        <details class="more"><summary>\(rest.count) more of this asset's files: \
        \(names.joined(separator: ", "))</summary>
        \(rest.map { article($0, kind: kind + "-more", more: .empty) })</details>
        """
      return article(lead, kind: kind, more: more)
    }
  }

  /// One row per colour change: its title and a thumbnail of each re-tinted file.
  package static func recolorRow(_ group: RecolorGroup, theme: String) -> HTML {
    let thumbs = group.images.map { image -> HTML in
      let size = image.newSize ?? [1, 1]
      let factor = thumbnailFactor(width: size[0], height: size[1])
      let width = max(1, Int((Double(size[0]) * factor).rounded()))
      let height = max(1, Int((Double(size[1]) * factor).rounded()))
      let side: HTML = image.appearance.isDark ? "dark" : "light"
      return """
        <figure class="thumb \(side)" title="\(image.file)"><img src="\(image.after ?? "")" \
        width="\(width)" height="\(height)" alt="\(image.file), after"></figure>
        """
    }
    let colors = group.recolor
    return """
      <div class="recolor" data-color="\(colors.color ?? "")" data-count="\(group.images.count)">\
      <h3>\(group.title(theme: theme)) <span class="chip" style="background:\(colors.oldLight)"></span>→\
      <span class="chip" style="background:\(colors.newLight)"></span></h3>
      <div class="thumbs">\(thumbs)</div></div>

      """
  }

  private static func groups(_ images: [ImageDiff]) -> [Group] {
    var groups: [Group] = []
    for image in images {
      if let last = groups.indices.last, groups[last].asset == image.asset, groups[last].scale == image.scale,
        groups[last].highContrast == image.appearance.isHighContrast
      {
        if image.appearance.isDark { groups[last].dark = image } else { groups[last].light = image }
        continue
      }
      groups.append(
        Group(
          asset: image.asset, scale: image.scale, highContrast: image.appearance.isHighContrast,
          light: image.appearance.isDark ? nil : image, dark: image.appearance.isDark ? image : nil))
    }
    return groups
  }

  private static func article(_ group: Group, kind: String, more: HTML) -> HTML {
    let contrast: HTML = group.highContrast ? ", high contrast" : .empty
    return """
      <article class="image \(kind)" data-asset="\(group.asset)" data-kind="\(kind)">
      <h3>\(group.asset) @\(group.scale)x\(contrast)</h3>
      <div class="sides">\(side(group.light, dark: false))\(side(group.dark, dark: true))</div>\(more)
      </article>

      """
  }

  private static func side(_ image: ImageDiff?, dark: Bool) -> HTML {
    let name: HTML = dark ? "dark" : "light"
    guard let image else {
      return "<div class=\"side \(name)\"><h4>\(name)</h4><p class=\"muted\">no drawing change</p></div>"
    }
    var detail = image.status.rawValue
    if image.status == .changed {
      detail += ": \(image.changedPixels) pixels differ, largest difference \(image.largestDifference)"
      if let bounds = image.bounds { detail += ", within \(bounds.reportText)" }
      if let drawing = image.drawingBounds {
        detail += "; its colour changed too, its drawing within \(drawing.reportText)"
      }
    }
    let size = image.newSize ?? image.oldSize ?? [1, 1]
    let zooms: HTML =
      image.isEdit
      ? "<div class=\"zooms\">\(DiffZoom.figure("before", image)) \(DiffZoom.figure("after", image))</div>"
      : .empty
    return """
      <div class="side \(name)"><h4>\(name) <code>\(image.file)</code></h4><div class="row">\
      \(figure("before", image.before, image.oldSize ?? size, file: image.file))\
      \(figure("after", image.after, image.newSize ?? size, file: image.file))\
      \(figure("difference", image.difference, size, file: image.file))</div>\(zooms)\
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

  /// Thumbnails are about 40 CSS pixels on their long side: small ones grown by a whole factor.
  private static func thumbnailFactor(width: Int, height: Int) -> Double {
    let side = max(width, height, 1)
    if side > 40 { return 40 / Double(side) }
    return Double(max(1, 40 / side))
  }
}
