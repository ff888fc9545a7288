import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// One SwiftTheme theme file, its values sorted by kind: colours, images (files next to the
/// theme file, or image sets of `--assets-catalog`), fonts and everything else.
package struct SwiftThemeTheme {
  /// Where an image value leads.
  package enum Image {
    /// Files in the source, by scale (relative paths).
    case files([Int: String])
    /// An image set of the catalog.
    case catalog(CatalogImageSet)
    /// A PDF or SVG file in the source (relative path), kept as a vector master.
    case vector(String, VectorFormat)
  }

  /// The theme name: the file name without its extension, made valid.
  package var name: String
  /// The theme file, relative to the source.
  package var file: String
  package var colors: [String: ThemeRGBA] = [:]
  /// Dark values found under `Night.` for colours of the file, by the colour's key path.
  package var darkColors: [String: ThemeRGBA] = [:]
  package var images: [String: Image] = [:]
  /// Fonts (`"PingFangSC-Regular,30"`).
  package var fonts: [String: SwiftThemeFont] = [:]
  /// Values meant as fonts that are none (`"Name,abc"`), with the reason, by key path.
  package var refusedFonts: [String: (text: String, reason: String)] = [:]
  /// Values that are no colour, image or font, by key path (`SwiftThemeValuePlan` keeps them).
  package var others: [String: SwiftThemeValue] = [:]

  /// The folder of the theme file, relative to the source ("" at its top).
  package var folder: String {
    let parts = file.split(separator: "/")
    return parts.dropLast().joined(separator: "/")
  }

  /// Reads `file` of `source`; image names are looked up in `catalog` (image sets by name)
  /// and among the files next to the theme file; `scale` is the scale of files without a
  /// suffix.
  package static func read(
    _ file: String, in source: SwiftThemeSource, catalog: [String: CatalogImageSet], scale: Int,
    lookup: SwiftThemeCatalogLookup = .none
  ) throws(ImportError) -> SwiftThemeTheme {
    let root = try SwiftThemeFileReader.parse(try source.bytes(file), file: source.display(file))
    let fileName = String(file.split(separator: "/").last ?? "")
    let stem = fileName.split(separator: ".").dropLast().joined(separator: ".")
    var theme = SwiftThemeTheme(name: SourceName.valid(stem, fallback: "theme"), file: file)
    for (keyPath, value) in root.leaves {
      guard case .string(let text) = value else {
        theme.others[keyPath] = value
        continue
      }
      // A ',' marks a font before any image lookup, so "a/b,12" is a refused font, not a
      // path that refuses the whole import.
      let isCommaFont = text.contains(",") && !text.lowercased().hasSuffix(".png")
      if let color = SwiftThemeColor.parse(text) {
        theme.colors[keyPath] = color
      } else if !isCommaFont,
        let image = try theme.image(text, at: keyPath, source: source, catalog: catalog, scale: scale)
      {
        theme.images[keyPath] = image
      } else if !isCommaFont, isMeantAsImage(keyPath), isBareImageName(text) {
        throw unresolvedImage(text, at: keyPath, file: source.display(file), lookup: lookup)
      } else if SwiftThemeFont.isMeantAsFont(text, at: keyPath) {
        switch SwiftThemeFont.parse(text) {
        case .success(let font): theme.fonts[keyPath] = font
        case .failure(let refusal): theme.refusedFonts[keyPath] = (text, refusal.reason)
        }
      } else {
        theme.others[keyPath] = value
      }
    }
    let night = SwiftThemeKeyPath.nightRoot + "."
    for keyPath in theme.colors.keys.sorted() where keyPath.hasPrefix(night) {
      let day = String(keyPath.dropFirst(night.count))
      guard theme.colors[day] != nil else { continue }
      theme.darkColors[day] = theme.colors.removeValue(forKey: keyPath)
    }
    return theme
  }

  /// Whether the key path's last part says it holds an image (`iconImage`, `backImg`,
  /// `tabIcon`), so a value that names no image is a missing image, not a value.
  package static func isMeantAsImage(_ keyPath: String) -> Bool {
    let last = (keyPath.split(separator: ".").last.map(String.init) ?? keyPath).lowercased()
    return ["image", "img", "icon"].contains { last.hasSuffix($0) }
  }

  /// Whether `text` reads as an image's set or file name (`icon_theme_red`, `moon`), not as a
  /// label or an SF Symbol name (`Home screen`, `house.fill`): letters, digits, `_` and `-`.
  package static func isBareImageName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 200
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  /// The error for image `text` at `keyPath` that names no image set and no file.
  private static func unresolvedImage(
    _ text: String, at keyPath: String, file: String, lookup: SwiftThemeCatalogLookup
  ) -> ImportError {
    ImportError(
      file: file,
      reason:
        "image '\(JSONParser.shown(text))' at key path '\(JSONParser.shown(keyPath))' \(lookup.unresolved)")
  }

  /// The image `text` names, or nil when it names none: an image set of the catalog by its
  /// name (`blue/icon` in a namespace), else a relative path (with `/`, or a `.png`, `.pdf`
  /// or `.svg` end), which must stay inside the theme folder and exist, else for a bare name
  /// `name.png` / `name@2x.png` / `name@3x.png` next to the theme file, else `name.svg` or
  /// `name.pdf` there (a vector master).
  private func image(
    _ text: String, at keyPath: String, source: SwiftThemeSource, catalog: [String: CatalogImageSet],
    scale: Int
  ) throws(ImportError) -> Image? {
    if let set = catalog[text] { return .catalog(set) }
    let vector = VectorFormat.of(fileName: text.lowercased())
    let isPath = text.contains("/") || text.lowercased().hasSuffix(".png") || vector != nil
    guard isPath else {
      let files = Self.scaled(stem: join(text), scale: scale, in: source)
      if !files.isEmpty { return .files(files) }
      let format = VectorFormat.allCases.first { source.contains(join(text) + "." + $0.rawValue) }
      return format.map { .vector(join(text) + "." + $0.rawValue, $0) }
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard !text.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
      throw ImportError(
        file: source.display(file),
        reason: "image '\(text)' at key path '\(keyPath)' leaves the theme folder: use a path inside it")
    }
    let path = join(text)
    if let vector {
      guard source.contains(path) else {
        throw ImportError(
          file: source.display(file),
          reason: "image '\(text)' at key path '\(keyPath)' is not in the theme folder")
      }
      return .vector(path, vector)
    }
    guard text.lowercased().hasSuffix(".png"), let parsed = SourceName.image(path, defaultScale: scale) else {
      throw ImportError(
        file: source.display(file),
        reason: "image '\(text)' at key path '\(keyPath)': only PNG, PDF and SVG images are imported")
    }
    guard source.contains(path) else {
      throw ImportError(
        file: source.display(file),
        reason: "image '\(text)' at key path '\(keyPath)' is not in the theme folder")
    }
    var files = Self.scaled(stem: parsed.stem, scale: scale, in: source)
    if !files.values.contains(path) { files[parsed.scale] = path }
    return .files(files)
  }

  /// `path` relative to the source, for a value relative to the theme file's folder.
  private func join(_ path: String) -> String { folder.isEmpty ? path : folder + "/" + path }

  /// The files `stem.png`, `stem@2x.png`, `stem@3x.png` that exist, by scale (an `@2x`
  /// file wins over a suffix-less file taken as 2x).
  package static func scaled(stem: String, scale: Int, in source: SwiftThemeSource) -> [Int: String] {
    var files: [Int: String] = [:]
    if source.contains(stem + ".png") { files[scale] = stem + ".png" }
    for suffix in 1...3 where source.contains(stem + "@\(suffix)x.png") {
      files[suffix] = stem + "@\(suffix)x.png"
    }
    return files
  }
}
