import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// `themepack diff`: builds two projects through the cache and reports what changed between
/// them, theme by theme: image files pixel by pixel, colours with the contrast of their pairs,
/// fonts, components, versions and sizes.
///
/// Each side is built by `Builder` with the runtime layout only (the folders packages are
/// made from) into `<output>/.themepack-diff/old` and `…/new`; both builds share the cache
/// `<output>/.themepack-diff/cache`, so the new side renders only the units the change
/// touched, and a second diff of the same projects renders nothing (each side's lint keeps
/// its image facts in `…/old-image-facts.json` and `…/new-image-facts.json`, so it decodes
/// nothing either). With `--base-ref`, the old project is extracted to
/// `<output>/.themepack-diff/base` (`GitRevisionExport`).
/// The report (`DiffPageWriter`, `DiffReportFormat`, the pictures as each file is compared) is
/// written into a staging folder and swapped in as `<output>/diff`, so a diff that fails leaves
/// the previous report intact. One diff at a time per output folder (`DiffWorkFolder`: a
/// lock, a work folder that is never a link, a killed run's leftovers removed).
package enum ProjectDiff {
  /// What a diff produced.
  package struct Result: Sendable {
    package var report: DiffReport
    /// `<output>/diff`.
    package var folder: String
    /// The files of the report folder, relative to it.
    package var files: [String]
    /// The findings of each side's lint, old then new (errors too, of a side that does not
    /// lint: its build went on, and the report shows them).
    package var warnings: [Finding]
    /// Whether the new project has lint errors or either side could not be built: the report
    /// is written, and `themepack diff` exits 1.
    package var newSideFails: Bool
  }

  /// The report folder's name inside the output folder.
  package static let folderName = "diff"
  /// The folder of the two builds and their cache inside the output folder.
  package static let workFolderName = ".themepack-diff"

  /// Compares the projects `options` names (see the type's comment).
  package static func run(_ options: DiffOptions) throws(DiffError) -> Result {
    let output = (options.outputPath as NSString).standardizingPath
    let work = output + "/" + workFolderName
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
      throw .outputNotAFolder(options.outputPath)
    }
    try checkReplaceable(output + "/" + folderName)
    try checkProject(options.newPath, side: "new")
    if let summary = options.summaryPath { try checkSummary(summary, output: output, options) }
    if options.baseRevision != nil {
      try checkOutside(output, project: options.newPath)
    } else {
      try checkProject(options.oldPath ?? "", side: "old")
      try checkOutside(output, project: options.oldPath ?? "")
      try checkOutside(output, project: options.newPath)
    }
    let held = try DiffWorkFolder.take(output: output, workName: workFolderName, reportName: folderName)
    defer { held.release() }
    var oldPath = options.oldPath ?? ""
    var oldLabel = oldPath
    if let revision = options.baseRevision {
      oldPath = work + "/base"
      oldLabel = "\(options.newPath)@\(revision)"
      try GitRevisionExport.export(project: options.newPath, revision: revision, into: oldPath)
    }
    let old = try build(oldPath, side: "old", label: oldLabel, into: work + "/old", options)
    let new = try build(options.newPath, side: "new", label: options.newPath, into: work + "/new", options)
    let folder = output + "/" + folderName
    let report = try writeReport(old: old, new: new, jobs: options.jobs, to: folder)
    let pictures =
      report.themes.flatMap(\.images).flatMap { [$0.before, $0.after, $0.difference] }
      + report.themes.compactMap(\.appIcon).flatMap(\.looks).flatMap { [$0.before, $0.after] }
    return Result(
      report: report, folder: folder,
      files: (pictures.compactMap { $0 } + ["diff.json", "index.html"]).sorted(),
      warnings: old.findings + new.findings,
      newSideFails: new.build == nil || old.build == nil || !new.errors.isEmpty)
  }

  /// One side as its build left it: the build (nil when the side is no project its lint
  /// lets a build start from), its lint's findings and its errors as the report shows them.
  private struct BuiltSide {
    var label: String
    var build: BuildResult?
    var findings: [Finding]
    var errors: [DiffFinding]
    /// Each theme's app icon, drawn from the project (the runtime build draws none).
    var icons: [String: AppIconTile] = [:]
  }

  /// Compares the sides and writes the report (pictures, page, `diff.json`) into a staging
  /// folder swapped in at `folder`; on any failure the previous report stays.
  private static func writeReport(
    old: BuiltSide, new: BuiltSide, jobs: Int, to folder: String
  ) throws(DiffError) -> DiffReport {
    let staging: StagingFolder
    do {
      staging = try StagingFolder.create(beside: folder)
    } catch {
      throw .output(error)
    }
    do throws(DiffError) {
      var report = DiffReport(old: old.label, new: new.label, themes: [])
      if let oldBuild = old.build, let newBuild = new.build {
        report = try compare(
          old: DiffSide(label: old.label, build: oldBuild, icons: old.icons),
          new: DiffSide(label: new.label, build: newBuild, icons: new.icons),
          jobs: jobs, into: staging.path)
      }
      report.oldLintErrors = old.errors
      report.newLintErrors = new.errors
      report.unbuilt = [old, new].filter { $0.build == nil }.map(\.label)
      let dark = (new.build ?? old.build)?.darkBackground ?? ThemeRGBA(red: 28, green: 28, blue: 30)
      let page = Array(DiffPageWriter.html(report, darkBackground: dark).utf8)
      for (name, bytes) in [("index.html", page), ("diff.json", DiffReportFormat.json(report))] {
        do {
          try FileWriter.write(bytes, to: staging.path + "/" + name)
        } catch {
          throw .output(error)
        }
      }
      do {
        try staging.commit()
      } catch {
        throw .output(error)
      }
      return report
    } catch {
      staging.discard()
      throw error
    }
  }

  /// The report of `old` against `new`; the pictures its page shows are written into `folder`.
  package static func compare(
    old: DiffSide, new: DiffSide, jobs: Int, into folder: String
  ) throws(DiffError) -> DiffReport {
    let names = Set(old.build.themes.map(\.name)).union(new.build.themes.map(\.name)).sorted()
    let themes = try ParallelWork.map(count: names.count, jobs: jobs) { index throws(DiffError) in
      try compareTheme(names[index], old: old, new: new, into: folder)
    }
    return DiffReport(old: old.label, new: new.label, themes: themes)
  }

  private static func compareTheme(
    _ name: String, old: DiffSide, new: DiffSide, into folder: String
  ) throws(DiffError) -> ThemeDiff {
    let before = old.theme(name)
    let after = new.theme(name)
    var images = try ImageComparer.compare(theme: name, old: old, new: new, into: folder)
    var colors: [ColorDiff] = []
    var fonts: [NamedDiff] = []
    var components: [NamedDiff] = []
    let icon = try IconComparer.compare(theme: name, old: old.icons[name], new: new.icons[name], into: folder)
    if let before, let after {
      colors = ColorComparer.colors(
        old: before, oldBackgrounds: old.backgrounds, new: after, newBackgrounds: new.backgrounds)
      fonts = ColorComparer.named(old: before.fonts, new: after.fonts)
      // Compared by their roles: `positions` only say where the file declared them.
      components = ColorComparer.named(
        old: before.components.mapValues(\.roles), new: after.components.mapValues(\.roles))
    }
    images.images = images.images.map { image in
      var named = image
      named.recolor?.color = colorName(of: image.recolor, among: colors)
      return named
    }
    let outputChanged =
      !images.images.isEmpty || !colors.isEmpty || !fonts.isEmpty || !components.isEmpty || icon != nil
    let status: DiffStatus =
      before == nil
      ? .added
      : after == nil ? .removed : outputChanged || before!.version != after!.version ? .changed : .unchanged
    var theme = ThemeDiff(
      name: name, status: status, oldVersion: before?.version, newVersion: after?.version,
      changedWithoutVersionBump: before != nil && after != nil && outputChanged
        && before!.version == after!.version,
      images: images.images, colors: colors, fonts: fonts, components: components,
      oldBytes: before.map { _ in folderBytes(of: name, on: old) },
      newBytes: after.map { _ in folderBytes(of: name, on: new) }, fileCount: images.fileCount)
    theme.appIcon = icon
    return theme
  }

  /// The name of the colour (the theme colour first) whose light, or else dark, values are
  /// those of `recolor`, among the theme's colour changes.
  private static func colorName(of recolor: Recolor?, among colors: [ColorDiff]) -> String? {
    guard let recolor else { return nil }
    let light = recolor.oldLight != recolor.newLight
    return colors.first { color in
      color.appearance == (light ? .light : .dark)
        && color.old == (light ? recolor.oldLight : recolor.oldDark)
        && color.new == (light ? recolor.newLight : recolor.newDark)
    }?.color
  }

  /// The lint rules whose errors a side is built despite: what a change of colours breaks.
  /// An error of any other rule (a link leading out of the project, an unreadable file) stops
  /// that side's build, as it stops `build`: the report then shows its errors alone.
  static let lintErrorsBuiltPast: Set<String> = ["contrast-pair", "dark-contrast", "duplicate-color"]

  /// Builds one side into `folder` with the runtime layout only, through the shared cache,
  /// even when its lint finds errors of `lintErrorsBuiltPast` (they go into the report). A
  /// side whose build cannot start for its lint errors gives its errors and no build; any other
  /// failure of a side that lints stops the diff.
  private static func build(
    _ project: String, side: String, label: String, into folder: String, _ options: DiffOptions
  ) throws(DiffError) -> BuiltSide {
    var build = BuildOptions(
      assetsPath: project, outputPath: folder, jobs: options.jobs,
      cachePath: (folder as NSString).deletingLastPathComponent + "/cache")
    build.outputFormats = [.runtime]
    // Each side's lint keeps its own image facts (a lint keeps only the images it saw).
    build.imageFactsPath = (folder as NSString).deletingLastPathComponent + "/\(side)-image-facts.json"
    build.lintErrorsAllowed = lintErrorsBuiltPast
    let first: BuildError
    do {
      let result = try Builder.build(build)
      let findings = result.lint.findings
      return BuiltSide(
        label: label, build: result, findings: findings,
        errors: DiffFinding.errors(of: findings, project: project),
        icons: IconComparer.icons(ofProject: project))
    } catch {
      first = error
    }
    if case .lintFailed(let lint) = first {
      return BuiltSide(
        label: label, findings: lint.findings, errors: DiffFinding.errors(of: lint.findings, project: project)
      )
    }
    // A build that fails past its lint: when the lint has errors, they are the likely cause
    // (a missing master), and the report shows them; the lint runs again to know.
    build.lintErrorsAllowed = []
    do {
      _ = try Builder.plan(build)
    } catch {
      if case .lintFailed(let lint) = error {
        return BuiltSide(
          label: label, findings: lint.findings,
          errors: DiffFinding.errors(of: lint.findings, project: project))
      }
    }
    throw .build(side: side, project: label, first)
  }

  /// The bytes of every file in theme `name`'s runtime folder on `side`.
  private static func folderBytes(of name: String, on side: DiffSide) -> Int {
    let folder = RuntimeThemeLayout().themeFolder(of: name)
    return InstalledFileScan.scan([folder], in: side.build.target.output)?.reduce(0) { $0 + $1.stamp.size }
      ?? 0
  }

  private static func checkProject(_ path: String, side: String) throws(DiffError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .missingProject(side: side, path: path)
    }
    guard isFolder.boolValue else { throw .notAFolder(side: side, path: path) }
  }

  /// Refuses an output folder inside `project`, and a project inside (or being) one of the
  /// two folders a diff replaces, `<output>/diff` and `<output>/.themepack-diff` (the paths
  /// resolved through symbolic links).
  private static func checkOutside(_ output: String, project: String) throws(DiffError) {
    let resolvedProject = URL(fileURLWithPath: project).standardizedFileURL.resolvingSymlinksInPath().path
    let resolvedOutput = resolvedThroughExisting(output)
    if isSame(resolvedOutput, orInside: resolvedProject) {
      throw .outputInsideProject(output: output, project: project)
    }
    for name in [folderName, workFolderName]
    where isSame(resolvedProject, orInside: resolvedOutput + "/" + name) {
      throw .projectInsideReplacedFolder(project: project, folder: output + "/" + name)
    }
  }

  /// Refuses a Markdown summary inside either project or inside the folders the diff
  /// replaces (the paths resolved through symbolic links): a summary would overwrite a file
  /// of a project, or be deleted with the report.
  private static func checkSummary(_ file: String, output: String, _ options: DiffOptions) throws(DiffError) {
    let resolved = resolvedThroughExisting(file)
    let projects =
      [options.newPath, options.oldPath].compactMap { $0 }
      + [output + "/" + folderName, output + "/" + workFolderName]
    for project in projects where isSame(resolved, orInside: resolvedThroughExisting(project)) {
      throw .summaryInsideProject(file: file, project: project)
    }
  }

  /// Refuses to replace an existing `<output>/diff` that is not a report (it has no
  /// `diff.json`): it is somebody's folder, and a diff would delete it.
  private static func checkReplaceable(_ folder: String) throws(DiffError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue, FileManager.default.fileExists(atPath: folder + "/diff.json") else {
      throw .notAReport(folder)
    }
  }

  private static func isSame(_ path: String, orInside folder: String) -> Bool {
    path == folder || path.hasPrefix(folder + "/")
  }

  /// `path` standardised, its deepest existing ancestor resolved through symbolic links (the
  /// output folder may not exist yet).
  private static func resolvedThroughExisting(_ path: String) -> String {
    var existing = URL(fileURLWithPath: path).standardizedFileURL.path
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing), existing != "/" {
      rest.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    return ([URL(fileURLWithPath: existing).resolvingSymlinksInPath().path] + rest).joined(separator: "/")
  }
}
