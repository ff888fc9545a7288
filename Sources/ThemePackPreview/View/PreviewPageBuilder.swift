import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// Lays out a `PreviewInput`: file names, the images derived from the slices (navigation bars,
/// slices drawn at the master's size), findings placed next to their asset.
package enum PreviewPageBuilder {
  package static func page(for input: PreviewInput) -> PreviewPage {
    let slugs = PreviewFileNames.uniqueSlugs(
      input.themes.map(\.name), reserved: PreviewFileNames.reserved)
    var themes: [PreviewThemeView] = []
    var assetNames: [String] = []
    for (theme, slug) in zip(input.themes, slugs) {
      themes.append(view(of: theme, slug: slug, input: input))
      for asset in theme.assets where !assetNames.contains(asset.name) {
        assetNames.append(asset.name)
      }
    }
    return PreviewPage(input: input, themes: themes, assetNames: assetNames)
  }

  /// Every image the page refers to, by path; paths shared by two views hold the same image.
  package static func images(of page: PreviewPage) -> [String: RGBAImage] {
    var images: [String: RGBAImage] = [:]
    func add(_ pair: PreviewRefPair) {
      images[pair.light.path] = pair.light.image
      images[pair.dark.path] = pair.dark.image
    }
    for theme in page.themes {
      for bar in theme.bars {
        add(bar.pair)
        if let contrast = bar.highContrast { add(contrast) }
      }
      for appearance in ThemeAppearance.allCases {
        if let picture = theme.glassBar?.pictures[appearance] { images[picture.path] = picture.image }
      }
      for tile in theme.appIcon?.tiles ?? [] { images[tile.picture.path] = tile.picture.image }
      for asset in theme.assets {
        for file in asset.files { add(file.pair) }
        if let resized = asset.resized { add(resized) }
      }
    }
    return images
  }

  private static func view(
    of theme: PreviewTheme, slug: String, input: PreviewInput
  ) -> PreviewThemeView {
    let assetSlugs = PreviewFileNames.uniqueSlugs(theme.assets.map(\.name))
    let folder = "images/\(slug)"
    let names = Set(theme.assets.map(\.name))
    let assets = zip(theme.assets, assetSlugs).map { asset, assetSlug in
      view(
        of: asset, slug: assetSlug, folder: folder, theme: theme,
        anchor: "asset-\(slug).\(assetSlug)")
    }
    let (bars, sheetBar, note) = bars(of: theme, folder: folder, input: input)
    let title = input.navigationBar?.titleColor.flatMap { name in
      sheetBar.flatMap { PreviewBarTitle.make(colorName: name, theme: theme, bar: $0) }
    }
    var barNote = note
    if let name = input.navigationBar?.titleColor, title == nil, sheetBar != nil {
      barNote = (note.map { $0 + "; " } ?? "") + "the title colour '\(name)' is not a colour of this theme"
    }
    let glassBar = input.glassBar.flatMap { spec in
      PreviewGlassBar.make(
        spec, theme: theme,
        backgrounds: AppearanceValues { $0.isDark ? input.darkBackground : input.lightBackground },
        folder: folder, scale: 1)
    }
    let fonts = PreviewFontSample.samples(of: theme, slug: slug)
    return PreviewThemeView(
      theme: theme, slug: slug, anchor: "theme-\(slug)", assets: assets, bars: bars, barNote: barNote,
      sheetBar: sheetBar, barTitle: title, glassBar: glassBar,
      appIcon: theme.appIcon.map { PreviewAppIcon.make($0, theme: theme.name, folder: folder) },
      fontSamples: fonts.samples, fontFiles: fonts.files,
      themeFindings: theme.findings.filter { finding in
        guard let asset = finding.asset else { return true }
        return !names.contains(asset)
      })
  }

  private static func view(
    of asset: PreviewAsset, slug: String, folder: String, theme: PreviewTheme, anchor: String
  ) -> PreviewAssetView {
    let label = "\(theme.name) \(asset.name)"
    let files = asset.scales.map { scale in
      let rendered = asset.images[scale]!
      let width = Double(rendered.light.width) / Double(scale)
      let height = Double(rendered.light.height) / Double(scale)
      return PreviewScaleFile(
        scale: scale,
        pair: refPair(
          light: rendered.light, dark: rendered[.dark], basePath: "\(folder)/\(slug)", suffix: "@\(scale)x",
          width: width, height: height, alt: "\(label) @\(scale)x"),
        insets: asset.slice?.pixelInsets[scale])
    }
    var resized: PreviewRefPair?
    var masterCheck: PreviewMasterCheck?
    if let slice = asset.slice, let scale = asset.scales.last, let insets = slice.pixelInsets[scale] {
      let pair = asset.images[scale]!
      let width = max(1, Resampler.pixelSize(points: asset.pointWidth, scale: scale))
      let height = max(1, Resampler.pixelSize(points: asset.pointHeight, scale: scale))
      func draw(_ image: RGBAImage) -> RGBAImage {
        SliceRenderer.render(
          image, pixelInsets: insets, center: slice.center, width: width, height: height)
      }
      let light = draw(pair.light)
      resized = refPair(
        light: light, dark: pair[.dark].map(draw), basePath: "\(folder)/\(slug)", suffix: ".resized",
        width: Double(width) / Double(scale), height: Double(height) / Double(scale),
        alt: "\(label) drawn from its slice at \(PreviewFormat.number(Double(width) / Double(scale)))"
          + "×\(PreviewFormat.number(Double(height) / Double(scale))) pt")
      if let master = asset.master {
        masterCheck = compare(light, master)
      }
    }
    let largest = files.last.map { max($0.pair.light.image.width, $0.pair.light.image.height) } ?? 1
    return PreviewAssetView(
      asset: asset, anchor: anchor, files: files, resized: resized, masterCheck: masterCheck,
      zoomFactor: min(8, max(1, 128 / max(1, largest))),
      findings: theme.findings.filter { $0.asset == asset.name })
  }

  private static func compare(_ drawn: RGBAImage, _ master: RGBAImage) -> PreviewMasterCheck {
    guard drawn.width == master.width && drawn.height == master.height else {
      return .sizeDiffers(masterWidth: master.width, masterHeight: master.height)
    }
    var differing = 0
    var base = 0
    while base < drawn.pixels.count {
      if drawn.pixels[base] != master.pixels[base] || drawn.pixels[base + 1] != master.pixels[base + 1]
        || drawn.pixels[base + 2] != master.pixels[base + 2]
        || drawn.pixels[base + 3] != master.pixels[base + 3]
      {
        differing += 1
      }
      base += 4
    }
    return differing == 0 ? .matches : .differs(pixels: differing)
  }

  /// The navigation bar at each configured width and at the contact sheet's width, and a
  /// note when it is drawn in a way the app would not (not sliced) or cannot be drawn at all.
  private static func bars(
    of theme: PreviewTheme, folder: String, input: PreviewInput
  ) -> (bars: [PreviewBarView], sheet: PreviewBarView?, note: String?) {
    guard let bar = input.navigationBar else {
      return ([], nil, "no asset is configured as the navigation bar")
    }
    guard let asset = theme.assets.first(where: { $0.name == bar.asset }),
      let scale = nearestScale(to: bar.scale, in: asset.scales)
    else {
      return ([], nil, "the navigation bar asset '\(bar.asset)' is missing in this theme")
    }
    let pair = asset.images[scale]!
    let insets = asset.slice?.pixelInsets[scale]
    var note: String?
    if asset.slice == nil {
      note = "'\(bar.asset)' is not sliced: drawn stretched to each width"
    } else if insets == nil {
      note = "'\(bar.asset)' has no cap insets at @\(scale)x: drawn stretched to each width"
    }
    let height = max(1, Resampler.pixelSize(points: bar.height, scale: scale))
    func view(_ points: Double) -> PreviewBarView {
      let width = max(1, Resampler.pixelSize(points: points, scale: scale))
      func draw(_ image: RGBAImage) -> RGBAImage {
        guard let insets, let center = asset.slice?.center else {
          return Resampler.resize(image, width: width, height: height)
        }
        return SliceRenderer.render(
          image, pixelInsets: insets, center: center, width: width, height: height)
      }
      let label = PreviewFormat.number(points)
      let (shownWidth, shownHeight) = (Double(width) / Double(scale), Double(height) / Double(scale))
      let basePath = "\(folder)/navigation-bar/\(label)pt"
      let alt = "\(theme.name) navigation bar at \(label) pt"
      let normal = refPair(
        light: draw(pair.light), dark: pair[.dark].map(draw), basePath: basePath, suffix: "",
        width: shownWidth, height: shownHeight, alt: alt)
      var contrast: PreviewRefPair?
      if pair[.lightHighContrast] != nil || pair[.darkHighContrast] != nil {
        var made = refPair(
          light: draw(pair[.lightHighContrast] ?? pair.light), dark: pair[.darkHighContrast].map(draw),
          basePath: basePath, suffix: ".hc", width: shownWidth, height: shownHeight,
          alt: alt + ", high contrast")
        if pair[.lightHighContrast] == nil { made.light = normal.light }
        contrast = made
      }
      return PreviewBarView(width: points, pair: normal, highContrast: contrast)
    }
    let views = bar.widths.map(view)
    let sheetWidth = PreviewNavigationBar.contactSheetWidth
    let sheet = views.first { $0.width == sheetWidth } ?? view(sheetWidth)
    return (views, sheet, note)
  }

  /// `target` when present, else the closest of `scales` (the larger on a tie).
  package static func nearestScale(to target: Int, in scales: [Int]) -> Int? {
    scales.min { lhs, rhs in
      let left = abs(lhs - target)
      let right = abs(rhs - target)
      return left != right ? left < right : lhs > rhs
    }
  }

  /// Light and dark refs at `<basePath><suffix>.png` and `<basePath>.dark<suffix>.png`; without
  /// a dark image, the dark side shows the light file.
  private static func refPair(
    light: RGBAImage, dark: RGBAImage?, basePath: String, suffix: String, width: Double,
    height: Double, alt: String
  ) -> PreviewRefPair {
    let lightRef = PreviewImageRef(
      path: "\(basePath)\(suffix).png", image: light, displayWidth: width, displayHeight: height,
      alt: "\(alt), light")
    guard let dark else {
      var darkRef = lightRef
      darkRef.alt = "\(alt), dark (same image as light)"
      return PreviewRefPair(light: lightRef, dark: darkRef, hasDarkVariant: false)
    }
    let darkRef = PreviewImageRef(
      path: "\(basePath).dark\(suffix).png", image: dark, displayWidth: width,
      displayHeight: height, alt: "\(alt), dark")
    return PreviewRefPair(light: lightRef, dark: darkRef, hasDarkVariant: true)
  }
}
