/// A file in the catalog that no `Contents.json` lists: Xcode ignores it.
enum CatalogUnlistedFileRule: LintRule {
  static let id = "catalog-unlisted-file"
  static let severity = Finding.Severity.warning
  static let summary = "a file in an image set (or a group) that no Contents.json lists"

  /// "'icon@4x.png' is in image set 'icon' but its Contents.json does not list it"
  static func message(_ file: String, set: String) -> String {
    "'\(file)' is in image set '\(set)' but its Contents.json does not list it"
  }

  /// A file or folder where none belongs: in a group, or a folder inside an image set.
  static func strayFinding(_ path: String) -> Finding {
    finding(
      file: path,
      message: "'\(path)' is not part of any asset: Xcode ignores it")
  }
}
