/// The JSON Schemas a new project gets in `Schemas/`, the same bytes as the repository's
/// `Assets/Schemas` (embedded by `make embedded-schemas`, so `themepack init` never reads
/// the repository at run time; a test compares them).
package enum ProjectSchemas {
  /// File name → text, in file-name order.
  package static var files: [(name: String, text: String)] {
    [
      ("manifest.schema.json", manifest),
      ("theme.schema.json", theme),
      ("themepack.schema.json", themepack),
    ]
  }
}
