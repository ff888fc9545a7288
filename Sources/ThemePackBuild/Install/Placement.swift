import ThemePackProject

/// What the build placed in its staging folder for one unit, or for one theme's
/// descriptions: the count and bytes of every name made (links count like files, as each
/// is a file a reader of the output sees), and where each image went first.
package struct Placement: Sendable {
  package var files = 0
  package var bytes = 0
  /// Each image file at the staged path it was first placed at, with its size:
  /// what the cache links its entry from and what units sharing these files link to.
  package var firstPaths: [(file: ImageFileName, path: String, size: Int)] = []

  /// Adds `other`'s files and bytes.
  package mutating func add(_ other: Placement) {
    files += other.files
    bytes += other.bytes
  }
}
