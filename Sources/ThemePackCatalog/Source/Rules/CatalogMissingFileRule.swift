import ThemePackProject

/// A file a `Contents.json` lists that is not there (or a set without a `Contents.json`).
package enum CatalogMissingFileRule: LintRule {
  package static let id = "catalog-missing-file"
  package static let severity = Finding.Severity.error
  package static let summary = "a file a Contents.json lists is missing (or a set has no Contents.json)"

  /// "image set 'icon' lists 'icon@2x.png', which is not in its folder"
  package static func message(_ file: String, set: String) -> String {
    "image set '\(set)' lists '\(file)', which is not in its folder"
  }

  package static func noContentsFinding(_ path: String) -> Finding {
    finding(file: path, message: "the set has no Contents.json: Xcode skips it")
  }
}
