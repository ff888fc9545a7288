/// Renders one asset of one theme at every scale, light and dark, in memory: tint,
/// dark variant and encoding of the prepared (resampled, sliced) images.
///
/// It knows nothing about folders: each image is handed to `emit` as soon as it exists,
/// so a worker holds one full-size image (and its PNG) at a time rather than every scale
/// of both appearances.
struct AssetRenderer: Sendable {
  var spec: AssetSpec
  /// The asset's master, prepared once for all themes (nil for per-theme assets).
  var master: [Int: PreparedImage]?
  /// The master's dark file from `Base/`, prepared once (explicit-file assets).
  var masterDark: [Int: PreparedImage]?
  var preparer: ImagePreparer
  var options: RenderOptions
  /// The renditions the layouts need beyond the project's scales (`ExtraRendition`).
  var extras: [ExtraRendition] = []

  /// What a render made: the asset's shape and, when images are kept, the tinted whole
  /// image of a resizable asset before slicing, at the highest scale.
  struct Result: Sendable {
    var asset: BuiltAsset
    var unsliced: RGBAImage?
  }

  /// Renders for `theme`, handing every image to `emit` (per scale, ascending: light, dark,
  /// then the high-contrast variants). `highContrast` holds the theme colour's light and
  /// dark high-contrast values when the project makes high-contrast images: every image
  /// the render tints (a tinted master, a retinted dark variant) is tinted again with the
  /// value of its appearance; images used as drawn, explicit dark files, inverted and
  /// unchanged dark variants get none.
  func render(
    theme: Theme, darkColor: RGBA8, highContrast: (light: RGBA8, dark: RGBA8)? = nil,
    emit: (RenderedImage) throws(BuildError) -> Void
  ) throws(BuildError) -> Result {
    let (light, tintable) = try lightSource(for: theme)
    let explicitDark = try theme.darkFiles[spec.name].map { files throws(BuildError) in
      try preparer.prepare(files: files)
    }
    var darkScales: [Int] = []
    var contrastScales = (light: [Int](), dark: [Int]())
    for scale in light.keys.sorted() {
      let prepared = light[scale]!
      let lightImage =
        tintable ? Tinter.tint(prepared.image, color: theme.color, mode: spec.tint) : prepared.image
      try emit(image(lightImage, scale: scale, dark: false, theme: theme))
      let explicit = explicitDark?[scale] ?? (spec.dark == .explicitFile ? masterDark?[scale] : nil)
      let darkImage =
        explicit?.image
        ?? derivedDark(of: prepared.image, light: lightImage, color: darkColor, tintable: tintable)
      if let darkImage {
        try emit(image(darkImage, scale: scale, dark: true, theme: theme))
        darkScales.append(scale)
      }
      guard let highContrast, spec.tint != .none else { continue }
      if tintable {
        let tinted = Tinter.tint(prepared.image, color: highContrast.light, mode: spec.tint)
        try emit(image(tinted, scale: scale, dark: false, highContrast: true, theme: theme))
        contrastScales.light.append(scale)
      }
      if explicit == nil, spec.dark == .retint,
        let retinted = derivedDark(
          of: prepared.image, light: lightImage, color: highContrast.dark, tintable: tintable)
      {
        try emit(image(retinted, scale: scale, dark: true, highContrast: true, theme: theme))
        contrastScales.dark.append(scale)
      }
    }
    let made = try renderExtras(
      light: light, explicitDark: explicitDark, tintable: tintable, theme: theme, darkColor: darkColor,
      emit: emit)
    let reference = light[preparer.scales.max() ?? 1] ?? light.values.first!
    var unsliced: RGBAImage?
    if options.keepsImages, let whole = reference.unsliced {
      unsliced = tintable ? Tinter.tint(whole, color: theme.color, mode: spec.tint) : whole
    }
    let asset = BuiltAsset(
      name: spec.name, pointWidth: reference.pointWidth, pointHeight: reference.pointHeight,
      scales: light.keys.sorted(), darkScales: darkScales, slice: spec.slice,
      sliceMode: reference.slice?.mode, resizing: Self.resizing(of: light),
      extras: extras.isEmpty ? nil : made.light, darkExtras: extras.isEmpty ? nil : made.dark,
      highContrastScales: contrastScales.light.isEmpty ? nil : contrastScales.light,
      darkHighContrastScales: contrastScales.dark.isEmpty ? nil : contrastScales.dark)
    return Result(asset: asset, unsliced: unsliced)
  }

  /// The prepared light images and whether they take the theme's tint: the theme's own
  /// file (used as drawn), else the master.
  private func lightSource(for theme: Theme) throws(BuildError) -> ([Int: PreparedImage], Bool) {
    if let override = theme.overrides[spec.name] { return (try preparer.prepare(files: override), false) }
    if let master { return (master, true) }
    throw .image(
      file: theme.folderPath + "/" + AssetFileName.name(asset: spec.name, scale: 1, dark: false),
      reason: "asset '\(spec.name)' has no master and theme '\(theme.name)' has no file for it")
  }

  /// The dark image the asset's dark rule derives, or nil when it has none.
  func derivedDark(
    of prepared: RGBAImage, light: RGBAImage, color: RGBA8, tintable: Bool
  ) -> RGBAImage? {
    switch spec.dark {
    case .retint where spec.tint != .none:
      // A hand-made override keeps its own drawing: it takes the dark colour's hue and
      // saturation but keeps its lightness (the W3C "color" blend), so white details stay.
      return Tinter.tint(prepared, color: color, mode: tintable ? spec.tint : .color)
    case .invert:
      return LightnessInverter.invert(light)
    case .retint, .same, .explicitFile:
      return nil
    }
  }

  /// The rendered file of `pixels`: encoded and/or kept, as the options say.
  private func image(
    _ pixels: RGBAImage, scale: Int, dark: Bool, highContrast: Bool = false, theme: Theme
  ) throws(BuildError) -> RenderedImage {
    try image(
      pixels, file: ImageFileName(asset: spec.name, isDark: dark, isHighContrast: highContrast, scale: scale),
      theme: theme)
  }

  /// The rendered `file` of `pixels`: encoded and/or kept, as the options say.
  func image(_ pixels: RGBAImage, file: ImageFileName, theme: Theme) throws(BuildError) -> RenderedImage {
    var png: [UInt8]?
    if let encoding = options.encoding {
      do throws(PNGError) {
        png = try PNGEncoder.encode(pixels, options: encoding)
      } catch {
        throw .image(file: theme.folderPath + "/" + file.fileName, reason: error.reason)
      }
    }
    return RenderedImage(file: file, png: png, image: options.keepsImages ? pixels : nil)
  }

  /// Per scale, the slice in pixels of that scale's file.
  private static func resizing(of light: [Int: PreparedImage]) -> [Int: ImageResizing] {
    light.compactMapValues { prepared in
      prepared.slice.map { slice in
        ImageResizing(
          mode: slice.mode, center: slice.center, capInsets: slice.pixelInsets,
          centerWidth: slice.centerWidth, centerHeight: slice.centerHeight)
      }
    }
  }
}
