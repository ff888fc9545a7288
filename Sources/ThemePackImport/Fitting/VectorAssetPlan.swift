import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// How `init` keeps a vector asset (a catalog's single-scale PDF or SVG): never fitted from
/// its pixels, which would make it a recoloured PNG. The same document in every theme is a
/// master kept as it is (tinted as a template when the catalog says so, else drawn as it
/// is); documents that differ stay each theme's own. Dark documents follow the same way.
package enum VectorAssetPlan {
  package static func add(
    _ name: String, _ themes: [SourceTheme], extras: ImportExtras, to project: inout ImportedProject,
    entries: inout [String: JSONValue]
  ) {
    let light = themes.map { $0.highest(name) }
    var dark = themes.map { $0.highestDark(name) }
    guard let first = light.first ?? nil else { return }
    let template = extras.templateAssets.contains(name)
    if dark.contains(where: { $0 != nil }), let mismatch = DarkSizeCheck.mismatch(of: name, in: themes) {
      project.report.notes.append(mismatch)
      dark = dark.map { _ in nil }
    }
    if template, dark.allSatisfy({ $0 != nil }), zip(light, dark).allSatisfy({ sameShape($0, $1) }) {
      project.report.notes.append(
        "'\(name)': a template's dark image of the light image's shape: its dark variant is the master "
          + "tinted with the dark theme colour ('retint'), as iOS tints a template in both appearances")
      dark = dark.map { _ in nil }
    } else if template, dark.contains(where: { $0 != nil }) {
      project.report.notes.append(
        "'\(name)': a template's dark image of another shape is kept and drawn as it is (a hand-made "
          + "dark file is not tinted), where iOS would tint it")
    }
    let darkEverywhere = dark.allSatisfy { $0 != nil }
    var entry: [String: JSONValue]
    let reason: String
    let firstDark = dark.first ?? nil
    if same(light), same(dark), first.vector != nil, firstDark == nil || firstDark?.vector != nil {
      project.files["Base/" + first.fileName(asset: name)] = first.bytes
      if let firstDark {
        project.files["Base/" + firstDark.fileName(asset: name, appearance: .dark)] = firstDark.bytes
      }
      guard
        case .object(let master) = ImportedProject.masterEntry(
          tint: template ? .template : .none, navigationBar: false)
      else { return }
      entry = master
      reason =
        "a vector, the same in every theme: kept as the master, "
        + (template ? "tinted as a template as the catalog says" : "drawn as it is")
    } else {
      for (theme, own) in zip(themes, light) {
        copy(own, of: name, appearance: .light, into: theme, &project)
      }
      if darkEverywhere {
        for (theme, own) in zip(themes, dark) {
          copy(own, of: name, appearance: .dark, into: theme, &project)
        }
      }
      guard case .object(let perTheme) = ImportedProject.perThemeEntry else { return }
      entry = perTheme
      reason = "vectors that differ between themes: each theme keeps its own, drawn as it is"
    }
    if darkEverywhere {
      entry["dark"] = .string("explicitFile")
    } else {
      if dark.contains(where: { $0 != nil }) {
        project.report.notes.append(
          "'\(name)' has dark images in \(zip(themes, dark).filter { $0.1 != nil }.map(\.0.name).joined(separator: ", ")) "
            + "only: not imported")
      }
      if !template { entry["dark"] = .string("same") }
    }
    entries[name] = .object(entry)
    project.report.assets.append(
      ImportReport.Asset(
        name: name, tint: entry["source"] == .string("master") ? (template ? .template : TintMode.none) : nil,
        reason: reason, pixelWidth: first.image.width, pixelHeight: first.image.height, scale: first.scale,
        drift: []))
  }

  /// Whether `light` and `dark` cover the same pixels alike (only alpha counts in a template).
  private static func sameShape(_ light: ImportedImage?, _ dark: ImportedImage?) -> Bool {
    guard let light, let dark, light.image.width == dark.image.width,
      light.image.height == dark.image.height
    else { return false }
    return stride(from: 3, to: light.image.pixels.count, by: 4).allSatisfy {
      light.image.pixels[$0] == dark.image.pixels[$0]
    }
  }

  /// Whether every theme has the same file (the same bytes and kind), or none has one.
  private static func same(_ files: [ImportedImage?]) -> Bool {
    files.allSatisfy { $0?.bytes == files.first??.bytes && $0?.vector == files.first??.vector }
  }

  /// Copies `file` (a theme's own light or dark drawing: a source theme has no other) into
  /// the theme's folder, with the theme's other scales of it when it is a PNG.
  private static func copy(
    _ file: ImportedImage?, of name: String, appearance: ThemeAppearance, into theme: SourceTheme,
    _ project: inout ImportedProject
  ) {
    guard let file else { return }
    let files =
      file.vector != nil
      ? [file] : Array(((appearance.isDark ? theme.darkImages : theme.images)[name] ?? [:]).values)
    for each in files {
      project.files["Themes/\(theme.name)/" + each.fileName(asset: name, appearance: appearance)] = each.bytes
    }
  }
}
