import ThemePackImaging
import ThemePackProject

/// What every project check sees: the survey, the config, and each decoded image.
package struct LintContext {
  package let survey: ProjectSurvey
  /// The config, when there is one the rules can trust for asset lists.
  package let config: ProjectConfig?
  /// Decoding results by file path.
  package let images: [String: Result<ImageFacts, PNGError>]
  /// The loaded project, when the files load into one (the app icon rules draw from it).
  package var project: ThemeProject? = nil
  /// Every theme's app icon, drawn once for all the app icon rules; nil until the linter
  /// draws them (a rule then draws its own).
  package var appIcons: AppIconThemes? = nil

  /// The font files of the project and its themes, read.
  package var fonts = ThemeFontInventory()

  package init(
    survey: ProjectSurvey, config: ProjectConfig?, images: [String: Result<ImageFacts, PNGError>],
    fonts: ThemeFontInventory = ThemeFontInventory()
  ) {
    self.survey = survey
    self.config = config
    self.images = images
    self.fonts = fonts
  }

  /// The facts of a file that decoded, nil otherwise (the decode rules report why).
  package func facts(_ path: String) -> ImageFacts? {
    guard case .success(let facts)? = images[path] else { return nil }
    return facts
  }

  /// Every image folder: `Base/` first (in a project), then each theme's.
  package var imageFolders: [(folder: ImageFolder, theme: String?)] {
    var folders: [(ImageFolder, String?)] = []
    if let base = survey.base { folders.append((base, nil)) }
    for theme in survey.themes { folders.append((theme.folder, theme.name)) }
    return folders
  }

  /// Every folder the survey listed, with its entries: the assets folder, `Base/`,
  /// `Themes/` (in a project) and each theme's folder (with the theme's name).
  package var surveyedFolders: [(path: String, entries: [FolderEntry], theme: String?)] {
    var folders: [(path: String, entries: [FolderEntry], theme: String?)] = [
      (survey.assetsPath, survey.rootEntries, nil)
    ]
    if let base = survey.base { folders.append((base.path, base.entries, nil)) }
    if survey.layout == .project { folders.append((survey.themesPath, survey.themesEntries, nil)) }
    for theme in survey.themes { folders.append((theme.path, theme.folder.entries, theme.name)) }
    return folders
  }

  /// Every image file path (light and dark) in a folder, sorted.
  package static func imagePaths(in folder: ImageFolder) -> [String] {
    // A vector stands at every scale; it is one file.
    Set(folder.images.values.flatMap(\.values) + folder.darkImages.values.flatMap(\.values)).sorted()
  }

  /// The size in points of the file at `path` drawn at `scale`, when it decoded.
  package func pointSize(_ path: String, scale: Int) -> PointSize? {
    guard let facts = facts(path) else { return nil }
    if let points = facts.vectorPoints, points.count == 2 {
      return PointSize(width: points[0], height: points[1])
    }
    return PointSize(width: Double(facts.width) / Double(scale), height: Double(facts.height) / Double(scale))
  }
}
