import Foundation
import ThemePackArchive

extension ThemeLibrary {
  /// Why `theme`'s `current` pointer is damaged, or nil when it is missing (the theme is
  /// not installed) or names a whole version folder: a pointer that is a folder, a FIFO or
  /// a link, is unreadable, empty or garbage, or names a version whose folder is gone. A
  /// damaged pointer makes the theme read as not installed; it is never a reason to prune
  /// the theme's versions, and the next install of that theme repairs it (no older version
  /// than the newest one that was current gets in meanwhile).
  public func pointerProblem(of theme: String) -> String? {
    let pointer = themeFolder(theme).appendingPathComponent(Self.currentFileName)
    let data: Data
    switch ClientFileSystem.readFile(pointer, maxBytes: 256) {
    case .missing: return nil
    case .refused(let problem): return "'\(pointer.path)' \(problem)"
    case .bytes(let bytes): data = bytes
    }
    guard currentVersion(of: theme) == nil else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    guard PackageEntryName.componentProblem(text) == nil, ThemeNameSpelling.isNFC(text) else {
      return "'\(pointer.path)' names no version"
    }
    return "'\(pointer.path)' names version \(ClientNames.display(text)), whose folder is missing"
  }

  /// Every theme folder under the root whose `current` pointer is damaged, with why
  /// (`pointerProblem(of:)`), sorted by name. What `themepack installed` reports.
  public func damagedThemes() throws(ThemeInstallError) -> [(theme: String, problem: String)] {
    guard ClientFileSystem.kind(root) != .missing else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().compactMap { name in
      guard PackageEntryName.componentProblem(name) == nil, ThemeNameSpelling.isNFC(name),
        ClientFileSystem.kind(themeFolder(name)) == .folder, let problem = pointerProblem(of: name)
      else { return nil }
      return (name, problem)
    }
  }

  /// Why the installed `version` of `theme` is not whole, or nil: its manifest is missing
  /// or unreadable, or a file it lists is missing, not a regular file, or of another size or
  /// SHA-256 than listed. Reads every listed file (an install of the current version checks
  /// it so, and extracts the package again when it is not whole).
  func versionProblem(theme: String, version: String) -> String? {
    let folder = folder(theme: theme, version: version)
    let manifestURL = folder.appendingPathComponent(PackageFileNames.manifest)
    guard
      let data = ClientFileSystem.readSmallFile(
        manifestURL, maxBytes: PackageInspector<ClientInspection>.maxManifestBytes),
      case .success(let manifest) = ThemeManifest.parse(
        [UInt8](data), maxNameBytes: PackageLimits.default.maxNameBytes)
    else { return "'\(manifestURL.path)' is missing or unreadable" }
    for record in manifest.files.values.sorted(by: { $0.path < $1.path }) {
      let url = folder.appendingPathComponent(record.path)
      guard let digest = ClientFileSystem.digest(url), digest.count == record.size,
        digest.sha256 == record.sha256
      else { return "'\(url.path)' is missing or not the file its manifest lists" }
    }
    return nil
  }
}
