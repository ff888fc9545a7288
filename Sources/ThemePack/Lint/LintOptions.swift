/// How a lint run behaves.
public struct LintOptions: Sendable, Hashable {
  /// Whether warnings fail the run too (`--strict`).
  public var strict: Bool
  /// Whether images are decoded on several threads. The report is the same either way.
  public var parallel: Bool

  public init(strict: Bool = false, parallel: Bool = true) {
    self.strict = strict
    self.parallel = parallel
  }
}
