import Foundation
import ThemePackArchive

/// The themes installed under one root folder, and the layout the installer keeps there:
///
///     <root>/<theme>/<version>/…         a verified, complete theme (manifest.json at its top)
///     <root>/<theme>/current             the current version's name and a newline
///     <root>/.themepack/accepted.json    the newest index accepted (sequence, date)
///     <root>/.themepack/installed.json   the version folders the installer made (`InstallRecord`)
///     <root>/.themepack/staging-*        an install in progress (its download, its files)
///     <root>/.themepack/trash-*          a version folder being deleted (moved here whole first)
///
/// `current` changes by one `rename`, so a reader sees the old version or the new one,
/// never a mixture. At most two versions of a theme are kept: the current one and the one
/// current before it. Theme and version names are Unicode NFC (`ThemeNameSpelling`): any
/// spelling given names the one folder. No link inside the root is ever followed: a theme folder, version
/// folder or pointer that is a link counts as not installed, and the installer refuses to
/// write through it.
public struct ThemeLibrary: Sendable {
  public let root: URL

  /// The pointer file's name in each theme folder (never a version name).
  public static let currentFileName = PackageWireFormat.reservedVersionName
  static let stateFolderName = ".themepack"

  /// The library of `root`. A root that is a symbolic link (to a folder elsewhere) is
  /// resolved here, once: every later call works in the folder it names, and links inside
  /// the root stay refused.
  public init(root: URL) {
    self.root = ClientFileSystem.kind(root) == .link ? root.resolvingSymlinksInPath() : root
  }

  /// Each installed theme with the versions kept and the current one, sorted by name.
  /// Versions lists only versions that were current (never a half-installed one).
  ///
  /// A root that does not exist holds nothing; one that cannot be listed (not a folder, no
  /// permission) throws `io` rather than pass for an empty one.
  public func installedThemes() throws(ThemeInstallError) -> [InstalledTheme] {
    if ClientFileSystem.kind(root) == .missing { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    } catch {
      throw ThemeInstallError(
        .io, "cannot list the install root '\(root.path)': \(ClientFileSystem.reason(error))")
    }
    let record = try InstallRecord.load(self)
    var themes: [InstalledTheme] = []
    // The installer makes theme folders only under NFC names: another spelling is not its.
    for name in names.sorted()
    where PackageEntryName.componentProblem(name) == nil && ThemeNameSpelling.isNFC(name) {
      guard let current = currentVersion(of: name) else { continue }
      let kept = versions(of: name).filter { $0 == current || record.wasCurrent(name, $0) }
      themes.append(
        InstalledTheme(theme: name, current: current, versions: kept.sorted(by: ThemeVersionOrder.precedes)))
    }
    return themes
  }

  /// The current version of `theme`, or nil when it is not installed: an unsafe name, a
  /// theme folder, pointer or version folder that is missing or a link.
  public func currentVersion(of theme: String) -> String? {
    let theme = ThemeNameSpelling.nfc(theme)
    guard PackageEntryName.componentProblem(theme) == nil,
      ClientFileSystem.kind(themeFolder(theme)) == .folder,
      let data = ClientFileSystem.readSmallFile(
        themeFolder(theme).appendingPathComponent(Self.currentFileName), maxBytes: 256),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let version = text.trimmingCharacters(in: .newlines)
    guard PackageEntryName.componentProblem(version) == nil, version != Self.currentFileName,
      ThemeNameSpelling.isNFC(version),
      ClientFileSystem.kind(folder(theme: theme, version: version)) == .folder
    else { return nil }
    return version
  }

  /// Where `version` of `theme` is (or would be) installed; both names in NFC.
  public func folder(theme: String, version: String) -> URL {
    themeFolder(theme).appendingPathComponent(ThemeNameSpelling.nfc(version), isDirectory: true)
  }

  /// The folder of `theme`, named by its NFC bytes whatever spelling is given.
  func themeFolder(_ theme: String) -> URL {
    root.appendingPathComponent(ThemeNameSpelling.nfc(theme), isDirectory: true)
  }

  var stateFolder: URL { root.appendingPathComponent(Self.stateFolderName, isDirectory: true) }

  /// The version folders of `theme` (real folders, not links; installed or left over).
  func versions(of theme: String) -> [String] {
    guard ClientFileSystem.kind(themeFolder(theme)) == .folder else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: themeFolder(theme).path)) ?? []
    return names.filter {
      PackageEntryName.componentProblem($0) == nil && $0 != Self.currentFileName
        && ClientFileSystem.kind(folder(theme: theme, version: $0)) == .folder
    }
  }

  /// Why the root cannot be installed into for `theme`, or nil: the state folder or the
  /// theme folder exists and is not a real folder (a link, a file).
  func unsafeFolderProblem(theme: String) -> String? {
    for folder in [stateFolder, themeFolder(theme)] {
      let kind = ClientFileSystem.kind(folder)
      guard kind != .missing, kind != .folder else { continue }
      return "'\(folder.path)' is \(kind == .link ? "a symbolic link" : "not a folder"); "
        + "the installer writes only into folders it made"
    }
    return nil
  }

  /// Points `theme`'s `current` at `version` durably: a fresh file, synced, renamed onto
  /// the pointer, then the theme folder synced.
  func setCurrent(_ version: String, of theme: String) throws {
    try ClientFileSystem.writeDurably(
      Data((version + "\n").utf8), to: themeFolder(theme).appendingPathComponent(Self.currentFileName),
      temporaryPrefix: ".current-")
  }
}
