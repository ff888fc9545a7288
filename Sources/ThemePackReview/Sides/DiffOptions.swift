import ThemePackSupport

/// What `themepack diff` compares and where it writes.
package struct DiffOptions: Sendable {
  /// The old project folder; nil when `baseRevision` gives the old project.
  package var oldPath: String?
  /// The new project folder (`--assets`, `Assets` by default).
  package var newPath: String
  /// A git revision (`--base-ref origin/main`): the old project is the new project's folder as
  /// it is at that revision, extracted with `git archive`. Excludes `oldPath`.
  package var baseRevision: String?
  /// The output folder. The report goes to `<output>/diff` (swapped in whole); the two builds
  /// and the cache they share live in `<output>/.themepack-diff`, so a second diff is fast.
  package var outputPath: String
  /// Worker threads of each build; the report is the same for any value.
  package var jobs: Int
  /// Where the caller will write the Markdown summary (`--markdown`), checked before anything
  /// is built: never inside a project or a folder the diff replaces. Nil for none.
  package var summaryPath: String?

  package init(
    oldPath: String?, newPath: String = "Assets", baseRevision: String? = nil, outputPath: String = "Output",
    jobs: Int = ParallelWork.coreCount
  ) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.baseRevision = baseRevision
    self.outputPath = outputPath
    self.jobs = jobs
  }
}
