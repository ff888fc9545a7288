/// `JSONValue`, the value every reader here returns and every writer takes, is
/// ThemePackArchive's (whose `ManifestContentText` writes the client's content identity with
/// the same `JSONWriter`): re-exported, so each file of Support and of every target that
/// imports Support names it as its own, and nothing else of the archive module comes with it.
@_exported import enum ThemePackArchive.JSONValue
