import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Reads the files of one image set into a source theme: the light and dark file of each
/// scale (universal idiom first), the slice in points and the rendering intent.
package enum CatalogImageLoader {
  package static func load(
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
    var vectors: (light: [CatalogImageEntry], dark: [CatalogImageEntry]) = ([], [])
    var pngs: (light: [CatalogImageEntry], dark: [CatalogImageEntry]) = ([], [])
    var resizing: (Int, ImageResizing)?
    if set.entries.contains(where: { $0.idiom == idiom && $0.appearance.isHighContrast && $0.filename != nil }
    ) {
      extras.highContrastImages = true
    }
    for entry in drawnEntries(of: set, idiom: idiom, notes: &notes) {
      guard let name = entry.filename else { continue }
      if VectorFormat.of(fileName: name.lowercased()) != nil {
        if entry.appearance.isDark { vectors.dark.append(entry) } else { vectors.light.append(entry) }
      } else if name.lowercased().hasSuffix(".png") {
        if entry.appearance.isDark { pngs.dark.append(entry) } else { pngs.light.append(entry) }
      } else {
        notes.append("skipped '\(set.path)/\(name)': only PNG, PDF and SVG files are imported")
      }
    }
    do throws(ImportError) {
      try loadAppearances(set, vectors, pngs, reader, into: &light, &dark, &resizing, notes: &notes)
    } catch  where error.isOverDrawingBound {
      // Xcode ships such a set (it draws a vector at its size): it is left out, not the catalog refused.
      notes.append("skipped image set '\(set.name)': '\(error.file)' \(error.reason)")
      return
    }
    guard !light.isEmpty else {
      notes.append("skipped image set '\(set.name)': no light image file")
      return
    }
    theme.images[asset] = light
    if !dark.isEmpty { theme.darkImages[asset] = dark }
    if set.renderingIntent == "template" { extras.templateAssets.insert(asset) }
    if extras.renderings[asset] == nil {
      extras.renderings[asset] = set.renderingIntent.flatMap(AssetRendering.init(rawValue:)) ?? .automatic
    }
    if let (scale, slice) = resizing, extras.slices[asset] == nil {
      extras.slices[asset] = sliceEntry(slice, scale: scale)
    }
  }

  /// The entries of `idiom` an asset is made of (not high contrast, read elsewhere): those for
  /// any size class (a compact-height variant is another drawing, which a ThemePack asset of
  /// one size cannot hold), and where a scale has an sRGB and a Display P3 file, the sRGB one
  /// (the build writes sRGB). What is left out is said in `notes`.
  private static func drawnEntries(of set: CatalogImageSet, idiom: String, notes: inout [String])
    -> [CatalogImageEntry]
  {
    var entries = set.entries.filter {
      $0.idiom == idiom && !$0.appearance.isHighContrast && $0.filename != nil
    }
    let classes = Set(entries.compactMap(\.sizeClass))
    if !classes.isEmpty {
      let kept = entries.contains { $0.sizeClass == nil } ? nil : classes.sorted().first
      let left = entries.filter { $0.sizeClass != kept }
      entries.removeAll { $0.sizeClass != kept }
      notes.append(
        "'\(set.name)': the size-class variants \(quoted(left)) are left out"
          + (kept.map { " (the set has no drawing for any size class: the '\($0)' one is kept)" } ?? "")
          + ": an asset has one size, the one iOS shows in regular size classes")
    }
    let srgbSlots = Set(entries.filter { !$0.isDisplayP3 }.map { "\($0.scale ?? 0)|\($0.appearance.isDark)" })
    let wide = entries.filter {
      $0.isDisplayP3 && srgbSlots.contains("\($0.scale ?? 0)|\($0.appearance.isDark)")
    }
    if !wide.isEmpty {
      entries.removeAll { entry in wide.contains { $0.jsonPath == entry.jsonPath } }
      notes.append(
        "'\(set.name)': the Display P3 files \(quoted(wide)) are left out beside the sRGB ones of their "
          + "scales (the build writes sRGB)")
    }
    return entries
  }

  /// The entries' file names, quoted and joined.
  private static func quoted(_ entries: [CatalogImageEntry]) -> String {
    entries.compactMap(\.filename).sorted().map { "'\($0)'" }.joined(separator: ", ")
  }

  /// The light and dark files of a set's vector and PNG entries (a vector stands for its
  /// appearance at every scale: the PNGs beside it are not read), and the slice of its PNGs.
  private static func loadAppearances(
    _ set: CatalogImageSet, _ vectors: (light: [CatalogImageEntry], dark: [CatalogImageEntry]),
    _ pngs: (light: [CatalogImageEntry], dark: [CatalogImageEntry]), _ reader: ProjectReader,
    into light: inout [Int: ImportedImage], _ dark: inout [Int: ImportedImage],
    _ resizing: inout (Int, ImageResizing)?, notes: inout [String]
  ) throws(ImportError) {
    if let vector = try vector(of: set, vectors.light, replacing: pngs.light, reader, notes: &notes) {
      light = vector
      if pngs.light.contains(where: { $0.resizing != nil }) {
        notes.append(
          "'\(set.name)': the PNGs' resizing is left out with them (a vector master is not sliced)")
      }
    } else {
      light = try load(pngs.light, of: set, reader, notes: &notes)
      for entry in pngs.light {
        let scale = entry.scale ?? 1
        if let slice = entry.resizing, scale > (resizing?.0 ?? 0) { resizing = (scale, slice) }
      }
    }
    if light.values.contains(where: { $0.vector != nil }) {
      dark = try vector(of: set, vectors.dark, replacing: pngs.dark, reader, notes: &notes) ?? [:]
      if dark.isEmpty { dark = try load(pngs.dark, of: set, reader, notes: &notes) }
    } else {
      if !vectors.dark.isEmpty {
        notes.append(
          "'\(set.name)': its dark vector beside light PNG files is not imported (an asset is drawn from "
            + "one kind of file)")
      }
      dark = try load(pngs.dark, of: set, reader, notes: &notes)
    }
  }

  /// The PNG files of one appearance by scale (a single-scale one taken as 1x, said once).
  private static func load(
    _ entries: [CatalogImageEntry], of set: CatalogImageSet, _ reader: ProjectReader, notes: inout [String]
  ) throws(ImportError) -> [Int: ImportedImage] {
    var files: [Int: ImportedImage] = [:]
    for entry in entries {
      guard let name = entry.filename else { continue }
      files[entry.scale ?? 1] = try ThemeFolderScanner.load(
        set.path + "/" + name, scale: entry.scale ?? 1, reader)
    }
    if entries.contains(where: { $0.scale == nil }) {
      let note = "'\(set.name)': a single-scale PNG is taken as 1x"
      if !notes.contains(note) { notes.append(note) }
    }
    return withoutMisfitScales(files, of: set, notes: &notes)
  }

  /// `files` without the lower-scale files that do not draw the highest one's size at their
  /// scale (Xcode accepts such a set; a ThemePack asset has one size in points, so the lint
  /// refuses them): each is left out with a note, and the build draws that scale from the
  /// highest file, as the catalog lint's `catalog-scale-mismatch` says it should be.
  private static func withoutMisfitScales(
    _ files: [Int: ImportedImage], of set: CatalogImageSet, notes: inout [String]
  ) -> [Int: ImportedImage] {
    guard let top = files.keys.max(), let reference = files[top] else { return files }
    let referenceSize = (reference.image.width, reference.image.height)
    var kept = files
    for (scale, file) in files.sorted(by: { $0.key < $1.key }) where scale < top {
      let expected = CatalogImageChecks.expectedSize(at: scale, from: referenceSize, at: top)
      guard !CatalogImageChecks.fits((file.image.width, file.image.height), expected: expected) else {
        continue
      }
      kept[scale] = nil
      notes.append(
        "'\(set.name)': '\(Self.fileName(file.path))' is \(file.image.width)x\(file.image.height) px at "
          + "\(scale)x, but '\(Self.fileName(reference.path))' (\(reference.image.width)x\(reference.image.height) px "
          + "at \(top)x) makes \(expected.width)x\(expected.height) px: left out, the build draws \(scale)x "
          + "from the \(top)x file (catalog-scale-mismatch)")
    }
    return kept
  }

  private static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  /// The vector an appearance of `set` is kept as, when its entries name one: the
  /// single-scale file (as Xcode writes a vector set), else the highest per-scale one, since
  /// a vector is drawn at every scale. What it stands in for (the PNG entries `files`, other
  /// vector entries) is said in `notes`; those files are not read.
  private static func vector(
    of set: CatalogImageSet, _ entries: [CatalogImageEntry], replacing files: [CatalogImageEntry],
    _ reader: ProjectReader, notes: inout [String]
  ) throws(ImportError) -> [Int: ImportedImage]? {
    guard
      let chosen = entries.first(where: { $0.scale == nil })
        ?? entries.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }),
      let name = chosen.filename, let format = VectorFormat.of(fileName: name.lowercased())
    else { return nil }
    let image = try vector(set.path + "/" + name, format: format, reader)
    let others = entries.compactMap(\.filename).filter { $0 != name } + files.compactMap(\.filename)
    if chosen.scale != nil || !others.isEmpty {
      notes.append(
        "'\(set.name)': '\(name)' is kept as a vector master, drawn at every scale"
          + (others.isEmpty ? "" : "; \(others.sorted().map { "'\($0)'" }.joined(separator: ", ")) left out"))
    }
    return [image.scale: image]
  }

  /// A single-scale vector file, kept as it is and drawn at the highest scale iOS knows for
  /// the fit (`ImportedImage.vector`).
  package static func vector(_ path: String, format: VectorFormat, _ reader: ProjectReader)
    throws(ImportError)
    -> ImportedImage
  {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: path)
    } catch {
      throw ImportError.reading(path, error)
    }
    return try vector(bytes, path: path, format: format)
  }

  /// The vector document `bytes`, the contents of `path`, kept as it is and drawn at the
  /// highest scale iOS knows.
  package static func vector(_ bytes: [UInt8], path: String, format: VectorFormat) throws(ImportError)
    -> ImportedImage
  {
    let scale = ImageFileName.knownScales.max() ?? 3
    let document: VectorDocument
    var wasRead = false
    do throws(VectorReadError) {
      document = try VectorDocument.read(bytes, format: format)
      wasRead = true
      let size = document.pixelSize(scale: scale)
      try document.checkBounds(width: size.width, height: size.height)
    } catch {
      var refused = ImportError(file: path, reason: error.reason)
      refused.isOverDrawingBound = wasRead  // read, but too large to draw: a size, not damage
      throw refused
    }
    do throws(VectorReadError) {
      var imported = ImportedImage(
        path: path, scale: scale, bytes: bytes, image: try document.render(scale: scale))
      imported.vector = format
      imported.vectorPoints = [document.points.width, document.points.height]
      return imported
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
  }

  /// The `slice` config of a catalog slice in pixels of a file at `scale`: insets in points.
  package static func sliceEntry(_ resizing: ImageResizing, scale: Int) -> JSONValue {
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
