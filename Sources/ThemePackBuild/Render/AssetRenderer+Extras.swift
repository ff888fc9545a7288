import ThemePackArchive
import ThemePackImaging
import ThemePackProject

extension AssetRenderer {
  /// The extra renditions made: light and dark, ascending.
  package struct ExtrasMade: Sendable {
    package var light: [ExtraRendition] = []
    package var dark: [ExtraRendition] = []
  }

  /// Renders every extra rendition (`extras`) of the asset for `theme`, handing each image
  /// to `emit` (light then dark per rendition).
  ///
  /// Each comes from the whole image (before slicing) at the highest scale built, resampled
  /// like the project's scales (`Resampler`) to round(points × scale) pixels (a picture from
  /// a vector file is drawn again at that size instead), then tinted and
  /// given its dark variant like them. A resizable asset asked for as a nine-patch is drawn
  /// whole inside its frame (`NinePatch`), its insets rounded to pixels of that scale; one
  /// asked for whole (`wholeOfResizable`) is drawn whole without a frame, and an asset without
  /// a slice gets no such rendition, and none above the highest scale built.
  package func renderExtras(
    light: [Int: PreparedImage], explicitDark: [Int: PreparedImage]?, tintable: Bool, theme: Theme,
    darkColor: ThemeRGBA, emit: (RenderedImage) throws(BuildError) -> Void
  ) throws(BuildError) -> ExtrasMade {
    var made = ExtrasMade()
    guard !extras.isEmpty, let top = light.keys.max(), let source = light[top] else { return made }
    let whole = source.unsliced ?? source.image
    let darkSource = (explicitDark?[top] ?? (spec.dark == .explicitFile ? masterDark?[top] : nil))
      .map { $0.unsliced ?? $0.image }
    let vectors = (
      light: try vectorDocument(light: true, theme: theme),
      dark: try vectorDocument(light: false, theme: theme)
    )
    var done: Set<ExtraRendition> = []
    // A whole drawing stands in for a scale file: none above the asset's highest scale (iOS
    // falls back to the highest there is), as for the scale files themselves.
    let wanted = extras.filter {
      !$0.wholeOfResizable || (spec.slice != nil && $0.numerator <= top * $0.denominator)
    }
    for rendition in wanted {
      let kind =
        (rendition.ninePatch || rendition.wholeOfResizable) && spec.slice != nil ? rendition : rendition.plain
      guard done.insert(kind).inserted else { continue }
      // A whole drawing at a scale the asset is prepared at is that scale's own picture (a
      // lower-scale source file where there is one); other renditions are resampled from the top.
      let own = kind.wholeOfResizable && kind.denominator == 1 ? light[kind.numerator] : nil
      let scaled: RGBAImage
      if let own {
        scaled = own.unsliced ?? own.image
      } else if let document = vectors.light {
        scaled = try Self.draw(document, to: kind)
      } else {
        scaled = Self.resample(whole, from: top, to: kind)
      }
      let lightImage = tintable ? Tinter.tint(scaled, color: theme.color, mode: spec.tint) : scaled
      try emit(
        image(framed(lightImage, as: kind), file: ImageFileName(asset: spec.name, extra: kind), theme: theme))
      made.light.append(kind)
      var drawnDark: RGBAImage?
      if darkWhole(at: kind, explicitDark: explicitDark) == nil, let document = vectors.dark {
        drawnDark = try Self.draw(document, to: kind)
      }
      guard
        let darkImage = darkWhole(at: kind, explicitDark: explicitDark) ?? drawnDark
          ?? darkSource.map({ Self.resample($0, from: top, to: kind) })
          ?? derivedDark(of: scaled, light: lightImage, color: darkColor, tintable: tintable)
      else { continue }
      try emit(
        image(
          framed(darkImage, as: kind), file: ImageFileName(asset: spec.name, appearance: .dark, extra: kind),
          theme: theme))
      made.dark.append(kind)
    }
    return made
  }

  /// The explicit dark picture of a whole drawing at a scale the dark files are prepared at
  /// (the theme's, else the master's), unsliced; nil otherwise.
  private func darkWhole(at kind: ExtraRendition, explicitDark: [Int: PreparedImage]?) -> RGBAImage? {
    guard kind.wholeOfResizable, kind.denominator == 1 else { return nil }
    let prepared =
      explicitDark?[kind.numerator] ?? (spec.dark == .explicitFile ? masterDark?[kind.numerator] : nil)
    return prepared.map { $0.unsliced ?? $0.image }
  }

  /// The vector document of the asset's light (or dark) picture in `theme` and its path, or
  /// nil for PNG.
  private func vectorDocument(light: Bool, theme: Theme) throws(BuildError) -> (VectorDocument, String)? {
    guard let path = vectorFile(light: light, theme: theme) else { return nil }
    return (try preparer.vector(at: path), path)
  }

  /// The vector at `source` drawn for `rendition`: round(points × density) pixels a side.
  package static func draw(_ source: (VectorDocument, String), to rendition: ExtraRendition)
    throws(BuildError)
    -> RGBAImage
  {
    let (document, path) = source
    func side(_ points: Double) -> Int {
      max(1, Int((points * Double(rendition.numerator) / Double(rendition.denominator)).rounded()))
    }
    do throws(VectorReadError) {
      return try document.render(width: side(document.points.width), height: side(document.points.height))
    } catch {
      throw .image(file: path, reason: error.reason)
    }
  }

  /// `image`, drawn at `scale`, resampled to `rendition`: round(points × scale) pixels a side.
  package static func resample(_ image: RGBAImage, from scale: Int, to rendition: ExtraRendition) -> RGBAImage
  {
    func side(_ pixels: Int) -> Int {
      max(1, Int((Double(pixels * rendition.numerator) / Double(scale * rendition.denominator)).rounded()))
    }
    return Resampler.resize(image, width: side(image.width), height: side(image.height))
  }

  /// `image` in its nine-patch frame when `rendition` is one, else `image`.
  private func framed(_ image: RGBAImage, as rendition: ExtraRendition) -> RGBAImage {
    guard rendition.ninePatch, let slice = spec.slice else { return image }
    func pixels(_ points: Double) -> Int {
      Int((points * Double(rendition.numerator) / Double(rendition.denominator)).rounded())
    }
    let insets = slice.insets
    return NinePatch.framed(
      image,
      insets: SlicePixelInsets(
        top: pixels(insets.top), left: pixels(insets.left), bottom: pixels(insets.bottom),
        right: pixels(insets.right)))
  }
}
