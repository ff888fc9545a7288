import Foundation
import ThemePackPackaging
import ThemePackSupport

/// `themepack package`: the main job. Lint, build, and a versioned, reproducible, signed
/// zip per theme plus `index.json`.
struct PackageCommand: Command {
  static let name = "package"
  static let summary = "Lint, build and package every theme as a versioned, reproducible zip."
  static let signKey = OptionDeclaration.option(
    "--sign-key", placeholder: "<file>",
    help: "Sign each manifest with this Ed25519 key (themepack keygen).")
  static let published = OptionDeclaration.option(
    "--published", placeholder: "<index.json>",
    help: """
      The index.json the app server publishes now; its versions are
      immutable too.
      """)
  static let indexDate = OptionDeclaration.option(
    "--index-date", placeholder: "<date>",
    help: """
      Date index.json as published at this UTC time (2026-12-01T10:00:00Z);
      default: SOURCE_DATE_EPOCH when set, else no date.
      """)
  static let options = [
    SharedBuildOptions.assets,
    SharedBuildOptions.output,
    SharedBuildOptions.theme.withHelp(
      """
      Package only this theme (repeatable); the folder's other packages
      are kept.
      """),
    signKey,
    published,
    indexDate,
    SharedBuildOptions.jobs,
    SharedBuildOptions.cache.withHelp("As for 'themepack build'."),
    SharedBuildOptions.noCache.withHelp("As for 'themepack build'."),
  ]
  static let discussion = """
    Writes Output/packages/<package>-<theme>-<version>.zip (the theme folder with
    manifest.json listing every file's size and SHA-256, and manifest.json.sig when signing)
    and Output/packages/index.json (and index.json.sig when signing). Same inputs give the same bytes whatever the time
    zone, umask or file times. A version already packaged with different content is an
    error: bump "version" in the theme's theme.json. The same content again is a no-op.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let options = SharedBuildOptions.buildOptions(arguments)
    let signingKey = arguments.text(signKey)
    let published = arguments.text(Self.published)
    let date =
      try arguments.text(indexDate)
      ?? ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].map {
        value throws(PackageError) in try ProjectPackager.indexDate(sourceDateEpoch: value)
      }
    let result = try LintedRun.run(console: console, findings: { $0.build.lint.findings }) {
      try ProjectPackager.package(
        options, signingKeyPath: signingKey, publishedIndexPath: published, indexDate: date)
    }
    for line in result.build.report.lines { console.print(line) }
    let width = result.artifacts.map { $0.theme.count + $0.version.count + 1 }.max() ?? 0
    for item in result.publish.items {
      let artifact = result.artifacts.first { $0.theme == item.theme && $0.version == item.version }
      let label = "\(item.theme) \(item.version)"
      let padding = String(repeating: " ", count: max(0, width - label.count))
      let size = artifact.map { " (\(ByteCount.text($0.size)))" } ?? ""
      console.print(
        "  \(label)\(padding)  \(item.status.rawValue)  \(result.packagesFolder)/\(item.file)\(size)")
    }
    console.print("index: \(result.publish.indexPath)")
    return .success
  }
}
