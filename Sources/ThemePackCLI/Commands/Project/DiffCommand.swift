import ThemePackProject
import ThemePackReview
import ThemePackSupport

/// `themepack diff`: what changed between two projects (or the project and a git revision of
/// it), as text, JSON, a Markdown summary and a page with before, after and difference
/// pictures. Exits 0 whether or not anything changed; 1 when a side cannot be built or read,
/// or when the new project does not lint or a side cannot be built for its lint errors (the
/// report is written then, with the errors).
struct DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two projects: images pixel by pixel, colours and contrast, versions, sizes."
  static let old = ArgumentDeclaration(
    "<old>", missingName: "old project folder (or --base-ref <rev>)",
    help: "The old project folder (not with --base-ref).", optional: true)
  static let new = ArgumentDeclaration(
    "<new>", missingName: "new project folder",
    help: "The new project folder (default: --assets, or Assets).", optional: true)
  static let baseRef = OptionDeclaration.option(
    "--base-ref", placeholder: "<rev>",
    help: """
      Take the old project from this git revision (origin/main, a tag, a
      commit) of the new project's folder, extracted with 'git archive';
      the work tree is not touched.
      """)
  static let output = OptionDeclaration.option(
    "--output", placeholder: "<dir>",
    help: """
      The output folder: the report goes to <output>/diff, the two builds
      and their shared cache to <output>/.themepack-diff.
      """, required: true)
  static let json = OptionDeclaration.flag(
    "--json", help: "Print the report as JSON (the same as <output>/diff/diff.json).")
  static let markdown = OptionDeclaration.option(
    "--markdown", placeholder: "<file>",
    help: """
      Also write a short Markdown summary with a table to this file, for a
      pull-request comment or "$GITHUB_STEP_SUMMARY".
      """)
  static let arguments = [old, new]
  static let options = [
    SharedBuildOptions.assets.withHelp("The new project folder when <new> is not given (default: Assets)."),
    baseRef,
    output,
    json,
    markdown,
    SharedBuildOptions.jobs,
  ]
  static let discussion = """
    Builds both projects through a shared cache (runtime folders only) and compares them
    theme by theme: each image file by asset, scale and appearance (added, removed or
    changed, with the number of changed pixels, the largest channel difference and their
    bounding box); each colour by appearance (old → new, the contrast of its pair before and
    after and whether it still meets its need); fonts and components; each theme's version
    (a theme whose output changed under the same version is flagged "changed without a
    version bump") and the size of its runtime folder. Writes <output>/diff/index.html
    (before | after | difference for each change, light and dark side by side; opens from
    disk) and <output>/diff/diff.json. Drawing edits come first, zoomed to the changed
    area; files re-tinted by a colour change are one row per change. The report is
    written even when a side does not lint (its errors and any failing contrast pair
    shown in red). Exit status 0 whether or not anything changed, 1 when the new project
    does not lint (or on an error).
    In CI: themepack diff --base-ref origin/main --output Output --markdown "$GITHUB_STEP_SUMMARY"
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let given = [arguments.optionalArgument(old), arguments.optionalArgument(new)].compactMap { $0 }
    let revisions = arguments.texts(baseRef)
    guard revisions.count <= 1 else {
      throw UsageError("'--base-ref' takes one revision, and was given \(revisions.count)")
    }
    let revision = revisions.first
    let assets = arguments.text(SharedBuildOptions.assets)
    var options = DiffOptions(oldPath: nil, outputPath: arguments.required(output))
    options.jobs = arguments.integer(SharedBuildOptions.jobs) ?? options.jobs
    options.baseRevision = revision
    let newGiven: String?
    if revision != nil {
      guard given.count <= 1 else {
        throw UsageError(
          "unexpected argument '\(given[1])': with '--base-ref' the old project comes from git")
      }
      newGiven = given.first
    } else {
      guard let first = given.first else {
        throw UsageError("missing old project folder (or '--base-ref <rev>')")
      }
      options.oldPath = first
      newGiven = given.count > 1 ? given[1] : nil
    }
    if newGiven != nil, assets != nil {
      throw UsageError("'--assets' and <new> cannot be used together")
    }
    options.newPath = newGiven ?? assets ?? options.newPath
    options.summaryPath = arguments.text(markdown)
    let result: ProjectDiff.Result
    do {
      result = try ProjectDiff.run(options)
    } catch {
      if case .build(_, _, .lintFailed(let report)) = error {
        console.writeError(FindingFormatter.format(report.findings, as: .text))
      }
      throw error
    }
    if !result.warnings.isEmpty { console.writeError(FindingFormatter.format(result.warnings, as: .text)) }
    let page = result.folder + "/index.html"
    if let file = arguments.text(markdown) {
      try AtomicFile.write(Array(DiffReportFormat.markdown(result.report, page: page).utf8), to: file)
    }
    if arguments.flag(json) {
      console.writeOutput(String(decoding: DiffReportFormat.json(result.report), as: UTF8.self))
    } else {
      for line in DiffReportFormat.lines(result.report) { console.print(line) }
      console.print("wrote \(page)")
    }
    guard !result.newSideFails else {
      let report = result.report
      let newFails = !report.newLintErrors.isEmpty || report.unbuilt.contains(report.new)
      throw DiffError.sideDoesNotLint(
        side: newFails ? "new" : "old", project: newFails ? options.newPath : report.old,
        count: newFails ? report.newLintErrors.count : report.oldLintErrors.count,
        built: !report.unbuilt.contains(newFails ? report.new : report.old), report: page)
    }
    return .success
  }
}
