import ThemePackSupport

/// What `themepack merge` did.
package struct MergeReport: Sendable, Equatable {
  /// The shard folders, in shard order.
  package var shards: [String]
  /// Every theme of the project, in project order.
  package var themes: [String]
  /// Files copied into the output folder.
  package var files: Int
  /// Themes whose installed-theme record was carried over, so the next build or package
  /// leaves them in place; the others are rebuilt by it (their shard had no cache).
  package var recordedThemes: Int

  /// One line per fact, for the terminal.
  package var lines: [String] {
    [
      "merged \(Plural.count(shards.count, "shard")): \(Plural.count(themes.count, "theme")), "
        + Plural.count(files, "file"),
      "cache: \(recordedThemes) of \(Plural.count(themes.count, "theme")) recorded as installed",
    ]
  }
}
