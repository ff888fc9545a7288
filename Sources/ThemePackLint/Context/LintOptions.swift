/// How a lint run behaves. (`==` and `hash(into:)` are written out because `packages` is an
/// existential: a new property must be added to both.)
package struct LintOptions: Sendable, Hashable {
  /// Whether warnings fail the run too (`--strict`).
  package var strict: Bool
  /// Whether images are decoded on several threads. The report is the same either way.
  package var parallel: Bool

  /// The packaged themes (`PackagesFolder`, e.g. `Output/packages`), to report themes that
  /// changed since their version was packaged; nil skips that check.
  package var packages: (any PackagedSourceDigests)?

  /// A file keeping the facts of inspected images between runs (`ImageFactsCache`), so an
  /// unchanged image is not decoded again; nil decodes every image. The report is the same
  /// either way. The build keeps one in its cache folder.
  package var imageFactsCachePath: String?

  package init(
    strict: Bool = false, parallel: Bool = true, packages: (any PackagedSourceDigests)? = nil,
    imageFactsCachePath: String? = nil
  ) {
    self.strict = strict
    self.parallel = parallel
    self.packages = packages
    self.imageFactsCachePath = imageFactsCachePath
  }

  package static func == (lhs: LintOptions, rhs: LintOptions) -> Bool {
    lhs.strict == rhs.strict && lhs.parallel == rhs.parallel
      && lhs.packages.map { AnyHashable($0) } == rhs.packages.map { AnyHashable($0) }
      && lhs.imageFactsCachePath == rhs.imageFactsCachePath
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(strict)
    hasher.combine(parallel)
    hasher.combine(packages.map { AnyHashable($0) })
    hasher.combine(imageFactsCachePath)
  }
}
