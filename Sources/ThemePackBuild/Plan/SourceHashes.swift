import Foundation
import ThemePackProject
import ThemePackSupport

/// The SHA-256 of every source file a set of units reads, each file read once, or taken
/// from the `SourceHashCache` when the file's identity is the one it was hashed with.
package struct SourceHashes: Sendable {
  /// Lower-case hex digests by path.
  package var byPath: [String: String]
  /// What the cache should hold after this build: every file hashed or reused whose
  /// identity is settled.
  package var entries: [String: SourceHashCache.Entry]
  /// The cache's entries when this was computed.
  package var known: [String: SourceHashCache.Entry]

  /// Hashes the sources of `inputs` and the files `alsoHashing` names (the themes' font
  /// files, which the source digests cover) on up to `jobs` threads, reusing `known` digests of
  /// files whose identity has not changed; files changed less than
  /// `FileIdentity.settlingSeconds` before `start` (when hashing begins) are left out of
  /// `entries`.
  package init(
    of inputs: [UnitInputs], in project: ThemeProject, jobs: Int, alsoHashing: [String] = [],
    known: [String: SourceHashCache.Entry] = [:], start: Date = Date()
  ) throws(BuildError) {
    let paths = Array(Set(inputs.flatMap { $0.sources(in: project).map(\.path) } + alsoHashing)).sorted()
    let reader = project.reader
    let results = try ParallelWork.map(count: paths.count, jobs: jobs) {
      index throws(BuildError) -> (hash: String, entry: SourceHashCache.Entry?) in
      // The identity is taken before the bytes are read: a change in between shows next time.
      let identity = FileIdentity.of(paths[index])
      if let identity, let entry = known[paths[index]], entry.identity == identity {
        return (entry.sha256, entry)
      }
      do throws(ProjectReadError) {
        let hash = SHA256.hex(of: try reader.bytes(at: paths[index]))
        let settled = identity.flatMap { FileIdentity.isSettled($0, before: start) ? $0 : nil }
        return (hash, settled.map { SourceHashCache.Entry(identity: $0, sha256: hash) })
      } catch {
        throw .image(file: paths[index], reason: error.reason)
      }
    }
    byPath = Dictionary(uniqueKeysWithValues: zip(paths, results.map(\.hash)))
    self.known = known
    entries = [:]
    for (path, result) in zip(paths, results) { entries[path] = result.entry }
  }

  /// Saves `entries` in `cache` when they differ from what it held; `keepingOthers`
  /// keeps the known entries of files this build did not read (a build of some themes).
  package func save(in cache: SourceHashCache, keepingOthers: Bool) {
    let kept = keepingOthers ? known.merging(entries) { _, new in new } : entries
    if kept != known { cache.save(kept) }
  }

  /// The digest of a file hashed here ("unreadable" for any other, which cannot happen for
  /// the units' own sources).
  package func hash(_ path: String) -> String { byPath[path] ?? "unreadable" }
}
