import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

/// Renders one asset of one theme at every scale, light and dark, in memory: tint,
/// dark variant and encoding of the prepared (resampled, sliced) images.
///
/// It knows nothing about folders: each image is handed to `emit` as soon as it exists,
/// so a worker holds one full-size image (and its PNG) at a time rather than every scale
/// of both appearances.
package struct AssetRenderer: Sendable {
  package var spec: AssetSpec
  /// The asset's master, prepared once for all themes (nil for per-theme assets).
  package var master: [Int: PreparedImage]?
  /// The master's dark file from `Base/`, prepared once (explicit-file assets).
  package var masterDark: [Int: PreparedImage]?
  package var preparer: ImagePreparer
  package var options: RenderOptions
  /// The renditions the layouts need beyond the project's scales (`ExtraRendition`).
  package var extras: [ExtraRendition] = []
  /// What the renders of this master's themes share (nil: nothing is shared).
  package var memo: RenderMemo?
  /// The master's vector files in `Base/` (light, and dark for explicit-file assets), when
  /// it is drawn from vectors.
  package var masterVectors: (light: String?, dark: String?) = (nil, nil)

  package init(
    spec: AssetSpec, master: [Int: PreparedImage]? = nil, masterDark: [Int: PreparedImage]? = nil,
    preparer: ImagePreparer, options: RenderOptions, extras: [ExtraRendition] = [], memo: RenderMemo? = nil,
    masterVectors: (light: String?, dark: String?) = (nil, nil)
  ) {
    self.spec = spec
    self.master = master
    self.masterDark = masterDark
    self.preparer = preparer
    self.options = options
    self.extras = extras
    self.memo = memo
    self.masterVectors = masterVectors
  }

  /// What a render made: the asset's shape and, when images are kept, the tinted whole
  /// image of a resizable asset before slicing, at the highest scale.
  package struct Result: Sendable {
    package var asset: BuiltAsset
    package var unsliced: RGBAImage?
  }

  /// Renders for `theme`, handing every image to `emit` (per scale, ascending: light, dark,
  /// then the high-contrast variants). `highContrast` holds the theme colour's light and
  /// dark high-contrast values when the project makes high-contrast images: every image
  /// the render tints (a tinted master, a retinted dark variant) is tinted again with the
  /// value of its appearance; images used as drawn, explicit dark files, inverted and
  /// unchanged dark variants get none.
  package func render(
    theme: Theme, darkColor: ThemeRGBA, highContrast: (light: ThemeRGBA, dark: ThemeRGBA)? = nil,
    emit: (RenderedImage) throws(BuildError) -> Void
  ) throws(BuildError) -> Result {
    let (light, tintable) = try lightSource(for: theme)
    let explicitDark = try theme.darkFiles[spec.name].map { files throws(BuildError) in
      try preparer.prepare(files: files)
    }
    let kept = keptVectors(for: theme)
    var emit = emit
    if !kept.isEmpty {
      try emitKept(kept, emit: emit)
      emit = { [emit] (image: RenderedImage) throws(BuildError) in
        var image = image
        image.file.keptAsVector = image.file.extra == nil
        try emit(image)
      }
    }
    var scales = AppearanceValues<[Int]>(
      light: light.keys.sorted(), dark: [], lightHighContrast: [], darkHighContrast: [])
    for scale in light.keys.sorted() {
      let made = try renderScale(
        scale, prepared: light[scale]!, tintable: tintable,
        explicitDark: explicitDark?[scale] ?? (spec.dark == .explicitFile ? masterDark?[scale] : nil),
        theme: theme, colors: (darkColor, highContrast), emit: emit)
      for appearance in made { scales[appearance].append(scale) }
    }
    let made = try renderExtras(
      light: light, explicitDark: explicitDark, tintable: tintable, theme: theme, darkColor: darkColor,
      emit: emit)
    let reference = light[preparer.scales.max() ?? 1] ?? light.values.first!
    var unsliced: RGBAImage?
    if options.keepsImages, let whole = reference.unsliced {
      unsliced = tintable ? Tinter.tint(whole, color: theme.color, mode: spec.tint) : whole
    }
    var asset = BuiltAsset(
      name: spec.name, pointWidth: reference.pointWidth, pointHeight: reference.pointHeight,
      scales: scales, slice: spec.slice,
      sliceMode: reference.slice?.mode, resizing: Self.resizing(of: light),
      extras: extras.isEmpty ? nil : made.light, darkExtras: extras.isEmpty ? nil : made.dark,
      drawnWidth: reference.unsliced.map { Double($0.width) / Double(reference.scale) },
      drawnHeight: reference.unsliced.map { Double($0.height) / Double(reference.scale) },
      vectorSource: vectorFile(light: true, theme: theme).flatMap { VectorFormat.of(fileName: $0) },
      keptVectorFiles: kept.isEmpty ? nil : kept.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
    asset.rendering = spec.rendering == .original ? nil : spec.rendering
    return Result(asset: asset, unsliced: unsliced)
  }

  /// The prepared light images and whether they take the theme's tint: the theme's own
  /// file (used as drawn), else the master.
  private func lightSource(for theme: Theme) throws(BuildError) -> ([Int: PreparedImage], Bool) {
    if let override = theme.overrides[spec.name] { return (try preparer.prepare(files: override), false) }
    if let master { return (master, true) }
    throw .image(
      file: theme.folderPath + "/" + AssetFileName.name(asset: spec.name, scale: 1),
      reason: "asset '\(spec.name)' has no master and theme '\(theme.name)' has no file for it")
  }

  /// Renders the files of one scale (light, dark, then the high-contrast ones), handing each
  /// to `emit`, and returns the appearances it made a file in besides light. `colors` are the
  /// dark colour and, when the project makes high-contrast images, the light and dark
  /// high-contrast ones.
  private func renderScale(
    _ scale: Int, prepared: PreparedImage, tintable: Bool, explicitDark: PreparedImage?, theme: Theme,
    colors: (dark: ThemeRGBA, highContrast: (light: ThemeRGBA, dark: ThemeRGBA)?),
    emit: (RenderedImage) throws(BuildError) -> Void
  ) throws(BuildError) -> Set<ThemeAppearance> {
    let source = prepared.image
    let shape = try templateShape(of: source, scale: scale, tintable: tintable, theme: theme)
    func file(_ appearance: ThemeAppearance) -> ImageFileName {
      ImageFileName(asset: spec.name, appearance: appearance, scale: scale)
    }
    var made: Set<ThemeAppearance> = []
    let lightImage: RGBAImage?
    if tintable {
      lightImage = try emitTint(
        source, color: theme.color, shape: shape, file: file(.light), theme: theme, emit: emit)
    } else {
      lightImage = source
      try emit(image(source, file: file(.light), theme: theme))
    }
    let light = { lightImage ?? Tinter.tint(source, color: theme.color, mode: spec.tint) }
    if let explicitDark {
      try emit(image(explicitDark.image, file: file(.dark), theme: theme))
      made.insert(.dark)
    } else if try emitDerivedDark(
      source, light: light, color: colors.dark, tintable: tintable, shape: shape, file: file(.dark),
      theme: theme, emit: emit)
    {
      made.insert(.dark)
    }
    guard let highContrast = colors.highContrast, spec.tint != .none else { return made }
    if tintable {
      try emitTint(
        source, color: highContrast.light, shape: shape, file: file(.lightHighContrast),
        theme: theme,
        emit: emit)
      made.insert(.lightHighContrast)
    }
    if explicitDark == nil, spec.dark == .retint,
      try emitDerivedDark(
        source, light: light, color: highContrast.dark, tintable: tintable, shape: shape,
        file: file(.darkHighContrast), theme: theme, emit: emit)
    {
      made.insert(.darkHighContrast)
    }
    return made
  }

  /// Emits `source` tinted with `color` as `file`: from `shape` when it takes the colour
  /// (no pixels made), else tinted and encoded. Returns the tinted pixels when it made them.
  @discardableResult
  private func emitTint(
    _ source: RGBAImage, color: ThemeRGBA, shape: TemplateShape?, file: ImageFileName, theme: Theme,
    emit: (RenderedImage) throws(BuildError) -> Void
  ) throws(BuildError) -> RGBAImage? {
    if let shape, TemplateShape.accepts(color) {
      try emit(RenderedImage(file: file, png: try shaped(shape, color: color, file: file, theme: theme)))
      return nil
    }
    let tinted = Tinter.tint(source, color: color, mode: spec.tint)
    try emit(image(tinted, file: file, theme: theme))
    return tinted
  }

  /// Emits the dark image the asset's dark rule derives as `file`; false when it has none.
  private func emitDerivedDark(
    _ source: RGBAImage, light: () -> RGBAImage, color: ThemeRGBA, tintable: Bool, shape: TemplateShape?,
    file: ImageFileName, theme: Theme, emit: (RenderedImage) throws(BuildError) -> Void
  ) throws(BuildError) -> Bool {
    if spec.dark == .retint, spec.tint != .none, tintable, shape != nil {
      try emitTint(source, color: color, shape: shape, file: file, theme: theme, emit: emit)
      return true
    }
    guard
      let dark = derivedDark(
        of: source, light: spec.dark == .invert ? light() : source, color: color, tintable: tintable)
    else { return false }
    try emit(image(dark, file: file, theme: theme))
    return true
  }

  /// The template shape of the master at `scale` when files can come from it: a build (no
  /// pixels kept) of a master with the template tint.
  private func templateShape(
    of source: RGBAImage, scale: Int, tintable: Bool, theme: Theme
  ) throws(BuildError) -> TemplateShape? {
    guard tintable, spec.tint == .template, !options.keepsImages, let encoding = options.encoding, let memo
    else { return nil }
    do throws(PNGError) {
      return try memo.shape(scale: scale) { () throws(PNGError) in
        try TemplateShape(source, options: encoding)
      }
    } catch {
      let file = ImageFileName(asset: spec.name, scale: scale)
      throw .image(file: theme.folderPath + "/" + file.fileName, reason: error.reason)
    }
  }

  /// The file of `shape` in `color`, its errors named after `file` of `theme`.
  private func shaped(
    _ shape: TemplateShape, color: ThemeRGBA, file: ImageFileName, theme: Theme
  ) throws(BuildError) -> [UInt8] {
    do throws(PNGError) {
      return try shape.png(color)
    } catch {
      throw .image(file: theme.folderPath + "/" + file.fileName, reason: error.reason)
    }
  }

  /// The dark image the asset's dark rule derives, or nil when it has none.
  package func derivedDark(
    of prepared: RGBAImage, light: RGBAImage, color: ThemeRGBA, tintable: Bool
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

  /// The rendered `file` of `pixels`: encoded and/or kept, as the options say.
  package func image(_ pixels: RGBAImage, file: ImageFileName, theme: Theme) throws(BuildError)
    -> RenderedImage
  {
    var png: [UInt8]?
    if let encoding = options.encoding {
      do throws(PNGError) {
        png = try PNGEncoder.encode(pixels, options: encoding, memo: memo?.streams)
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
