import ThemePackProject

/// A file in the catalog that no `Contents.json` lists: Xcode ignores it.
package enum CatalogUnlistedFileRule: LintRule {
  package static let id = "catalog-unlisted-file"
  package static let severity = Finding.Severity.warning
  package static let summary = "a file in an image set (or a group) that no Contents.json lists"

  /// "'icon@4x.png' is in image set 'icon' but its Contents.json does not list it"
  package static func message(_ file: String, set: String) -> String {
    "'\(file)' is in image set '\(set)' but its Contents.json does not list it"
  }

  /// A file or folder where none belongs: in a group, or a folder inside an image set.
  package static func strayFinding(_ path: String) -> Finding {
    finding(
      file: path,
      message: "'\(path)' is not part of any asset: Xcode ignores it")
  }
}
