import ThemePackSupport

/// The top of the diff page (`DiffPageWriter`): the lint errors of each side
/// (`section.lint`, `data-side`) and a grid of the themes that differ by what changed in them
/// (`table.grid`, a row per theme with a link to its section): drawing edits, files
/// re-tinted by a colour change, files added or removed, colours, contrast failures on the
/// new side, the theme's lint errors, fonts and components, the app icon (old → new), version
/// and size.
package enum DiffSummaryGrid {
  package static func lintErrors(_ report: DiffReport) -> HTML {
    let sides = [("old", report.old, report.oldLintErrors), ("new", report.new, report.newLintErrors)]
    let blocks = sides.filter { !$0.2.isEmpty }.map { side, label, errors -> HTML in
      let built: HTML =
        report.unbuilt.contains(label)
        ? "could not be built: nothing of its themes is compared" : "was built despite them"
      let items = errors.map { error -> HTML in
        "<li><code>\(error.file)</code>: [\(error.rule)] \(error.message)</li>\n"
      }
      return """
        <section class="lint" data-side="\(side)" role="alert"><h2>The \(side) project \
        <code>\(label)</code> does not lint: \(errors.count) error\(errors.count == 1 ? "" : "s")</h2>
        <p>It \(built).</p>
        <ul>
        \(items)</ul></section>

        """
    }
    return HTML.joined(blocks)
  }

  package static func grid(_ themes: [ThemeDiff], newLintErrors: [DiffFinding]) -> HTML {
    guard !themes.isEmpty else { return .empty }
    let rows = themes.map { theme -> HTML in
      let edits = theme.edits.count
      let recolored = theme.images.count(where: { $0.recolor != nil })
      let added = theme.images.count(where: { $0.status == .added })
      let removed = theme.images.count(where: { $0.status == .removed })
      let failures = theme.contrastFailures.count
      let lint = newLintErrors.count(where: { $0.theme == theme.name })
      let files = [added > 0 ? "\(added) added" : nil, removed > 0 ? "\(removed) removed" : nil].compactMap {
        $0
      }
      let typography = theme.fonts.count + theme.components.count
      let version =
        theme.oldVersion == theme.newVersion || theme.oldVersion == nil || theme.newVersion == nil
        ? (theme.newVersion ?? theme.oldVersion ?? "") : "\(theme.oldVersion!) → \(theme.newVersion!)"
      return """
        <tr data-theme="\(theme.name)"><th scope="row"><a href="#theme-\(theme.name)">\(theme.name)</a></th>\
        <td>\(DiffPageWriter.badge(theme))</td>\
        <td class="\(edits > 0 ? "edit" : "")" data-column="edits">\(count(edits))</td>\
        <td data-column="recolored">\(count(recolored))</td>\
        <td>\(files.isEmpty ? "–" : files.joined(separator: ", "))</td><td>\(count(theme.colors.count))</td>\
        <td class="\(failures > 0 ? "bad" : "")" data-column="contrast">\(count(failures))</td>\
        <td class="\(lint > 0 ? "bad" : "")">\(count(lint))</td><td>\(count(typography))</td>\
        \(DiffIconWriter.gridCell(theme.appIcon))<td>\(version)</td></tr>

        """
    }
    return """
      <table class="grid"><thead><tr><th scope="col">theme</th><th scope="col">change</th>\
      <th scope="col">drawing edits</th><th scope="col">re-tinted</th><th scope="col">files added, removed</th>\
      <th scope="col">colours</th><th scope="col">contrast failures</th><th scope="col">lint errors</th>\
      <th scope="col">fonts, components</th><th scope="col">app icon</th><th scope="col">version</th></tr></thead>
      <tbody>
      \(rows)</tbody></table>

      """
  }

  private static func count(_ value: Int) -> String {
    value == 0 ? "–" : String(value)
  }
}
