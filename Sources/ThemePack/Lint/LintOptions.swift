/// How a lint run behaves.
public struct LintOptions: Sendable, Hashable {
  /// Whether warnings fail the run too (`--strict`).
  public var strict: Bool
  /// Whether images are decoded on several threads. The report is the same either way.
  public var parallel: Bool

  /// The folder holding packaged themes (`Output/packages`), to report themes that
  /// changed since their version was packaged; nil skips that check.
  public var packagesFolder: String?

  /// A file keeping the facts of inspected images between runs (`ImageFactsCache`), so an
  /// unchanged image is not decoded again; nil decodes every image. The report is the same
  /// either way. The build keeps one in its cache folder.
  public var imageFactsCachePath: String?

  public init(
    strict: Bool = false, parallel: Bool = true, packagesFolder: String? = nil,
    imageFactsCachePath: String? = nil
  ) {
    self.strict = strict
    self.parallel = parallel
    self.packagesFolder = packagesFolder
    self.imageFactsCachePath = imageFactsCachePath
  }
}
