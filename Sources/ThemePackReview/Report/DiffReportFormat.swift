import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// The report as text lines, JSON and a Markdown summary. Same report, same bytes.
package enum DiffReportFormat {
  /// `diff.json` and `themepack diff --json`: the report as data (`DiffReport`'s fields,
  /// keys sorted, two-space indent).
  package static func json(_ report: DiffReport) -> [UInt8] {
    // Encoding plain strings, numbers and booleans cannot fail.
    (try? StandardJSONEncoder.bytes(report)) ?? []
  }

  /// The text `themepack diff` prints: the lint errors of each side, a line per theme that is
  /// not unchanged, then indented lines for its colours, app icon, images (the files re-tinted by one
  /// colour change as one line), fonts and components, then a summary line.
  package static func lines(_ report: DiffReport) -> [String] {
    var lines = ["old: \(report.old)", "new: \(report.new)"]
    for (side, errors) in [("old", report.oldLintErrors), ("new", report.newLintErrors)] where !errors.isEmpty
    {
      lines.append("lint errors of the \(side) project (\(errors.count)):")
      lines += errors.map { "  " + $0.text }
    }
    for label in report.unbuilt { lines.append("'\(label)' could not be built: no theme compared") }
    for theme in report.differing {
      lines.append("theme \(theme.name): \(headline(theme))")
      for color in theme.colors { lines.append("  " + colorLine(color)) }
      if let icon = theme.appIcon { lines.append("  " + icon.text) }
      let whole = Set(theme.assets(wholly: .added) + theme.assets(wholly: .removed))
      for name in theme.assets(wholly: .added) where theme.status != .added {
        lines.append("  asset '\(name)': added (\(count(theme.images, asset: name)) files)")
      }
      for name in theme.assets(wholly: .removed) where theme.status != .removed {
        lines.append("  asset '\(name)': removed (\(count(theme.images, asset: name)) files)")
      }
      for image in theme.images where !whole.contains(image.asset) && image.recolor == nil {
        lines.append("  " + imageLine(image))
      }
      for group in theme.recolorGroups { lines.append("  " + group.title(theme: theme.name)) }
      for font in theme.fonts { lines.append("  font '\(font.name)': \(font.status.rawValue)") }
      for component in theme.components {
        lines.append("  component '\(component.name)': \(component.status.rawValue)")
      }
    }
    lines.append(summary(report))
    return lines
  }

  /// A short Markdown summary for a pull-request comment or `GITHUB_STEP_SUMMARY`: a
  /// heading, then what a reviewer must see first — the new side's lint errors, the drawing
  /// edits and the contrast failures (`DiffMarkdownLead`) — the themes changed without a
  /// version bump, and a table of the themes that differ. `page` names the full report.
  package static func markdown(_ report: DiffReport, page: String) -> String {
    var text = "## ThemePack diff\n\n`\(report.old)` → `\(report.new)`: \(summary(report))\n\n"
    text += DiffMarkdownLead.text(report)
    let unbumped = report.withoutVersionBump
    if !unbumped.isEmpty {
      let names = unbumped.map { "`\($0.name)` (\($0.newVersion ?? ""))" }.joined(separator: ", ")
      text += "> [!WARNING]\n> Changed without a version bump: \(names)\n\n"
    }
    if report.differing.isEmpty {
      text += "No theme changed.\n\n"
    } else {
      text += "| theme | change | version | images | colours | fonts, components | size (bytes) |\n"
      text += "|---|---|---|---|---|---|---|\n"
      for theme in report.differing {
        let change = theme.changedWithoutVersionBump ? "changed, **no version bump**" : theme.status.rawValue
        let version =
          theme.oldVersion == theme.newVersion || theme.oldVersion == nil || theme.newVersion == nil
          ? (theme.newVersion ?? theme.oldVersion ?? "") : "\(theme.oldVersion!) → \(theme.newVersion!)"
        let typography = theme.fonts.count + theme.components.count
        text +=
          "| \(theme.name) | \(change) | \(version) | \(imageCounts(theme.images))"
          + "\(theme.appIcon.map { "; " + $0.text } ?? "") | "
          + "\(colorCounts(theme.colors)) | \(typography == 0 ? "–" : String(typography)) | "
          + "\(theme.oldBytes.map(String.init) ?? "–") → \(theme.newBytes.map(String.init) ?? "–") |\n"
      }
      text += "\n"
    }
    return text + "Before, after and difference of every change: `\(page)`.\n"
  }

  /// `7 themes: 1 added, 5 changed (5 without a version bump), 1 unchanged`.
  package static func summary(_ report: DiffReport) -> String {
    var parts: [String] = []
    for status in DiffStatus.allCases {
      let count = report.themes.filter { $0.status == status }.count
      guard count > 0 else { continue }
      var part = "\(count) \(status.rawValue)"
      if status == .changed, !report.withoutVersionBump.isEmpty {
        part += " (\(report.withoutVersionBump.count) without a version bump)"
      }
      parts.append(part)
    }
    let total = report.themes.count
    return "\(total) theme\(total == 1 ? "" : "s")"
      + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
  }

  private static func headline(_ theme: ThemeDiff) -> String {
    let bytes = "\(theme.oldBytes.map(String.init) ?? "–") → \(theme.newBytes.map(String.init) ?? "–") bytes"
    switch theme.status {
    case .added:
      return "added (version \(theme.newVersion ?? ""), \(theme.fileCount) image files, \(bytes))"
    case .removed:
      return "removed (version \(theme.oldVersion ?? ""), \(theme.fileCount) image files, \(bytes))"
    case .changed, .unchanged:
      let version =
        theme.changedWithoutVersionBump
        ? "changed without a version bump (version \(theme.newVersion ?? ""))"
        : "changed (version \(theme.oldVersion ?? "") → \(theme.newVersion ?? ""))"
      return "\(version); \(bytes)"
    }
  }

  private static func colorLine(_ color: ColorDiff) -> String {
    let appearance = color.appearance.description
    var text = "colour '\(color.color)' \(appearance): "
    switch color.status {
    case .added: text += "added, \(color.new ?? "")"
    case .removed: text += "removed, was \(color.old ?? "")"
    case .changed: text += "\(color.old ?? "") → \(color.new ?? "")"
    case .unchanged: text += "\(color.new ?? "") (same)"
    }
    if let surface = color.surface {
      let on = surface == "background" ? "the background" : "'\(surface)'"
      text += "; contrast on \(on) \(ratio(color.oldContrast)) → \(ratio(color.newContrast))"
      if let minimum = color.newMinimum ?? color.oldMinimum {
        text += " (needs \(ContrastNeed.ratioText(minimum)): \(verdict(color)))"
      }
    }
    return text
  }

  /// Whether the pair meets its need, and how that moved.
  package static func verdict(_ color: ColorDiff) -> String {
    switch (color.oldMeets, color.newMeets) {
    case (true, false): return "no longer meets it"
    case (false, true): return "now meets it"
    case (_, true): return "meets it"
    case (_, false): return "fails it"
    case (_, nil): return "no longer checked"
    }
  }

  private static func imageLine(_ image: ImageDiff) -> String {
    let appearance = image.appearance.description
    var text = "\(image.file) (\(appearance)): \(image.status.rawValue)"
    guard image.status == .changed else { return text }
    if image.oldSize != image.newSize, let old = image.oldSize, let new = image.newSize {
      text += ", size \(old[0])×\(old[1]) → \(new[0])×\(new[1])"
    }
    text += ", \(image.changedPixels) pixels differ, largest difference \(image.largestDifference)"
    if let bounds = image.bounds { text += ", within \(bounds.reportText)" }
    if let drawing = image.drawingBounds {
      text += "; its colour changed too, its drawing within \(drawing.reportText)"
    }
    return text
  }

  package static func ratio(_ value: Double?) -> String {
    guard let value else { return "–" }
    return ContrastNeed.ratioText(value)
  }

  private static func count(_ images: [ImageDiff], asset: String) -> Int {
    images.filter { $0.asset == asset }.count
  }

  private static func imageCounts(_ images: [ImageDiff]) -> String {
    let counts = [
      ("edited", images.count(where: \.isEdit)), ("re-tinted", images.count(where: { $0.recolor != nil })),
      ("added", images.count(where: { $0.status == .added })),
      ("removed", images.count(where: { $0.status == .removed })),
    ]
    let parts = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    return parts.isEmpty ? "–" : parts.joined(separator: ", ")
  }

  private static func colorCounts(_ colors: [ColorDiff]) -> String {
    guard !colors.isEmpty else { return "–" }
    let failing = colors.count(where: { $0.newMeets == false })
    return "\(colors.count)" + (failing == 0 ? "" : " (\(failing) fail their contrast)")
  }
}
