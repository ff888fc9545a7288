import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Keeps a catalog's app icons in the project `init` makes: each `.appiconset` in the catalog
/// and each Icon Composer `.icon` folder beside it becomes `appIcon` settings, its files
/// copied into `Icons/<name>/`.
///
/// Which theme an icon belongs to follows from its name alone, letter case, `-`, `_` and
/// spaces ignored (docs/migrating.md): `AppIcon-<theme>`, `AppIcon<Theme>`, `<theme>`,
/// `<theme>-AppIcon` or `<theme>Icon` is that theme's; `AppIcon` (Xcode's primary icon) is the
/// project's, which every theme without its own takes (the first theme's own icon stands in
/// when there is no primary one); in a catalog of one theme its only icon is the project's.
/// An icon whose name names no theme, a second icon of one theme, and an icon that cannot be
/// read are skipped with a note saying why; a `.icon` folder beside an `.appiconset` of the
/// same name is skipped for it (the set's images are exact).
package enum AppIconImport {
  /// The `.appiconset`s among `otherSets`, then the `.icon` folders beside `catalog`, each sorted.
  package static func candidates(catalog: String, otherSets: [String]) -> [String] {
    let parent = catalog.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
      separator: "/")
    let beside =
      (try? ProjectReader(root: parent.isEmpty ? "." : parent).entries(of: parent.isEmpty ? "." : parent))
    let folders = (beside?.entries ?? []).filter { $0.isFolder && $0.name.hasSuffix(".icon") }.map {
      (parent.isEmpty ? "." : parent) + "/" + $0.name
    }
    // Sets first: where a set and a folder name one theme, the set's exact images are kept.
    return otherSets.filter { $0.hasSuffix(".appiconset") }.sorted() + folders.sorted()
  }

  /// The theme of icon `name` among `themes`: `.some(nil)` for the project's, nil for none.
  package static func owner(of name: String, themes: [String]) -> String?? {
    let key = normalized(name)
    if key == "appicon" || key == "icon" { return .some(nil) }
    for theme in themes {
      let own = normalized(theme)
      if [own, "appicon" + own, own + "appicon", own + "icon"].contains(key) { return .some(theme) }
    }
    return nil
  }

  /// Adds the icons at `paths` to `project` (a project `ProjectPlanner` made), with notes.
  package static func apply(_ paths: [String], to project: inout ImportedProject) throws(ImportError) {
    let themes = project.files.keys.compactMap(themeName).sorted()
    var icons: [ImportedAppIcon] = []
    for path in paths {
      do throws(ImportError) {
        icons.append(
          path.hasSuffix(".icon") ? try IconComposerReader.read(path) : try AppIconSetReader.read(path))
      } catch {
        project.report.notes.append("skipped app icon '\(path)': '\(error.file)' \(error.reason)")
      }
    }
    var chosen: [String?: ImportedAppIcon] = [:]
    for icon in icons {
      guard var theme = owner(of: icon.name, themes: themes) else {
        project.report.notes.append(
          "skipped app icon '\(icon.path)': its name names no theme (name it 'AppIcon-<theme>', or 'AppIcon' for "
            + "the project's)")
        continue
      }
      if themes.count == 1, icons.count == 1 { theme = nil }
      if let kept = chosen[theme] {
        project.report.notes.append(
          "skipped app icon '\(icon.path)': '\(kept.path)' is kept for the same theme")
        continue
      }
      chosen[theme] = icon
      project.report.notes += icon.losses.map { "app icon '\(icon.path)': \($0)" }
    }
    let primary = chosen[nil] ?? themes.lazy.compactMap { chosen[$0] }.first
    guard let primary else { return }
    let primarySpec = spec(primary, in: &project, theme: nil)
    try update("themepack.json", in: &project) { $0["appIcon"] = .object(primarySpec) }
    project.report.notes.append(
      "kept app icon '\(primary.path)' as the project's icon (every theme without its own takes it)")
    for theme in themes {
      guard let icon = chosen[theme] else { continue }
      var own = icon.path == primary.path ? [:] : spec(icon, in: &project, theme: theme)
      // What the theme's own icon lacks would come from the project's: a missing dark look is
      // its any image (what iOS shows then), a missing tint none.
      if own["dark"] == nil, primarySpec["dark"] != nil { own["dark"] = own["master"] }
      if !own.isEmpty, own["tint"] == nil, primarySpec["tint"] != nil { own["tint"] = .string("none") }
      if !own.isEmpty, own["tinted"] == nil, primarySpec["tinted"] != nil {
        own["tinted"] = silhouette(of: icon, theme: theme, in: &project)
      }
      if icon.name != AppIconSpec.defaultName(of: theme), ImageFileName.isValidName(icon.name) {
        own["name"] = .string(icon.name)
      }
      guard !own.isEmpty else { continue }
      try update("Themes/\(theme)/theme.json", in: &project) { $0["appIcon"] = .object(own) }
      project.report.notes.append("kept app icon '\(icon.path)' for theme '\(theme)'")
    }
  }

  /// The `appIcon` members of `icon`, its files added to `project` under `Icons/<name>/`.
  private static func spec(_ icon: ImportedAppIcon, in project: inout ImportedProject, theme: String?)
    -> [String: JSONValue]
  {
    let folder = "Icons/" + SourceName.valid(icon.name, fallback: "AppIcon") + "/"
    var spec: [String: JSONValue] = [:]
    var layers: [String: JSONValue] = [:]
    for file in icon.files {
      let path = folder + file.role + "." + file.fileExtension
      project.files[path] = file.bytes
      if ["background", "foreground", "glyph"].contains(file.role) {
        layers[file.role] = .string(path)
      } else {
        spec[file.role] = .string(path)
      }
    }
    if !layers.isEmpty { spec["layers"] = .object(layers) }
    if icon.isTemplate { spec["tint"] = .string("template") }
    if let background = icon.background { spec["background"] = .string(background) }
    return spec
  }

  /// The tinted look a theme's own icon would get without the project's: the grayscale
  /// silhouette of its dark look (or any look) written as a PNG beside its files; nil, with a
  /// note, when that look is a vector (the theme then takes the project's tinted look).
  private static func silhouette(of icon: ImportedAppIcon, theme: String, in project: inout ImportedProject)
    -> JSONValue?
  {
    let source = icon.files.first { $0.role == "dark" } ?? icon.files.first { $0.role == "master" }
    guard let source, source.fileExtension == "png",
      let image = try? PNGDecoder.decode(source.bytes, file: icon.path).image,
      let bytes = try? PNGEncoder.encode(AppIconLooks.silhouette(of: image))
    else {
      project.report.notes.append(
        "theme '\(theme)' takes the project's tinted app icon: its own icon '\(icon.path)' has none")
      return nil
    }
    let path = "Icons/" + SourceName.valid(icon.name, fallback: "AppIcon") + "/tinted.png"
    project.files[path] = bytes
    return .string(path)
  }

  /// Rewrites the JSON object at `path` in `project` with `change`.
  private static func update(
    _ path: String, in project: inout ImportedProject, _ change: (inout [String: JSONValue]) -> Void
  ) throws(ImportError) {
    guard let bytes = project.files[path], var object = try? JSONDocument.parseValue(bytes).objectValue else {
      throw ImportError(file: path, reason: "is not the JSON object init wrote")
    }
    change(&object)
    project.files[path] = JSONWriter().bytes(.object(object))
  }

  private static func themeName(_ path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count == 3, parts[0] == "Themes", parts[2] == "theme.json" else { return nil }
    return String(parts[1])
  }

  private static func normalized(_ name: String) -> String {
    String(
      name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        .map(Character.init))
  }
}
