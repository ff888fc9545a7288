import ThemePackCatalog
import ThemePackProject
import ThemePackSupport

/// Imports an existing Xcode asset catalog as a project.
///
/// Namespace groups holding sets of the same names (one group per theme, as ThemePack itself
/// writes) become themes; any other catalog becomes one theme named after it. Image sets
/// become assets (scales from `Contents.json`, whatever the file names; dark entries become
/// dark files; `resizing` becomes the slice in points; template rendering intent becomes
/// `tint: template`), then `ProjectPlanner` decides masters as for theme folders. Colour sets
/// become colours: the theme colour is the set `--color-key` names, else one named like
/// `themeColor`, `tintColor` or `AccentColor`, with its dark value; the others become named
/// colours (their light value). App icon sets, and Icon Composer `.icon` folders beside the
/// catalog, become `appIcon` settings (`AppIconImport`). A catalog with lint errors is refused.
package enum CatalogImporter: InitSource {
  package static let kindName = "asset catalog"

  /// A folder named `*.xcassets`, or holding catalog items (`CatalogContents.isCatalog`).
  package static func reads(_ path: String) -> Bool { CatalogContents.isCatalog(path) }

  /// Colour-set names taken as the theme colour, in order (letter case ignored).
  package static let mainColorNames = ["themecolor", "tintcolor", "accentcolor", "primary", "color"]

  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    let contents = CatalogReader.read(options.from)
    if let error = contents.findings.sorted().first(where: { $0.severity == .error }) {
      throw ImportError(
        file: error.file, reason: error.message + " ('themepack lint --assets' lists every problem)")
    }
    var report = ImportReport(kind: kindName, source: options.from)
    let file = String(options.from.split(separator: "/").last ?? "")
    let stem = file.hasSuffix(".xcassets") ? String(file.dropLast(9)) : file
    // A catalog ThemePack wrote is named after its package ('com.example.themes'): kept as is.
    let catalogName =
      ProjectConfigReader.isValidPackageName(stem) ? stem : SourceName.valid(stem, fallback: "catalog")
    let groups = themeGroups(contents)
    var extras = ImportExtras()
    extras.packageName = catalogName
    extras.ownOutput = true
    extras.isCatalog = true
    var themes: [SourceTheme] = []
    let slots: [String?] = groups.map { $0.map { Optional($0) } } ?? [nil]
    for group in slots {
      let name =
        group.map { SourceName.valid($0, fallback: "theme") } ?? SourceName.valid(stem, fallback: "catalog")
      let inGroup = { (namespace: [String]) in group == nil || namespace.first == group }
      var theme = SourceTheme(name: name, path: options.from + (group.map { "/" + $0 } ?? ""), images: [:])
      for set in contents.imageSets where inGroup(set.namespace) {
        let asset = assetName(set.name, group: group)
        try CatalogImageLoader.load(set, as: asset, into: &theme, extras: &extras, notes: &report.notes)
      }
      let colorSets = contents.colorSets.filter { inGroup($0.namespace) }
      CatalogColorChoice.apply(
        colorSets, theme: name, group: group, key: options.colorKey, extras: &extras, notes: &report.notes)
      themes.append(theme)
    }
    if let groups {
      let outside = contents.imageSets.filter { !groups.contains($0.namespace.first ?? "") }
      report.notes += outside.map { "skipped image set '\($0.name)': outside the theme groups" }
    }
    let icons = AppIconImport.candidates(catalog: options.from, otherSets: contents.otherSets)
    report.notes += contents.otherSets.filter { !icons.contains($0) }.map {
      "skipped '\($0)': not an image or colour set"
    }
    report.notes += renameNote(contents, groups: groups)
    var project = try ProjectPlanner.plan(themes, report: report, options: options, extras: extras)
    try AppIconImport.apply(icons, to: &project)
    return project
  }

  /// The sets whose names the project cannot keep, with the names they get (asset and colour
  /// names use letters, digits, '_' and '-'; a namespace's or group's '/' becomes '_'), in one
  /// note; nil when every name is kept. App code and `generate swift` use the new names.
  private static func renameNote(_ contents: CatalogContents, groups: [String]?) -> [String] {
    let names =
      (contents.imageSets.map { ($0.name, $0.namespace) } + contents.colorSets.map { ($0.name, $0.namespace) })
    var renamed: [String] = []
    for (name, namespace) in names {
      let group = groups == nil ? nil : namespace.first
      let original = group.map { String(name.dropFirst($0.count + 1)) } ?? name
      let kept = assetName(name, group: group)
      if kept != original { renamed.append("'\(original)' → '\(kept)'") }
    }
    guard !renamed.isEmpty else { return [] }
    let listed = renamed.sorted().prefix(12).joined(separator: ", ")
    return [
      "renamed \(Plural.count(renamed.count, "set")) (names use letters, digits, '_' and '-'; a group's '/' "
        + "becomes '_'; app code and 'generate swift' take the new names): " + listed
        + (renamed.count > 12 ? " and \(renamed.count - 12) more" : "")
    ]
  }

  /// The top-level namespace groups when they are themes: every set is in one, and they share
  /// set names (or there is one). Nil otherwise.
  package static func themeGroups(_ contents: CatalogContents) -> [String]? {
    let namespaces = contents.imageSets.map(\.namespace) + contents.colorSets.map(\.namespace)
    guard !namespaces.isEmpty, namespaces.allSatisfy({ !$0.isEmpty }) else { return nil }
    let groups = Set(namespaces.compactMap(\.first)).sorted()
    guard groups.count > 1 else { return groups }
    let names = groups.map { group in
      Set(contents.imageSets.filter { $0.namespace.first == group }.map { assetName($0.name, group: group) })
    }
    let shared = names.dropFirst().reduce(names[0]) { $0.intersection($1) }
    return shared.isEmpty ? nil : groups
  }

  /// The asset name of set `name` (`blue/Icons/back`) in theme `group`: the rest of the name,
  /// its `/` as `_`, made valid.
  package static func assetName(_ name: String, group: String?) -> String {
    let parts = name.split(separator: "/").map(String.init)
    let rest = group == nil ? parts : Array(parts.dropFirst())
    return SourceName.valid(rest.joined(separator: "_"))
  }
}
