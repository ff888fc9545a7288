import ThemePackBuild
import ThemePackProject
import ThemePackSupport

/// `themepack generate swift [--assets DIR] -o FILE`: typed Swift accessors for the
/// project's assets, colours, fonts and components.
struct GenerateCommand: Command {
  static let name = "generate"
  static let summary = "Write typed Swift accessors for the project's assets, colours, fonts and components."
  static let language = ArgumentDeclaration(
    "<language>", missingName: "language", help: "What to generate; only 'swift'.")
  static let output = OptionDeclaration.option(
    "--output", aliases: ["-o"], placeholder: "<file.swift>", help: "Where to write the file (atomically).",
    required: true)
  static let arguments = [language]
  static let options = [SharedBuildOptions.assets, output]
  static let discussion = """
    Writes one Swift file declaring enum ThemePackAssets with an Image case per asset,
    a Color case per colour name, a Font case per font and a Component enum of roles per
    component, named in Swift's style (lower camel case, keywords in backticks, a trailing
    _ on a name the enum itself declares, such as allCases_), each resolving through
    ThemePackClient's ThemeStore. An enum the project has no names for is written without
    cases and with the same members. Two names that give one identifier are refused. The
    namespace keeps the names apart from the symbols Xcode generates for asset catalogs.
    The same project gives the same bytes.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let language = arguments.argument(Self.language)
    guard language == "swift" else { throw UsageError("unknown language '\(language)': expected swift") }
    let assets = arguments.text(SharedBuildOptions.assets) ?? "Assets"
    let path = arguments.required(output)
    let loaded = ThemeProject.load(assetsPath: assets)
    guard let project = loaded.project else {
      console.writeError(FindingFormatter.format(loaded.findings, as: .text))
      console.error("cannot generate Swift accessors: the project '\(assets)' does not load")
      return .failure
    }
    let source = try SwiftAccessors.source(for: ThemePackProjectNames(project))
    try AtomicFile.write(Array(source.utf8), to: path)
    console.note("wrote '\(path)'")
    return .success
  }
}
