import ThemePackSupport

/// One `.imageset` of an asset catalog, as read.
public struct CatalogImageSet: Sendable {
  /// The name the app uses: namespace groups first (`blue/aboutBtnBG`).
  public var name: String
  /// The set's folder name without `.imageset`.
  public var baseName: String
  /// The namespace groups it is in, outermost first.
  public var namespace: [String]
  /// The `.imageset` folder.
  public var path: String
  public var entries: [CatalogImageEntry]
  /// `properties.template-rendering-intent`: `template`, `original`, or nil.
  public var renderingIntent: String?
  /// The names of the files in the folder (not `Contents.json`, not junk).
  public var files: [String]
  /// The JSON positions of `Contents.json`, for findings.
  package var document: JSONDocument?

  /// The `Contents.json` of the set.
  public var contentsPath: String { path + "/Contents.json" }
}
