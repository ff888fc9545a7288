import Foundation
import ThemePackArchive

/// The themes installed under one root folder, and the layout the installer keeps there:
///
///     <root>/<theme>/<version>/…         a verified, complete theme (manifest.json at its top)
///     <root>/<theme>/current             the current version's name and a newline
///     <root>/.themepack/accepted.json    the newest index accepted (sequence, date)
///     <root>/.themepack/staging-*        extraction in progress
///
/// `current` changes by one `rename`, so a reader sees the old version or the new one,
/// never a mixture. At most two versions of a theme are kept: the current one and the one
/// before it.
public struct ThemeLibrary: Sendable {
  public let root: URL

  /// The pointer file's name in each theme folder (never a version name).
  public static let currentFileName = PackageWireFormat.reservedVersionName
  static let stateFolderName = ".themepack"

  public init(root: URL) { self.root = root }

  /// Each installed theme with its versions and the current one, sorted by name.
  public func installedThemes() throws(ThemeInstallError) -> [InstalledTheme] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var themes: [InstalledTheme] = []
    for name in names.sorted() where PackageEntryName.componentProblem(name) == nil {
      guard let current = currentVersion(of: name) else { continue }
      let versions = self.versions(of: name).sorted(by: ThemeVersionOrder.precedes)
      themes.append(InstalledTheme(theme: name, current: current, versions: versions))
    }
    return themes
  }

  /// The current version of `theme`, or nil when it is not installed (or its pointer names
  /// no installed folder).
  public func currentVersion(of theme: String) -> String? {
    let pointer = themeFolder(theme).appendingPathComponent(Self.currentFileName)
    guard let data = try? Data(contentsOf: pointer), data.count <= 256,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let version = text.trimmingCharacters(in: .newlines)
    guard PackageEntryName.componentProblem(version) == nil, version != Self.currentFileName,
      isFolder(folder(theme: theme, version: version))
    else { return nil }
    return version
  }

  /// Where `version` of `theme` is (or would be) installed.
  public func folder(theme: String, version: String) -> URL {
    themeFolder(theme).appendingPathComponent(version, isDirectory: true)
  }

  func themeFolder(_ theme: String) -> URL { root.appendingPathComponent(theme, isDirectory: true) }

  var stateFolder: URL { root.appendingPathComponent(Self.stateFolderName, isDirectory: true) }

  /// The version folders of `theme` (installed or left over).
  func versions(of theme: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: themeFolder(theme).path)) ?? []
    return names.filter {
      PackageEntryName.componentProblem($0) == nil && $0 != Self.currentFileName
        && isFolder(folder(theme: theme, version: $0))
    }
  }

  /// Points `theme`'s `current` at `version` with one rename of a freshly written file.
  func setCurrent(_ version: String, of theme: String) throws {
    let folder = themeFolder(theme)
    let temporary = folder.appendingPathComponent(".current-" + UUID().uuidString)
    try Data((version + "\n").utf8).write(to: temporary)
    do {
      try ClientFileSystem.rename(temporary, to: folder.appendingPathComponent(Self.currentFileName))
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Removes what interrupted installs left: staging folders, temporary pointers, and, in
  /// theme folders with a `current` pointer, version folders that are not current or the one
  /// kept before it. A folder without a pointer is left alone (it may not be ours; a version
  /// an interrupted first install left there is replaced by the next install of it).
  func cleanLeftovers() {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: stateFolder.path)) ?? []
    where name.hasPrefix("staging-") || name.hasPrefix(".accepted-") {
      try? manager.removeItem(at: stateFolder.appendingPathComponent(name))
    }
    for theme in (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
    where PackageEntryName.componentProblem(theme) == nil {
      for name in (try? manager.contentsOfDirectory(atPath: themeFolder(theme).path)) ?? []
      where name.hasPrefix(".current-") {
        try? manager.removeItem(at: themeFolder(theme).appendingPathComponent(name))
      }
      if let current = currentVersion(of: theme) { prune(theme, keeping: current) }
    }
  }

  /// Keeps `current` and the newest version below it; removes every other version folder.
  func prune(_ theme: String, keeping current: String) {
    let versions = versions(of: theme)
    var keep: Set = [current]
    if let previous = versions.filter({ ThemeVersionOrder.precedes($0, current) })
      .max(by: ThemeVersionOrder.precedes)
    {
      keep.insert(previous)
    }
    for version in versions where !keep.contains(version) {
      try? FileManager.default.removeItem(at: folder(theme: theme, version: version))
    }
  }

  private func isFolder(_ url: URL) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.type] as? FileAttributeType == .typeDirectory
  }
}
