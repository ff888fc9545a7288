import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Checks an assets folder and reports every problem in one run.
///
/// Each PNG is decoded once, on several threads; the report's order does not depend on
/// the threading. The library decides; the CLI prints the report and sets the exit code.
package enum Linter {
  /// Every project check, in no particular order (findings are sorted afterwards).
  package static var checks: [any ProjectCheck.Type] {
    [
      MissingAssetRule.self,
      MissingDarkImageRule.self,
      JunkFileRule.self,
      UnexpectedFileRule.self,
      NameCollisionRule.self,
      InvalidNameRule.self,
      UndecodablePNGRule.self,
      UnreadableVectorRule.self,
      VectorMasterRule.self,
      CrushedPNGRule.self,
      InconsistentSizeRule.self,
      ScaleMismatchRule.self,
      RoundedPointSizeRule.self,
      MasterTooSmallRule.self,
      DuplicateColorRule.self,
      SliceInsetsRule.self,
      ColorProfileRule.self,
      ColorConversionRule.self,
      ColorDriftRule.self,
      DarkContrastRule.self,
      ContrastPairRule.self,
      SymbolicLinkRule.self,
      AndroidNameRule.self,
      ComponentOverrideRule.self,
      ComponentReferenceRule.self,
      UnknownFontRule.self,
      UnreadableFontRule.self,
      RestrictedFontRule.self,
      PreviewOnlyFontRule.self,
      DuplicateFontNameRule.self,
      MissingGlyphRule.self,
      TintColorReferenceRule.self,
      GlassBarColorReferenceRule.self,
      GlassBarContrastRule.self,
      ImageOnlyBarRule.self,
      AppIconSourceRule.self,
      AppIconSizeRule.self,
      AppIconAlphaRule.self,
      AppIconTintedRule.self,
      AppIconDarkRule.self,
      AppIconNameRule.self,
    ]
  }

  /// Rules whose findings come from reading the config and theme files.
  package static var loadingRules: [any LintRule.Type] {
    [
      JSONSyntaxRule.self,
      UnknownKeyRule.self,
      WrongTypeRule.self,
      MissingFieldRule.self,
      InvalidValueRule.self,
      InvalidVersionRule.self,
      InvalidColorRule.self,
      InvalidTokensRule.self,
      MissingThemeFileRule.self,
      NoThemesRule.self,
      UnreadableFileRule.self,
      VersionNotBumpedRule.self,
    ]
  }

  /// Every rule a project lint reports: the loading rules and the checks.
  package static var ruleTypes: [any LintRule.Type] { loadingRules + checks.map { $0 as any LintRule.Type } }

  /// Every rule: id, default severity and summary, sorted by id.
  package static var rules: [(id: String, severity: Finding.Severity, summary: String)] {
    ruleTypes.map { (id: $0.id, severity: $0.severity, summary: $0.summary) }.sorted { $0.id < $1.id }
  }

  /// Loads and lints the assets folder at `assetsPath`.
  package static func lint(assetsPath: String, options: LintOptions = LintOptions()) -> LintReport {
    lint(ThemeProject.load(assetsPath: assetsPath), options: options)
  }

  /// The facts of every requested image, by path: from the facts cache when the file is
  /// unchanged, otherwise decoded (and the cache updated).
  package static func inspect(
    _ requests: [ImageInspector.Request], reader: ProjectReader, options: LintOptions, saving: Bool = true
  ) -> [String: Result<ImageFacts, PNGError>] {
    let cache = options.imageFactsCachePath.map { ImageFactsCache(path: $0) }
    let known = cache?.load() ?? [:]
    var images: [String: Result<ImageFacts, PNGError>] = [:]
    var kept: [String: ImageFactsCache.Entry] = [:]
    var missing: [(request: ImageInspector.Request, identity: [Int]?)] = []
    for request in requests {
      let identity = cache == nil ? nil : FileIdentity.of(request.path)
      if let identity, let entry = known[request.path], entry.identity == identity,
        entry.hasDominantColor || !request.wantsDominantColor
      {
        images[request.path] = .success(entry.facts)
        kept[request.path] = entry
      } else {
        missing.append((request, identity))
      }
    }
    let results = ImageInspector.inspect(missing.map(\.request), reader: reader, parallel: options.parallel)
    for (item, result) in zip(missing, results) {
      images[item.request.path] = result
      if let identity = item.identity, case .success(let facts) = result {
        kept[item.request.path] = ImageFactsCache.Entry(
          identity: identity, hasDominantColor: item.request.wantsDominantColor, facts: facts)
      }
    }
    if saving, let cache, kept != known { cache.save(kept) }
    return images
  }

  /// Lints an already loaded folder (its load findings are part of the report).
  package static func lint(_ loaded: ProjectLoadResult, options: LintOptions = LintOptions()) -> LintReport {
    let survey = loaded.survey
    let config = survey.config
    var requests: [ImageInspector.Request] = []
    let drift = ColorDriftRule.candidatePaths(survey)
    // Refused links are never read; their findings say why.
    var seen = Set(survey.refusedLinks.map(\.path))
    let folders =
      (survey.base.map { [$0] } ?? []) + survey.themes.map(\.folder)
    for folder in folders {
      for path in LintContext.imagePaths(in: folder) where seen.insert(path).inserted {
        requests.append(ImageInspector.Request(path: path, wantsDominantColor: drift.contains(path)))
      }
    }
    // A project that reaches outside itself leaves nothing behind, not even cached facts.
    let images = inspect(
      requests, reader: ProjectReader(root: survey.assetsPath), options: options,
      saving: survey.refusedLinks.isEmpty)
    var context = LintContext(
      survey: survey, config: config, images: images, fonts: ThemeFontInventory(survey: survey))
    context.project = loaded.project
    context.appIcons = AppIconThemes(context)
    var findings = loaded.findings
    for check in checks { findings += check.check(context) }
    if let project = loaded.project, let packages = options.packages {
      findings += VersionNotBumpedRule.check(project, packages: packages, survey: survey)
    }
    return LintReport(
      findings: Array(Set(findings)), options: options, themeCount: survey.themes.count,
      imageCount: requests.count)
  }
}
