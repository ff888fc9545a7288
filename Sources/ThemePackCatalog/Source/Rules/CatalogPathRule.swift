import ThemePackProject

/// A `filename` that is not a plain name in its set's folder (`../x.png`, `a/b.png`): it is
/// never followed.
package enum CatalogPathRule: LintRule {
  package static let id = "catalog-path"
  package static let severity = Finding.Severity.error
  package static let summary = "a Contents.json file name points outside its set's folder (never followed)"

  /// "file name '../secret.png' in an image entry of image set 'icon' is not a plain name
  /// in the set's folder: not followed"
  package static func message(_ name: String, set owner: String) -> String {
    "file name '\(name)' in \(owner) is not a plain name in the set's folder: not followed"
  }
}
