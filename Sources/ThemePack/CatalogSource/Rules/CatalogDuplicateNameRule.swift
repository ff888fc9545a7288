/// Two assets the app would ask for by the same name.
enum CatalogDuplicateNameRule: LintRule {
  static let id = "catalog-duplicate-name"
  static let severity = Finding.Severity.error
  static let summary = "two sets in the catalog have the same asset name"

  /// "asset name 'icon' is also used by 'Assets.xcassets/Other/icon.imageset'"
  static func message(_ name: String, other: String) -> String {
    "asset name '\(name)' is also used by '\(other)'"
  }
}
