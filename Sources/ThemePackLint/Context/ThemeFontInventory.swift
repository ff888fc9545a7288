import ThemePackProject

/// The font files of every theme as the lint weighs them: the project's shared `Fonts/` and
/// each theme's own, each file read once (on the calling thread) with FreeType against the
/// characters of every theme's sample text.
package struct ThemeFontInventory: Sendable {
  /// The shared font files (`<assets>/Fonts`), sorted.
  package var sharedPaths: [String] = []
  /// Each theme's own font files (`<theme>/Fonts`), sorted, by theme name.
  package var themePaths: [String: [String]] = [:]
  /// What reading each file found, by path.
  package var files: [String: Result<[FontFace], FontFileError>] = [:]
  /// The symbolic links in the `Fonts/` folders that the reader refuses (outside the project,
  /// a loop): never shipped, reported by `symbolic-link`.
  package var refusedLinks: [ProjectLink] = []

  package init() {}

  /// Lists and reads the font files of `survey`'s project and themes.
  package init(survey: ProjectSurvey) {
    let reader = ProjectReader(root: survey.assetsPath)
    if survey.layout == .project {
      let listing = FontFiles.listing(inFolder: survey.assetsPath, reader: reader)
      (sharedPaths, refusedLinks) = (listing.paths, listing.refused)
    }
    var coverage: [Unicode.Scalar] = []
    var seen: Set<Unicode.Scalar> = []
    for theme in survey.themes {
      if theme.folder.entries.contains(where: { $0.name == FontFiles.folderName && $0.isFolder }) {
        let listing = FontFiles.listing(inFolder: theme.path, reader: reader)
        themePaths[theme.name] = listing.paths
        refusedLinks += listing.refused
      }
      for scalar in FontFiles.coverage(of: Self.sampleText(theme)) where seen.insert(scalar).inserted {
        coverage.append(scalar)
      }
    }
    for path in sharedPaths + themePaths.values.joined() where files[path] == nil {
      files[path] = FontFiles.read(path, reader: reader, coverage: coverage)
    }
  }

  /// The text `theme`'s fonts must draw: its `sampleText`, or the default.
  package static func sampleText(_ theme: ThemeFolder) -> String {
    theme.settings?.sampleText ?? FontFiles.defaultSampleText
  }

  /// Every readable face `theme` registers: its own files' first, then the shared ones'
  /// (`FontFiles.shipped`: a theme's file replaces a shared one of the same name).
  package func faces(theme: String) -> [FontFace] {
    FontFiles.shipped(own: themePaths[theme] ?? [], shared: sharedPaths).flatMap {
      (try? files[$0]?.get()) ?? []
    }
  }

  /// Every readable face of the shared files.
  package var sharedFaces: [FontFace] {
    sharedPaths.flatMap { (try? files[$0]?.get()) ?? [] }
  }

  /// Every readable face of every file, each file once, in path order.
  package var allFaces: [FontFace] {
    files.keys.sorted().flatMap { (try? files[$0]?.get()) ?? [] }
  }
}
