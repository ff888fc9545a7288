/// Everything a build produced: the report to print, the lint it ran, and per theme what
/// was written.
public struct BuildResult: Sendable {
  public var report: BuildReport
  /// The lint run before building (warnings only, or it would have stopped the build).
  public var lint: LintReport
  public var themes: [BuiltTheme]
  /// The asset catalog folder that was written, relative to the output folder.
  public var catalogFolder: String
}
