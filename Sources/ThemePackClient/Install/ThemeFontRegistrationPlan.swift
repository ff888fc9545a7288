import Foundation

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
  /// then every font file of the new version is registered, in its manifest's order.
  package static func afterSwitch(
    theme: String, to version: String, from previous: String?, library: ThemeLibrary
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
    if !new.isEmpty { steps.append(.register(urls(new, theme: theme, version: version, library: library))) }
    return steps
  }

  /// At app start: fonts registered in the `.process` scope leave with the process, so the
  /// font files of every installed theme's current version are registered again, one step per
  /// theme in name order (each in its manifest's order), leaving out files `isRegistered`
  /// says this process holds already (a second call registers nothing).
  package static func atLaunch(library: ThemeLibrary, isRegistered: (URL) -> Bool) -> [Step] {
    let installed = ((try? library.installedThemes()) ?? []).sorted { $0.theme < $1.theme }
    return installed.compactMap { installed in
      let (theme, version) = (installed.theme, installed.current)
      let files = urls(
        fontFiles(theme: theme, version: version, library: library), theme: theme, version: version,
        library: library
      ).filter { !isRegistered($0) }
      return files.isEmpty ? nil : .register(files)
    }
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
  package static func fontFiles(theme: String, version: String, library: ThemeLibrary) -> [ThemeFontFile] {
    fontFiles(in: library.folder(theme: theme, version: version), library: library)
  }

  private static func fontFiles(in folder: URL, library: ThemeLibrary) -> [ThemeFontFile] {
    guard
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.json").path),
      case .success(let manifest) = ThemeManifest.parse(Array(data), maxNameBytes: 1024)
    else { return [] }
    return manifest.fontFiles
  }

  private static func urls(_ files: [ThemeFontFile], theme: String, version: String, library: ThemeLibrary)
    -> [URL]
  {
    let folder = library.folder(theme: theme, version: version)
    return files.map { folder.appendingPathComponent($0.path) }
  }
}
