import ThemePackProject

/// Two assets the app would ask for by the same name.
package enum CatalogDuplicateNameRule: LintRule {
  package static let id = "catalog-duplicate-name"
  package static let severity = Finding.Severity.error
  package static let summary = "two sets in the catalog have the same asset name"

  /// "asset name 'icon' is also used by 'Assets.xcassets/Other/icon.imageset'"
  package static func message(_ name: String, other: String) -> String {
    "asset name '\(name)' is also used by '\(other)'"
  }
}
