/// Reads the files of one image set into a source theme: the light and dark file of each
/// scale (universal idiom first), the slice in points and the rendering intent.
enum CatalogImageLoader {
  static func load(
    _ set: CatalogImageSet, as asset: String, into theme: inout SourceTheme, extras: inout ImportExtras,
    notes: inout [String]
  ) throws(ImportError) {
    let reader = ProjectReader(root: set.path)
    let idioms = Set(set.entries.filter { $0.filename != nil }.map(\.idiom))
    guard let idiom = ["universal", "iphone"].first(where: idioms.contains) ?? idioms.sorted().first else {
      notes.append("skipped image set '\(set.name)': no files")
      return
    }
    var light: [Int: ImportedImage] = [:]
    var dark: [Int: ImportedImage] = [:]
    var resizing: (Int, ImageResizing)?
    if set.entries.contains(where: { $0.idiom == idiom && $0.isHighContrast && $0.filename != nil }) {
      extras.highContrastImages = true
    }
    for entry in set.entries where entry.idiom == idiom && !entry.isHighContrast {
      guard let name = entry.filename else { continue }
      if entry.scale == nil, let format = VectorFormat.of(fileName: name.lowercased()) {
        let image = try vector(set.path + "/" + name, format: format, reader)
        if entry.isDark { dark = [image.scale: image] } else { light = [image.scale: image] }
        continue
      }
      if light.values.contains(where: { $0.vector != nil }) && !entry.isDark { continue }
      if dark.values.contains(where: { $0.vector != nil }) && entry.isDark { continue }
      guard name.lowercased().hasSuffix(".png") else {
        notes.append("skipped '\(set.path)/\(name)': only PNG files are imported")
        continue
      }
      if entry.scale == nil { notes.append("'\(set.name)': a single-scale PNG is taken as 1x") }
      let scale = entry.scale ?? 1
      let image = try ThemeFolderScanner.load(set.path + "/" + name, scale: scale, reader)
      if entry.isDark {
        dark[scale] = image
      } else {
        light[scale] = image
        if let slice = entry.resizing, scale > (resizing?.0 ?? 0) { resizing = (scale, slice) }
      }
    }
    guard !light.isEmpty else {
      notes.append("skipped image set '\(set.name)': no light PNG file")
      return
    }
    theme.images[asset] = light
    if !dark.isEmpty { theme.darkImages[asset] = dark }
    if set.renderingIntent == "template" { extras.templateAssets.insert(asset) }
    if let (scale, slice) = resizing, extras.slices[asset] == nil {
      extras.slices[asset] = sliceEntry(slice, scale: scale)
    }
  }

  /// A single-scale vector file, kept as it is and drawn at the highest scale iOS knows for
  /// the fit (`ImportedImage.vector`).
  static func vector(_ path: String, format: VectorFormat, _ reader: ProjectReader) throws(ImportError)
    -> ImportedImage
  {
    let scale = ImageFileName.knownScales.max() ?? 3
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: path)
    } catch {
      throw ImportError.reading(path, error)
    }
    do throws(VectorReadError) {
      let image = try VectorDocument.read(bytes, format: format).render(scale: scale)
      var imported = ImportedImage(path: path, scale: scale, bytes: bytes, image: image)
      imported.vector = format
      return imported
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
  }

  /// The `slice` config of a catalog slice in pixels of a file at `scale`: insets in points.
  static func sliceEntry(_ resizing: ImageResizing, scale: Int) -> JSONValue {
    let insets = resizing.capInsets
    func points(_ pixels: Int) -> JSONValue { .number(Double(pixels) / Double(scale)) }
    return .object([
      "capInsets": .object([
        "top": points(insets.top), "left": points(insets.left), "bottom": points(insets.bottom),
        "right": points(insets.right),
      ]),
      "center": .string(resizing.center.rawValue),
    ])
  }
}
