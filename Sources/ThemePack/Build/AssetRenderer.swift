/// Renders one asset of one theme at every scale, light and dark, and writes the PNG files
/// into the staging folders (the runtime theme folder and the asset catalog's image set).
struct AssetRenderer: Sendable {
  var spec: AssetSpec
  /// The asset's master, prepared once for all themes (nil for per-theme assets).
  var master: [Int: PreparedImage]?
  /// The master's dark file from `Base/`, prepared once (explicit-file assets).
  var masterDark: [Int: PreparedImage]?
  var preparer: ImagePreparer
  var encoding: PNGEncodeOptions
  var retainImages: Bool

  /// Renders for `theme`, writing `<asset>…png` into `themeFolder` and `imageSetFolder`;
  /// returns what was built and the names of the files written (the same in both folders).
  func render(
    theme: Theme, darkColor: RGBA8, themeFolder: String, imageSetFolder: String
  ) throws(BuildError) -> (asset: BuiltAsset, files: [String]) {
    let override = theme.overrides[spec.name]
    let lightSource: [Int: PreparedImage]
    let tintable: Bool
    if let override {
      lightSource = try preparer.prepare(files: override)
      tintable = false
    } else if let master {
      lightSource = master
      tintable = true
    } else {
      throw .image(
        file: theme.folderPath + "/" + AssetFileName.name(asset: spec.name, scale: 1, dark: false),
        reason: "asset '\(spec.name)' has no master and theme '\(theme.name)' has no file for it")
    }

    var light: [Int: RGBAImage] = [:]
    var dark: [Int: RGBAImage] = [:]
    let explicitDark = try theme.darkFiles[spec.name].map { files throws(BuildError) in
      try preparer.prepare(files: files)
    }
    for (scale, prepared) in lightSource {
      let lightImage =
        tintable ? Tinter.tint(prepared.image, color: theme.color, mode: spec.tint) : prepared.image
      light[scale] = lightImage
      if let explicit = explicitDark?[scale] ?? (spec.dark == .explicitFile ? masterDark?[scale] : nil) {
        dark[scale] = explicit.image
        continue
      }
      switch spec.dark {
      case .retint where spec.tint != .none:
        // A hand-made override keeps its own drawing: it takes the dark colour's hue and
        // saturation but keeps its lightness (the W3C "color" blend), so white details stay.
        dark[scale] = Tinter.tint(prepared.image, color: darkColor, mode: tintable ? spec.tint : .color)
      case .invert:
        dark[scale] = LightnessInverter.invert(lightImage)
      case .retint, .same, .explicitFile:
        break
      }
    }

    var names: [String] = []
    var bytes = 0
    for (images, isDark) in [(light, false), (dark, true)] {
      for scale in images.keys.sorted() {
        let name = AssetFileName.name(asset: spec.name, scale: scale, dark: isDark)
        let png: [UInt8]
        do {
          png = try PNGEncoder.encode(images[scale]!, options: encoding)
        } catch {
          throw .image(file: themeFolder + "/" + name, reason: error.reason)
        }
        try Self.write(png, to: themeFolder + "/" + name)
        try Self.write(png, to: imageSetFolder + "/" + name)
        names.append(name)
        bytes += 2 * png.count
      }
    }

    let reference = lightSource[preparer.scales.max() ?? 1] ?? lightSource.values.first!
    var resizing: [Int: ImageResizing] = [:]
    for (scale, prepared) in lightSource {
      if let slice = prepared.slice {
        resizing[scale] = ImageResizing(
          mode: slice.mode, center: slice.center, capInsets: slice.pixelInsets,
          centerWidth: slice.centerWidth, centerHeight: slice.centerHeight)
      }
    }
    var unsliced: RGBAImage?
    if retainImages, let whole = reference.unsliced {
      unsliced = tintable ? Tinter.tint(whole, color: theme.color, mode: spec.tint) : whole
    }
    let asset = BuiltAsset(
      name: spec.name, pointWidth: reference.pointWidth, pointHeight: reference.pointHeight,
      scales: light.keys.sorted(), darkScales: dark.keys.sorted(), slice: spec.slice,
      sliceMode: reference.slice?.mode, resizing: resizing, filesWritten: 2 * names.count,
      bytesWritten: bytes, lightImages: retainImages ? light : [:], darkImages: retainImages ? dark : [:],
      unslicedLight: unsliced)
    return (asset, names)
  }

  static func write(_ bytes: [UInt8], to path: String) throws(BuildError) {
    do {
      try FileWriter.write(bytes, to: path)
    } catch {
      throw .output(error)
    }
  }
}
