import ThemePackCatalog
import ThemePackNative
import ThemePackProject
import ThemePackSupport

/// Puts `icons/` in place for a build, drawing only the icons that need it.
///
/// Each theme's icon has a key (`AppIconKey`) over everything that shapes its bytes. A
/// theme's icon is drawn again when its key differs from the one the last build recorded
/// (`AppIconRecord`, in the cache) or its files are not as that build left them; a build of
/// some themes (`--theme`) draws only theirs and keeps every other intact icon as it is (a
/// missing or damaged one is drawn, since an app needs them all). When nothing is drawn and
/// the folder holds exactly what it should, nothing is written; otherwise the whole folder
/// is built beside its place (kept files linked, not copied) and swapped in, so icons of a
/// theme no longer in the project go. A build that writes no icons (no `appIcon`, or neither
/// the catalog nor Android) removes an `icons/` an earlier build wrote.
package struct AppIconWriter {
  /// What a write did.
  package struct Outcome: Sendable, Equatable {
    /// Every file of `icons/`, relative to the output folder, sorted; empty when none.
    package var paths: [String]
    /// The themes whose icons were drawn, in project order.
    package var drawn: [String]
  }

  package let project: ThemeProject
  package let output: String
  package let platforms: AppIconPlatforms
  /// The record's path, nil without a cache (every icon is then drawn).
  package let recordPath: String?
  /// The themes a `--theme` build names; empty for every theme.
  package let themes: [String]
  /// A source file's digest by full path (`SourceHashes.hash`).
  package let hash: (String) -> String

  package init(
    project: ThemeProject, output: String, platforms: AppIconPlatforms, recordPath: String?, themes: [String],
    hash: @escaping (String) -> String
  ) {
    self.project = project
    self.output = output
    self.platforms = platforms
    self.recordPath = recordPath
    self.themes = themes
    self.hash = hash
  }

  private var folder: String { output + "/" + AppIconOutput.folder }

  /// Draws what needs drawing and puts the folder in place.
  package func write() throws(BuildError) -> Outcome {
    let iconThemes = project.themes.filter { $0.appIcon != nil }
    guard !platforms.isEmpty, !iconThemes.isEmpty else {
      try removeWrittenFolder()
      return Outcome(paths: [], drawn: [])
    }
    let previous = recordPath.flatMap(AppIconRecord.load(from:))
    let scan = stamps()
    var icons: [String: AppIconRecord.Icon] = [:]
    var drawnFiles: [String: [UInt8]] = [:]
    var drawn: [String] = []
    var kept: [Theme] = []
    for theme in iconThemes {
      let spec = theme.appIcon!
      let key =
        AppIconKey.key(project: project, theme: theme, spec: spec, platforms: platforms, hash: hash) ?? ""
      if let icon = previous?.icons[theme.name], previous!.isIntact(theme.name, scan: scan),
        icon.key == key || !(themes.isEmpty || themes.contains(theme.name))
      {
        icons[theme.name] = icon
        kept.append(theme)
        continue
      }
      let files = try AppIconOutput.themeFiles(
        project: project, theme: theme, spec: spec, platforms: platforms)
      drawnFiles.merge(files) { _, new in new }
      icons[theme.name] = AppIconRecord.Icon(key: key, files: files.keys.sorted())
      drawn.append(theme.name)
    }
    let shared = AppIconOutput.sharedFiles(
      names: iconThemes.map { $0.appIcon!.name(in: $0.name) }, platforms: platforms)
    let expected = Set(icons.values.flatMap(\.files)).union(shared.keys)
    let sharedOnDisk = shared.allSatisfy {
      (try? FileReader.bytesNotFollowingLinks(at: folder + "/" + $0.key)) == $0.value
    }
    if !drawn.isEmpty || Set(scan.keys) != expected || !sharedOnDisk {
      var files = drawnFiles.merging(shared) { _, new in new }
      for theme in kept {
        for path in icons[theme.name]!.files {
          // A kept file that cannot be read now fails like any other write (it was there a moment ago).
          do throws(FileError) {
            files[path] = try FileReader.bytesNotFollowingLinks(at: folder + "/" + path)
          } catch {
            throw .output(error)
          }
        }
      }
      do throws(FileError) {
        // Unchanged files stay the same inodes: a kept icon's files are not rewritten.
        try FolderReplacer.replace(at: folder, with: files, dropping: "", linkingUnchanged: true)
      } catch {
        throw .output(error)
      }
    }
    if let recordPath {
      AppIconRecord(icons: icons, stamps: stamps()).save(to: recordPath, replacing: previous)
    }
    return Outcome(paths: expected.sorted().map { AppIconOutput.folder + "/" + $0 }, drawn: drawn)
  }

  /// Every regular file under `icons/` and its stamp, by path relative to it; empty when
  /// the folder is missing or holds anything but folders and regular files.
  private func stamps() -> [String: FileStamp] {
    guard let files = InstalledFileScan.scan([AppIconOutput.folder], in: output) else { return [:] }
    let prefix = AppIconOutput.folder.count + 1
    return Dictionary(uniqueKeysWithValues: files.map { (String($0.path.dropFirst(prefix)), $0.stamp) })
  }

  /// Removes `icons/` and the record when a build wrote the folder.
  private func removeWrittenFolder() throws(BuildError) {
    defer { if let recordPath { AppIconRecord.remove(at: recordPath) } }
    let recorded = recordPath.flatMap(AppIconRecord.load(from:)) != nil
    do throws(FileError) {
      try Self.removeWrittenFolder(in: output, recorded: recorded)
    } catch {
      throw .output(error)
    }
  }

  /// Removes `<output>/icons` when a build wrote it (`recorded`, or it holds the lists a
  /// build writes), renamed out of place first so no half folder is ever seen; the user's
  /// own `icons/` stays.
  package static func removeWrittenFolder(in output: String, recorded: Bool) throws(FileError) {
    let folder = output + "/" + AppIconOutput.folder
    guard (try? FileSystemCalls.status(ofLinkAt: folder)) != nil else { return }
    guard recorded || holdsWrittenLists(folder) else { return }
    let aside = ScratchFolder.path(in: output, kind: "staging")
    do throws(SystemCallError) {
      try FileSystemCalls.rename(folder, to: aside)
    } catch {
      throw FileError(path: folder, operation: .remove, reason: error.description)
    }
    _ = TreeRemover.remove(aside)
  }

  /// Whether `folder` holds the alternate-icon lists or the aliases a build writes.
  package static func holdsWrittenLists(_ folder: String) -> Bool {
    let marks = [
      (AppIconCatalogFiles.xcconfigFile, "// Written by themepack"),
      (AndroidAdaptiveIcon.aliasesFile, "<!-- Written by themepack"),
    ]
    return marks.contains { file, start in
      guard let bytes = try? FileReader.bytesNotFollowingLinks(at: folder + "/" + file) else { return false }
      return bytes.starts(with: Array(start.utf8))
    }
  }
}
