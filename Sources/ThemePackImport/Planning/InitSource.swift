/// One kind of source `themepack init` reads: how it is recognised and how a project is
/// planned from it. `ProjectImporter.sources` lists every kind in the order they are asked;
/// the first that reads a path plans the project. A new kind of source is one type conforming
/// to this and one line in that list.
package protocol InitSource: Sendable {
  /// What the report calls this kind of source (`ImportReport.kind`: "asset catalog").
  static var kindName: String { get }

  /// Whether the file or folder at `path` is this kind of source, decided by names and
  /// listings only, so that a broken source of this kind is refused as this kind, with its
  /// problem, rather than read as another.
  static func reads(_ path: String) -> Bool

  /// The project made from the source `options.from`, in memory; throws the first problem,
  /// naming its file.
  static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject
}
