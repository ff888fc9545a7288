import ThemePackProject

/// The project's navigation bar is an image with no glass form. iOS 26 draws bars as
/// Liquid Glass; an app keeps the image-backed bar only with `UIDesignRequiresCompatibility`,
/// which the system ignores once the app is built with the iOS 27 SDK (the current Xcode's).
package enum ImageOnlyBarRule: ProjectCheck {
  package static let id = "image-only-bar"
  package static let severity = Finding.Severity.info
  package static let summary =
    "the navigation bar has only a background image, which apps built with the iOS 27 SDK can no longer keep"

  /// "the navigation bar 'navBar' has only a background image: iOS 26 draws bars as Liquid
  /// Glass, and an app built with the iOS 27 SDK can no longer keep the image with
  /// 'UIDesignRequiresCompatibility'; add 'glass' to 'navigationBar'"
  package static func message(asset: String) -> String {
    "the navigation bar '\(asset)' has only a background image: iOS 26 draws bars as Liquid Glass, "
      + "and an app built with the iOS 27 SDK can no longer keep the image with "
      + "'UIDesignRequiresCompatibility'; add 'glass' to 'navigationBar'"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config, let asset = config.navigationBar, config.navigationBarGlass == nil,
      let file = context.survey.configPath
    else { return [] }
    return [finding(file: file, message: message(asset: asset))]
  }
}
