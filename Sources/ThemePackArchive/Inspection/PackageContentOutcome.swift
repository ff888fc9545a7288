/// The outcome of reading a package's content: digests by central directory index,
/// problems in file order, and whether every selected entry was read to its end.
package struct PackageContentOutcome: Sendable {
  package var digests: [Int: PackageContentDigest] = [:]
  package var problems: [PackageProblem] = []
  package var completed = false

  package init() {}
}
