import ThemePackArchive
import ThemePackBuild
import ThemePackPackaging
import ThemePackSupport

/// One runtime theme folder as read back by `init`: its manifest, its images as a source
/// theme (light files, and dark files where the manifest lists them) and, when the folder
/// has one, its SwiftTheme plist's key paths and values.
package struct RuntimeTheme: Sendable {
  package var manifest: RuntimeManifest
  package var source: SourceTheme
  /// The leaves of `<theme>.plist` (key path → value), nil without a plist.
  package var plist: [String: SwiftThemeValue]?

  /// Files the manifest lists that are written as well as read: the manifest itself, its
  /// signature and the SwiftTheme plists (one per appearance).
  package static func descriptionFiles(of theme: String) -> Set<String> {
    Set([RuntimeManifest.fileName, PackageManifest.signatureFileName] + SwiftThemeFile.fileNames(of: theme))
  }

  /// Reads the theme folder `folder` (relative to `source`, "" for its top): the manifest,
  /// every file it lists (a file it lists and the folder lacks is an error naming it) and
  /// the plist. Files the manifest does not list are reported in `notes`.
  package static func read(
    _ folder: String, in source: SwiftThemeSource, notes: inout [String]
  ) throws(ImportError) -> RuntimeTheme {
    let prefix = folder.isEmpty ? "" : folder + "/"
    let manifestFile = prefix + RuntimeManifest.fileName
    let manifestBytes = try source.bytes(manifestFile)
    let manifest: RuntimeManifest
    do throws(RuntimeManifestError) {
      manifest = try RuntimeManifest.parse(manifestBytes, file: source.display(manifestFile))
    } catch {
      var place = error.line.map { "line \($0), column \(error.column ?? 0): " } ?? ""
      if !error.pointer.isEmpty { place += "'\(error.pointer)': " }
      throw ImportError(
        file: source.display(manifestFile),
        reason: "not a ThemePack runtime manifest: " + place + error.message)
    }
    var theme = SourceTheme(name: manifest.name, path: source.display(folder), images: [:])
    var listed = descriptionFiles(of: manifest.name)
    for name in manifest.assets.keys.sorted() {
      let asset = manifest.assets[name]!
      for dark in [false, true] {
        var files: [Int: ImportedImage] = [:]
        for (scale, file) in asset.files(asset: name, appearance: ThemeAppearance(isDark: dark)) {
          files[scale] = try image(prefix + file, scale: scale, in: source, listedBy: manifestFile)
          listed.insert(file)
        }
        if let slice = asset.slice {
          if let whole = try wholeDrawings(of: name, dark: dark, scales: files.keys, prefix, source) {
            files = whole
          } else if !dark, let note = slicedOnlyNote(name, slice, asset, source.display(folder)) {
            notes.append(note)
          }
        }
        if dark, !files.isEmpty { theme.darkImages[name] = files }
        if !dark { theme.images[name] = files }
      }
      for appearance in [ThemeAppearance.lightHighContrast, .darkHighContrast] {
        for (scale, file) in asset.files(asset: name, appearance: appearance) {
          _ = try image(prefix + file, scale: scale, in: source, listedBy: manifestFile)
          listed.insert(file)
        }
      }
    }
    for font in manifest.fontFiles {
      theme.fontFiles[String(font.path.dropFirst(PackageFontFile.folder.count + 1))] =
        try fontBytes(font, prefix: prefix, in: source, listedBy: manifestFile)
    }
    for (name, asset) in manifest.assets where asset.slice != nil {
      listed.formUnion(SwiftThemeFile.wholeFileNames(of: name))
    }
    let inFolder = source.files.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    for file in inFolder where !file.contains("/") && !listed.contains(file) {
      notes.append("skipped '\(source.display(prefix + file))': not listed in its manifest")
    }
    let plistFile = prefix + SwiftThemeFile.fileName(of: manifest.name)
    var plist: [String: SwiftThemeValue]?
    if source.contains(plistFile) {
      let root = try SwiftThemeFileReader.parse(try source.bytes(plistFile), file: source.display(plistFile))
      plist = Dictionary(root.leaves, uniquingKeysWith: { first, _ in first })
    }
    return RuntimeTheme(manifest: manifest, source: theme, plist: plist)
  }

  /// The bytes of font file `font`, which must have the size and SHA-256 its manifest entry
  /// gives (a plain runtime folder has no package signature that vouches for them).
  private static func fontBytes(
    _ font: PackageFontFile, prefix: String, in source: SwiftThemeSource, listedBy manifest: String
  ) throws(ImportError) -> [UInt8] {
    let bytes = try source.bytes(prefix + font.path)
    let digest = SHA256.hex(of: bytes)
    guard bytes.count == font.file.size, digest == font.file.sha256 else {
      throw ImportError(
        file: source.display(prefix + font.path),
        reason:
          "is \(bytes.count) bytes with SHA-256 \(digest.prefix(12))…, but '\(source.display(manifest))' "
          + "gives \(font.file.size) bytes with SHA-256 \(font.file.sha256.prefix(12))…: a changed or damaged font file"
      )
    }
    return bytes
  }

  /// What `init` says when a resizable asset comes back from its sliced files alone (a folder
  /// built without the `swiftTheme` output) while the manifest says it was drawn larger:
  /// the new project's asset is the slice's size. Nil when the sizes agree or the manifest
  /// does not record the sliced files' size.
  private static func slicedOnlyNote(
    _ name: String, _ slice: RuntimeManifest.Slice, _ asset: RuntimeManifest.Asset, _ folder: String
  ) -> String? {
    guard let width = slice.fileWidth, let height = slice.fileHeight,
      width != asset.width || height != asset.height
    else { return nil }
    func size(_ width: Double, _ height: Double) -> String {
      JSONWriter.format(width) + " × " + JSONWriter.format(height) + " pt"
    }
    return "asset '\(name)' in '\(folder)' comes back at the size of its sliced files "
      + "(\(size(width, height))), not the \(size(asset.width, asset.height)) it was drawn at: the folder "
      + "has no whole drawing (build with the swiftTheme output to ship them)"
  }

  /// A resizable asset's whole drawings (`SwiftThemeFile.wholeFileName`) at `scales`, when
  /// the folder has every one (the `swiftTheme` output writes them): the picture before
  /// slicing, which `init` takes as the source so the asset comes back at its drawn size.
  /// Nil when any is missing: the sliced files are the source then.
  private static func wholeDrawings(
    of asset: String, dark: Bool, scales: Dictionary<Int, ImportedImage>.Keys, _ prefix: String,
    _ source: SwiftThemeSource
  ) throws(ImportError) -> [Int: ImportedImage]? {
    let names = scales.map {
      ($0, prefix + SwiftThemeFile.wholeFileName(asset: asset, isDark: dark, scale: $0))
    }
    guard !names.isEmpty, names.allSatisfy({ source.contains($0.1) }) else { return nil }
    var images: [Int: ImportedImage] = [:]
    for (scale, file) in names {
      images[scale] = try ThemeFolderScanner.image(
        try source.bytes(file), path: source.display(file), scale: scale)
    }
    return images
  }

  /// The image `file` the manifest `listedBy` names, decoded.
  private static func image(
    _ file: String, scale: Int, in source: SwiftThemeSource, listedBy manifest: String
  ) throws(ImportError) -> ImportedImage {
    guard source.contains(file) else {
      throw ImportError(
        file: source.display(file), reason: "missing: '\(source.display(manifest))' lists it")
    }
    return try ThemeFolderScanner.image(try source.bytes(file), path: source.display(file), scale: scale)
  }
}
