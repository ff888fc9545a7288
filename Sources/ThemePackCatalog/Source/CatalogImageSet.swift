import ThemePackSupport

/// One `.imageset` of an asset catalog, as read.
package struct CatalogImageSet: Sendable {
  /// The name the app uses: namespace groups first (`blue/aboutBtnBG`).
  package var name: String
  /// The set's folder name without `.imageset`.
  package var baseName: String
  /// The namespace groups it is in, outermost first.
  package var namespace: [String]
  /// The `.imageset` folder.
  package var path: String
  package var entries: [CatalogImageEntry]
  /// `properties.template-rendering-intent`: `template`, `original`, or nil.
  package var renderingIntent: String?
  /// The names of the files in the folder (not `Contents.json`, not junk).
  package var files: [String]
  /// The JSON positions of `Contents.json`, for findings.
  package var document: JSONDocument?

  /// The `Contents.json` of the set.
  package var contentsPath: String { path + "/Contents.json" }
}
