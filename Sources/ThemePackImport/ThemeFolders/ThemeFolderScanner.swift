import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// Reads a folder of theme folders (`ThemeResource/<theme>/<file>.png`, as old apps keep
/// them) through `ProjectReader`, so links leaving the folder or looping are refused.
///
/// Every subfolder is a theme; its PNG files (`name.png` at the default scale,
/// `name@2x.png`, `name@3x.png`) are decoded. Other files, nested folders and junk
/// (`.DS_Store` …) are listed as skipped. Names are made valid and unique; renames are
/// recorded. A file that cannot be read or decoded is an `ImportError` naming it.
package struct ThemeFolderScanner {
  /// The most themes, and files per theme, a source may have.
  package static let maxEntries = 10_000

  package let root: String
  package let defaultScale: Int

  /// What the scan found.
  package struct Result {
    package var themes: [SourceTheme] = []
    /// Files and folders not imported, with why: "blue/notes.txt: not a PNG file".
    package var skipped: [String] = []
    /// Source name → the valid name used: "blue/btn (1).png" → "btn_1".
    package var renamed: [(from: String, to: String)] = []
  }

  package func scan() throws(ImportError) -> Result {
    let reader = ProjectReader(root: root)
    var result = Result()
    let listing = try entries(of: root, reader)
    var themeNames: Set<String> = []
    for entry in listing where !JunkName.isJunk(entry.name) {
      guard entry.isFolder else {
        result.skipped.append("\(entry.name): not a theme folder")
        continue
      }
      let name = SourceName.unique(SourceName.valid(entry.name, fallback: "theme"), among: themeNames)
      themeNames.insert(name.lowercased())
      if name != entry.name { result.renamed.append((entry.name + "/", name)) }
      let theme = try scanTheme(entry.name, as: name, reader, &result)
      result.themes.append(theme)
    }
    guard !result.themes.isEmpty else {
      let json5 = listing.contains { $0.name.lowercased().hasSuffix(".json5") }
      throw ImportError(
        file: root,
        reason: "no theme folders: expected one folder of images per theme"
          + (json5
            ? " (its .json5 files are JSON5, as Style Dictionary writes it, which init does not read: "
              + "convert them to JSON)" : ""))
    }
    if let higher = tooHigh(result) { throw higher }
    return result
  }

  /// The error for a `--from` one folder too high: no theme folder has an image, and the
  /// folders found hold folders (`App/ThemeResource/blue/…` given as `App`). Nil otherwise.
  private func tooHigh(_ result: Result) -> ImportError? {
    guard result.themes.allSatisfy({ $0.images.isEmpty }) else { return nil }
    // The folder each theme was read from, as its skipped lines name it.
    let folders = result.themes.map { String($0.path.dropFirst(root.count + 1)) }
    let holders = folders.filter { folder in
      result.skipped.contains {
        $0.hasPrefix(folder + "/") && $0.hasSuffix("/: a folder inside a theme folder")
      }
    }
    guard !holders.isEmpty else { return nil }
    let names = holders.map { "'\(root)/\($0)'" }
    let which =
      names.count == 1 ? "give --from \(names[0])" : "give one of \(names.joined(separator: ", ")) as --from"
    return ImportError(
      file: root,
      reason: "no theme folder here has an image, but their folders hold folders: it is one folder "
        + "too high; \(which), the folder of theme folders")
  }

  private func entries(of path: String, _ reader: ProjectReader) throws(ImportError) -> [FolderEntry] {
    let listing: (entries: [FolderEntry], refused: [ProjectLink])
    do throws(ProjectReadError) {
      listing = try reader.entries(of: path)
    } catch {
      throw ImportError.reading(path, error)
    }
    if let link = listing.refused.first {
      throw ImportError.reading(link.path, .link(link))
    }
    guard listing.entries.count <= Self.maxEntries else {
      throw ImportError(
        file: path, reason: "too many entries: \(listing.entries.count), at most \(Self.maxEntries)")
    }
    return listing.entries
  }

  private func scanTheme(
    _ folderName: String, as name: String, _ reader: ProjectReader, _ result: inout Result
  ) throws(ImportError) -> SourceTheme {
    let folder = root + "/" + folderName
    var images: [String: [Int: ImportedImage]] = [:]
    var stems: [String: String] = [:]  // source stem → asset name
    for entry in try entries(of: folder, reader) where !JunkName.isJunk(entry.name) {
      let display = folderName + "/" + entry.name
      guard !entry.isFolder else {
        result.skipped.append("\(display)/: a folder inside a theme folder")
        continue
      }
      guard let parsed = SourceName.image(entry.name, defaultScale: defaultScale) else {
        result.skipped.append("\(display): not a PNG file")
        continue
      }
      let asset: String
      if let known = stems[parsed.stem] {
        asset = known
      } else {
        asset = SourceName.unique(
          SourceName.valid(parsed.stem), among: Set(stems.values.map { $0.lowercased() }))
        stems[parsed.stem] = asset
        if asset != parsed.stem { result.renamed.append((display, asset)) }
      }
      guard images[asset]?[parsed.scale] == nil else {
        result.skipped.append("\(display): a second \(parsed.scale)x file of '\(asset)'")
        continue
      }
      images[asset, default: [:]][parsed.scale] = try Self.load(
        folder + "/" + entry.name, scale: parsed.scale, reader)
    }
    return SourceTheme(name: name, path: folder, images: images)
  }

  /// Reads and decodes one image file.
  package static func load(_ path: String, scale: Int, _ reader: ProjectReader) throws(ImportError)
    -> ImportedImage
  {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: path)
    } catch {
      throw ImportError.reading(path, error)
    }
    return try image(bytes, path: path, scale: scale)
  }

  /// The image of PNG `bytes`, the contents of `path`, decoded colour-managed as the build
  /// decodes it (a file tagged with another colour space converted to sRGB), so what the
  /// import measures, the theme colour it reads from a flat image included, is what the
  /// build will draw. The file itself is copied as it is, and the build converts it again.
  package static func image(_ bytes: [UInt8], path: String, scale: Int) throws(ImportError) -> ImportedImage {
    do throws(PNGError) {
      let decoded = try PNGDecoder.decode(bytes, file: path, colorManaged: true)
      return ImportedImage(
        path: path, scale: scale, bytes: bytes, image: decoded.image,
        hasProfile: decoded.colorSpace?.convertsToSRGB ?? false)
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
  }
}
