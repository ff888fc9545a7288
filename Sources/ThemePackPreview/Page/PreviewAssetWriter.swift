import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Writes one asset's `article.asset` of the preview page: an `h4` of its name, its facts,
/// the master check and its findings, then its light and dark half of tiles.
package enum PreviewAssetWriter {
  /// The `article.asset` of `view` in `theme`.
  package static func html(
    _ page: PreviewPage, _ theme: PreviewThemeView, _ view: PreviewAssetView
  ) -> HTML {
    let asset = view.asset
    var facts = [
      "\(PreviewFormat.number(asset.pointWidth))×\(PreviewFormat.number(asset.pointHeight)) pt",
      asset.rendering == .template
        ? "template (tinted by iOS)"
        : asset.rendering == .automatic
          ? "automatic (a template in bars, else its colours)" : "original colours",
    ]
    if let slice = asset.slice {
      facts.append("sliced, \(slice.center.rawValue) centre, caps top,left,bottom,right")
    }
    if view.files.contains(where: { !$0.pair.hasDarkVariant }) {
      facts.append(
        view.files.allSatisfy { !$0.pair.hasDarkVariant }
          ? "no dark variant" : "dark variant at some scales")
    }
    let halves = [ThemeAppearance.light, .dark].map { appearance in
      PreviewFragments.half(page, appearance, heading: "h5", content: tiles(view, appearance))
    }
    return """
      <article class="asset" id="\(view.anchor)" aria-labelledby="\(view.anchor).title">
      <h4 id="\(view.anchor).title">\(asset.name)</h4>
      <p class="muted">\(facts.joined(separator: " · "))</p>
      \(masterCheck(view))\(PreviewFragments.findingList(view.findings, showAsset: false))<div class="halves">
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
        \(PreviewFragments.sizeText(view.asset)) at @\(scale)x is \
        \(Resampler.pixelSize(points: view.asset.pointWidth, scale: scale))×\
        \(Resampler.pixelSize(points: view.asset.pointHeight, scale: scale)) px.</p>

        """
    }
  }

  private static func tiles(_ view: PreviewAssetView, _ appearance: ThemeAppearance) -> HTML {
    var figures: [HTML] = view.files.map { file in
      let ref = file.pair.side(appearance)
      let image = ref.image
      var caption = "@\(file.scale)x · \(image.width)×\(image.height) px"
      if let insets = file.insets {
        caption += " · caps \(insets.top),\(insets.left),\(insets.bottom),\(insets.right) px"
      }
      return """
        <figure class="tile">\(PreviewFragments.image(ref))<figcaption>\(caption)</figcaption></figure>

        """
    }
    if let resized = view.resized?.side(appearance) {
      figures.append(
        """
        <figure class="tile">\(PreviewFragments.image(resized))<figcaption>slice drawn at \
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
        <figure class="tile zoom">\(PreviewFragments.image(zoomed))<figcaption>@\(file.scale)x, \
        \(view.zoomFactor * file.scale)× point size</figcaption></figure>

        """)
    }
    return """
      <div class="tiles">
      \(figures)</div>

      """
  }
}
