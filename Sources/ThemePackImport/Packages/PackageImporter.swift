import ThemePackArchive
import ThemePackBuild
import ThemePackPackaging
import ThemePackProject

/// Imports ThemePack's own theme packages: one package zip (`Output/packages/blue-1.1.0.zip`)
/// or a folder of them (`Output/packages`).
///
/// A zip is a ThemePack package when it holds `<theme>/manifest.json`. Each is verified first
/// (`PackageVerifier`: entries, sizes, hashes and, with `--public-key`, the signature; without
/// one, the report notes that signatures were not checked), then read like a runtime theme
/// folder (`RuntimeThemeImporter`). A folder's zips are read in name order; a theme packaged
/// twice keeps the last zip's version, with a note.
package enum PackageImporter: InitSource {
  package static let kindName = "theme packages"

  /// Whether `path` is a package zip, or a folder holding one at its top.
  package static func reads(_ path: String) -> Bool {
    if path.lowercased().hasSuffix(".zip") { return isPackage(path) }
    return zips(in: path).contains(where: isPackage)
  }

  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    let key = try options.publicKey.map { (file) throws(ImportError) in
      do throws(PackageError) {
        return try PublicKey.load(fromFile: file)
      } catch {
        throw ImportError(file: file, reason: error.message)
      }
    }
    let files = options.from.lowercased().hasSuffix(".zip") ? [options.from] : zips(in: options.from)
    var report = ImportReport(kind: kindName, source: options.from)
    var themes: [RuntimeTheme] = []
    for file in files where isPackage(file) {
      let theme = try read(file, key: key, notes: &report.notes)
      if let index = themes.firstIndex(where: { $0.manifest.name == theme.manifest.name }) {
        report.notes.append(
          "theme '\(theme.manifest.name)' is in more than one package: '\(file)' (version "
            + "\(theme.manifest.version)) replaces version \(themes[index].manifest.version)")
        themes[index] = theme
      } else {
        themes.append(theme)
      }
    }
    if key == nil {
      report.notes.append(
        "package signatures were not checked: give --public-key to require a valid signature")
    }
    return try RuntimeThemeImporter.plan(themes, report: report, options: options)
  }

  /// The package `file`, verified, read as a runtime theme.
  private static func read(
    _ file: String, key: PublicKey?, notes: inout [String]
  ) throws(ImportError) -> RuntimeTheme {
    let verification = PackageVerifier.check(zipPath: file, publicKey: key)
    if let problem = verification.problems.first {
      let entry = problem.entry.map { ": '\($0)'" } ?? ""
      throw ImportError(file: file, reason: "the package fails verification\(entry): \(problem.message)")
    }
    let source = try SwiftThemeSource.open(file)
    guard let folder = themeFolder(of: source) else {
      throw ImportError(file: file, reason: "no '<theme>/\(RuntimeManifest.fileName)' in it")
    }
    return try RuntimeTheme.read(folder, in: source, notes: &notes)
  }

  /// Whether the zip at `path` lists `<theme>/manifest.json` in its central directory (read
  /// without inflating anything, so a damaged package still goes to verification).
  private static func isPackage(_ path: String) -> Bool {
    let limits = PackageLimits.default
    guard case .success(let bytes) = PackageVerifier.readPackage(path, limits: limits),
      let directory = try? ZipDirectory.parse(bytes, maxEntries: limits.maxEntries)
    else { return false }
    return directory.entries.contains { entry in
      let parts = (entry.utf8Name ?? "").split(separator: "/")
      return parts.count == 2 && parts[1] == RuntimeManifest.fileName
    }
  }

  /// The one top folder of `source` holding a manifest.
  private static func themeFolder(of source: SwiftThemeSource) -> String? {
    source.files.first { file in
      let parts = file.split(separator: "/")
      return parts.count == 2 && parts[1] == RuntimeManifest.fileName
    }.map { String($0.split(separator: "/")[0]) }
  }

  /// The `.zip` files at the top of the folder `path`, sorted by name.
  private static func zips(in path: String) -> [String] {
    guard let listing = try? ProjectReader(root: path).entries(of: path) else { return [] }
    return listing.entries.filter { !$0.isFolder && $0.name.lowercased().hasSuffix(".zip") }
      .map { path + "/" + $0.name }.sorted()
  }
}
