import ThemePackArchive
import ThemePackPackaging
import ThemePackProject

/// Where SwiftTheme theme files and their images are read from: a folder (through
/// `ProjectReader`, which refuses symbolic links leaving it) or a downloaded zip, read into
/// memory with the package reader's entry rules (safe names, no links or devices, sizes
/// and compression ratios capped, bytes counted while inflating).
///
/// Paths inside the source are relative (`Blue/Blue.json`, `images/icon.png`); `display`
/// gives the path messages name.
package struct SwiftThemeSource {
  private enum Storage {
    case folder(ProjectReader)
    case zip([String: [UInt8]])
  }

  /// The folder or zip file, as the user gave it.
  package let path: String
  private let storage: Storage
  /// Every file of the source, relative, sorted (hidden and junk files left out).
  package let files: [String]
  /// `files` as a set: `contains` is asked a few times per image value of every theme.
  private let fileSet: Set<String>

  private init(path: String, storage: Storage, files: [String]) {
    self.path = path
    self.storage = storage
    self.files = files
    fileSet = Set(files)
  }

  /// The theme files: `.plist` and `.json` files at the top of a folder, at any depth in a
  /// zip (a downloaded theme holds `Blue/Blue.json`).
  package var themeFiles: [String] {
    files.filter { file in
      let name = file.lowercased()
      if case .folder = storage, file.contains("/") { return false }
      return (name.hasSuffix(".plist") || name.hasSuffix(".json")) && !name.hasSuffix("contents.json")
    }
  }

  /// The path messages use for `file`.
  package func display(_ file: String) -> String {
    switch storage {
    case .folder: return path + "/" + file
    case .zip: return path + ": " + file
    }
  }

  /// Whether `file` exists in the source.
  package func contains(_ file: String) -> Bool { fileSet.contains(file) }

  /// The bytes of `file`.
  package func bytes(_ file: String) throws(ImportError) -> [UInt8] {
    switch storage {
    case .zip(let entries):
      guard let bytes = entries[file] else { throw ImportError(file: display(file), reason: "no such file") }
      return bytes
    case .folder(let reader):
      do throws(ProjectReadError) {
        return try reader.bytes(at: path + "/" + file)
      } catch {
        throw ImportError.reading(display(file), error)
      }
    }
  }

  /// Whether `path` looks like SwiftTheme themes: a `.zip` file, or a folder with a `.plist`
  /// or `.json` file at its top.
  package static func isSwiftTheme(_ path: String) -> Bool {
    if path.lowercased().hasSuffix(".zip") { return true }
    guard let listing = try? ProjectReader(root: path).entries(of: path) else { return false }
    return listing.entries.contains { entry in
      let name = entry.name.lowercased()
      return !entry.isFolder && !entry.name.hasPrefix(".")
        && (name.hasSuffix(".plist") || name.hasSuffix(".json"))
    }
  }

  /// The folder or zip at `path`.
  package static func open(_ path: String) throws(ImportError) -> SwiftThemeSource {
    if path.lowercased().hasSuffix(".zip") {
      let entries = try readZip(path)
      return SwiftThemeSource(path: path, storage: .zip(entries), files: entries.keys.sorted())
    }
    let reader = ProjectReader(root: path)
    var files: [String] = []
    try list("", reader: reader, root: path, into: &files, depth: 0)
    return SwiftThemeSource(path: path, storage: .folder(reader), files: files.sorted())
  }

  /// The deepest folder nesting read in a theme folder.
  package static let maxDepth = 16

  private static func list(
    _ folder: String, reader: ProjectReader, root: String, into files: inout [String], depth: Int
  ) throws(ImportError) {
    let full = folder.isEmpty ? root : root + "/" + folder
    guard depth <= maxDepth else {
      throw ImportError(file: full, reason: "folders nested deeper than \(maxDepth) levels")
    }
    let listing: (entries: [FolderEntry], refused: [ProjectLink])
    do throws(ProjectReadError) {
      listing = try reader.entries(of: full)
    } catch {
      throw ImportError.reading(full, error)
    }
    if let link = listing.refused.first {
      throw ImportError(file: link.path, reason: ProjectReadError.link(link).reason)
    }
    for entry in listing.entries where !entry.name.hasPrefix(".") && !JunkName.isJunk(entry.name) {
      let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
      if entry.isFolder {
        guard !relative.hasSuffix(".xcassets") else { continue }
        try list(relative, reader: reader, root: root, into: &files, depth: depth + 1)
      } else {
        files.append(relative)
      }
    }
  }

  /// The files of the zip at `path`, by entry name; junk (`__MACOSX/`, `.DS_Store`) left
  /// out. Any entry the package rules refuse refuses the whole zip.
  private static func readZip(_ path: String) throws(ImportError) -> [String: [UInt8]] {
    let limits = PackageLimits.default
    let bytes: [UInt8]
    switch PackageVerifier.readPackage(path, limits: limits) {
    case .failure(let problem): throw ImportError(file: path, reason: problem.message)
    case .success(let read): bytes = read
    }
    let directory: ZipDirectory
    do throws(PackageProblem) {
      directory = try ZipDirectory.parse(bytes, maxEntries: limits.maxEntries)
    } catch {
      throw ImportError(file: path, reason: error.message)
    }
    let inspector = PackageInspector(bytes: bytes, publicKey: nil, limits: limits)
    var names = Set<String>()
    var declared: UInt64 = 0
    for entry in directory.entries {
      let problems =
        inspector.nameProblems(entry) + inspector.kindProblems(entry) + inspector.sizeProblems(entry)
      if let problem = problems.first { throw ImportError(file: path, reason: problem.message) }
      let key = PackageEntryName.collisionKey(entry.utf8Name ?? entry.displayName)
      guard names.insert(key).inserted else {
        throw ImportError(file: path, reason: "entry '\(entry.displayName)' appears twice")
      }
      declared += entry.uncompressedSize
    }
    guard declared <= UInt64(limits.maxTotalBytes) else {
      throw ImportError(
        file: path,
        reason: "entries declare \(declared) bytes in total, more than the limit of \(limits.maxTotalBytes)")
    }
    let wanted = directory.entries.filter { entry in
      guard entry.kind == .file, let name = entry.utf8Name else { return false }
      return !isJunk(name)
    }
    let indexes = Set(wanted.map(\.index))
    let outcome: PackageContentOutcome
    do {
      outcome = try PackageContentReader(bytes: bytes, directory: directory, limits: limits).read(
        select: { indexes.contains($0.index) }, keep: { _ in true }, keepLimit: limits.maxEntryBytes)
    } catch {
      throw ImportError(file: path, reason: "cannot read the zip: \(error)")
    }
    if let problem = outcome.problems.first { throw ImportError(file: path, reason: problem.message) }
    guard outcome.completed else {
      throw ImportError(file: path, reason: "the zip could not be read to its end")
    }
    var files: [String: [UInt8]] = [:]
    for entry in wanted {
      guard let name = entry.utf8Name, let data = outcome.digests[entry.index]?.bytes else { continue }
      files[name] = data
    }
    return files
  }

  /// `__MACOSX/…`, hidden files and junk such as `.DS_Store` in any folder.
  private static func isJunk(_ name: String) -> Bool {
    let parts = name.split(separator: "/").map(String.init)
    return parts.first == "__MACOSX" || parts.contains { $0.hasPrefix(".") || JunkName.isJunk($0) }
  }
}
