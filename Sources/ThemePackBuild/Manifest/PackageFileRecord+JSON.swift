import ThemePackArchive
import ThemePackSupport

extension PackageFileRecord {
  /// `{"path": …, "sha256": …, "size": …}` as the manifest stores it.
  package var json: JSONValue {
    .object(["path": .string(path), "size": .integer(size), "sha256": .string(sha256)])
  }
}
