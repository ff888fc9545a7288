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

    // One scale at a time, each image encoded and written as soon as it exists, so a worker
    // holds one full-size image (and its PNG) at a time rather than every scale of both
    // appearances.
    let explicitDark = try theme.darkFiles[spec.name].map { files throws(BuildError) in
      try preparer.prepare(files: files)
    }
    var light: [Int: RGBAImage] = [:]
    var dark: [Int: RGBAImage] = [:]
    var lightNames: [String] = []
    var darkNames: [String] = []
    var darkScales: [Int] = []
    var bytes = 0
    for scale in lightSource.keys.sorted() {
      let prepared = lightSource[scale]!
      let lightImage =
        tintable ? Tinter.tint(prepared.image, color: theme.color, mode: spec.tint) : prepared.image
      bytes += try emit(
        lightImage, scale: scale, dark: false,
        into: [themeFolder, imageSetFolder], names: &lightNames)
      if retainImages { light[scale] = lightImage }
      let darkImage: RGBAImage?
      if let explicit = explicitDark?[scale] ?? (spec.dark == .explicitFile ? masterDark?[scale] : nil) {
        darkImage = explicit.image
      } else {
        switch spec.dark {
        case .retint where spec.tint != .none:
          // A hand-made override keeps its own drawing: it takes the dark colour's hue and
          // saturation but keeps its lightness (the W3C "color" blend), so white details stay.
          darkImage = Tinter.tint(prepared.image, color: darkColor, mode: tintable ? spec.tint : .color)
        case .invert:
          darkImage = LightnessInverter.invert(lightImage)
        case .retint, .same, .explicitFile:
          darkImage = nil
        }
      }
      if let darkImage {
        bytes += try emit(
          darkImage, scale: scale, dark: true,
          into: [themeFolder, imageSetFolder], names: &darkNames)
        darkScales.append(scale)
        if retainImages { dark[scale] = darkImage }
      }
    }
    let names = lightNames + darkNames

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
      scales: lightSource.keys.sorted(), darkScales: darkScales,
      slice: spec.slice, sliceMode: reference.slice?.mode, resizing: resizing,
      filesWritten: 2 * names.count, bytesWritten: bytes, lightImages: light, darkImages: dark,
      unslicedLight: unsliced)
    return (asset, names)
  }

  /// Encodes `image` and writes it as the asset's file for `scale` and appearance into each
  /// of `folders` (one file, hard-linked where the file system allows); appends the file name
  /// to `names` and returns the bytes written.
  private func emit(
    _ image: RGBAImage, scale: Int, dark: Bool, into folders: [String], names: inout [String]
  ) throws(BuildError) -> Int {
    let name = AssetFileName.name(asset: spec.name, scale: scale, dark: dark)
    let first = folders[0] + "/" + name
    let png: [UInt8]
    do throws(PNGError) {
      png = try PNGEncoder.encode(image, options: encoding)
    } catch {
      throw .image(file: first, reason: error.reason)
    }
    try Self.write(png, to: first)
    for folder in folders.dropFirst() { try Self.link(first, to: folder + "/" + name, bytes: png) }
    names.append(name)
    return folders.count * png.count
  }

  /// Links `path` to `existing` (see `FileLinker`).
  static func link(_ existing: String, to path: String, bytes: [UInt8]? = nil) throws(BuildError) {
    do {
      try FileLinker.link(existing, to: path, bytes: bytes)
    } catch {
      throw .output(error)
    }
  }

  static func write(_ bytes: [UInt8], to path: String) throws(BuildError) {
    do {
      try FileWriter.write(bytes, to: path)
    } catch {
      throw .output(error)
    }
  }
}
