/// Where a SwiftTheme import looked up image names besides the files next to each theme
/// file, so a name found nowhere is refused with the advice that fits.
package enum SwiftThemeCatalogLookup: Sendable, Equatable {
  /// No asset catalog: none given, none beside the theme files.
  case none
  /// Several catalogs beside the theme files, none used.
  case several
  /// The catalog beside the theme files, left out for its lint errors.
  case leftOut(String)
  /// A catalog (given or found) whose image sets were searched.
  case used

  /// The end of the message for an image name found nowhere.
  package var unresolved: String {
    let flag = "pass --assets-catalog <App.xcassets>, the app's catalog that holds it"
    switch self {
    case .none:
      return "is no file beside the theme file (name.png, name@2x.png, name@3x.png): " + flag
    case .several:
      return "is no file beside the theme file, and of the several asset catalogs beside the theme "
        + "files none is used: pass --assets-catalog with the one that holds it"
    case .leftOut(let path):
      return "is no file beside the theme file, and the asset catalog '\(path)' was left out for its lint "
        + "errors: fix it ('themepack lint --assets \(path)') or " + flag
    case .used:
      return "is in no image set of the asset catalog and no file beside the theme file: " + flag
    }
  }
}
