/// The SHA-256 of every source file a set of units reads, each file read once.
struct SourceHashes: Sendable {
  /// Lower-case hex digests by path.
  var byPath: [String: String]

  /// Hashes the sources of `inputs` on up to `jobs` threads.
  init(of inputs: [UnitInputs], in project: ThemeProject, jobs: Int) throws(BuildError) {
    let paths = Array(Set(inputs.flatMap { $0.sources(in: project).map(\.path) })).sorted()
    let reader = project.reader
    let hashes = try ParallelWork.map(count: paths.count, jobs: jobs) { index throws(BuildError) -> String in
      do throws(ProjectReadError) {
        return SHA256.hex(of: try reader.bytes(at: paths[index]))
      } catch {
        throw .image(file: paths[index], reason: error.reason)
      }
    }
    byPath = Dictionary(uniqueKeysWithValues: zip(paths, hashes))
  }

  /// The digest of a file hashed here ("unreadable" for any other, which cannot happen for
  /// the units' own sources).
  func hash(_ path: String) -> String { byPath[path] ?? "unreadable" }
}
