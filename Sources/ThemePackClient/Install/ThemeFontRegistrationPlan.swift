import Foundation
import ThemePackArchive

/// When a theme's font files are registered and unregistered, and which: portable, so the
/// decision is tested on Linux while the Apple glue (`CoreTextFontRegistrar`) stays thin.
///
/// CoreText registers a font from its file and the file must not move while registered
/// ("after registering fonts from a file, don't move or rename the file"), so fonts are
/// registered from the version folder (which never changes once made) after the switch to
/// it, and unregistered before a pruned version folder is moved away. CoreText refuses a
/// second font of a PostScript name already registered, so the switch first unregisters the
/// previous version's files that name a face the new version also has.
package enum ThemeFontRegistrationPlan {
  /// One call to the registrar.
  package enum Step: Equatable, Sendable {
    case register([URL])
    case unregister([URL])
  }

  /// After `version` of `theme` became current (`previous` was current before it): the
  /// previous version's files whose PostScript names the new version uses are unregistered,
  /// then every font file of the new version is registered, in its manifest's order, except
  /// a file whose every face another theme's registered file already names (themes sharing
  /// a brand font: CoreText would refuse the second file, and the name already draws that
  /// face; `isRegistered` says which files this process holds).
  package static func afterSwitch(
    theme: String, to version: String, from previous: String?, library: ThemeLibrary,
    isRegistered: (URL) -> Bool = { _ in false }
  ) -> [Step] {
    let new = fontFiles(theme: theme, version: version, library: library)
    var steps: [Step] = []
    if let previous, previous != version {
      let names = Set(new.flatMap(\.postScriptNames))
      let clashing = fontFiles(theme: theme, version: previous, library: library).filter {
        !names.isDisjoint(with: $0.postScriptNames)
      }
      if !clashing.isEmpty {
        steps.append(.unregister(urls(clashing, theme: theme, version: previous, library: library)))
      }
    }
    let held = namesRegistered(byThemesOtherThan: theme, library: library, isRegistered: isRegistered)
    let registering = new.filter { !Set($0.postScriptNames).isSubset(of: held) }
    if !registering.isEmpty {
      steps.append(.register(urls(registering, theme: theme, version: version, library: library)))
    }
    return steps
  }

  /// At app start: fonts registered in the `.process` scope leave with the process, so the
  /// font files of every installed theme's current version are registered again, one step per
  /// theme in name order (each in its manifest's order), leaving out files `isRegistered`
  /// says this process holds already (a second call registers nothing) and files whose every
  /// face an earlier theme's file names (themes sharing a brand font register it once).
  package static func atLaunch(library: ThemeLibrary, isRegistered: (URL) -> Bool) -> [Step] {
    let installed = ((try? library.installedThemes()) ?? []).sorted { $0.theme < $1.theme }
    var held = Set<String>()
    return installed.compactMap { installed in
      let (theme, version) = (installed.theme, installed.current)
      let folder = library.folder(theme: theme, version: version)
      var files: [URL] = []
      for file in fontFiles(theme: theme, version: version, library: library) {
        let url = folder.appendingPathComponent(file.path)
        let names = Set(file.postScriptNames)
        defer { held.formUnion(names) }
        guard !isRegistered(url), !names.isSubset(of: held) else { continue }
        files.append(url)
      }
      return files.isEmpty ? nil : .register(files)
    }
  }

  /// The PostScript names of the registered font files of the current versions of every
  /// installed theme but `theme`.
  private static func namesRegistered(
    byThemesOtherThan theme: String, library: ThemeLibrary, isRegistered: (URL) -> Bool
  ) -> Set<String> {
    var names = Set<String>()
    for other in (try? library.installedThemes()) ?? [] where other.theme != theme {
      let folder = library.folder(theme: other.theme, version: other.current)
      for file in fontFiles(theme: other.theme, version: other.current, library: library)
      where isRegistered(folder.appendingPathComponent(file.path)) {
        names.formUnion(file.postScriptNames)
      }
    }
    return names
  }

  /// Before the version folder `folder` of a theme is pruned or removed: its font files are
  /// unregistered while they are still there.
  package static func beforeDiscarding(_ folder: URL, library: ThemeLibrary) -> [Step] {
    let files = fontFiles(in: folder, library: library)
    guard !files.isEmpty else { return [] }
    return [.unregister(files.map { folder.appendingPathComponent($0.path) })]
  }

  /// The trusted font files of a version (`ThemeManifest.fontFiles`); none when its manifest
  /// cannot be read.
  package static func fontFiles(theme: String, version: String, library: ThemeLibrary) -> [PackageFontFile] {
    fontFiles(in: library.folder(theme: theme, version: version), library: library)
  }

  private static func fontFiles(in folder: URL, library: ThemeLibrary) -> [PackageFontFile] {
    guard
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
      case .success(let manifest) = ThemeManifest.parse(Array(data), maxNameBytes: 1024)
    else { return [] }
    return manifest.fontFiles
  }

  private static func urls(_ files: [PackageFontFile], theme: String, version: String, library: ThemeLibrary)
    -> [URL]
  {
    let folder = library.folder(theme: theme, version: version)
    return files.map { folder.appendingPathComponent($0.path) }
  }
}
