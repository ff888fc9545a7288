import ThemePackArchive
import ThemePackBuild

/// `themepack merge SHARD_DIR... --output DIR`: gathers the output folders of
/// `build --shard I/N` into one output folder, byte for byte a single build's.
struct MergeCommand: Command {
  static let name = "merge"
  static let summary = "Gather the output folders of sharded builds into one output folder."
  static let shards = ArgumentDeclaration(
    "<shard-dir>", missingName: "shard folder",
    help: "The output folder of 'themepack build --shard i/n', one per shard.", repeatable: true)
  static let output = OptionDeclaration.option(
    "--output", placeholder: "<dir>", help: "The merged output folder (default: Output).")
  static let json = OptionDeclaration.flag("--json", help: "Print the merge report as JSON.")
  static let arguments = [shards]
  static let options = [output, json]
  static let discussion = """
    Refuses shards of different projects or themepack versions, a shard given twice and
    a missing one, before writing anything. The themes' folders and the catalog's shared
    files are copied into a staging folder and swapped into place; themes no longer in
    the project are removed. When the shards kept their cache inside their folders, the
    cache comes along, so 'themepack package --output DIR' afterwards renders nothing.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let folder = arguments.text(output) ?? BuildOptions().outputPath
    let report = try ShardMerger.merge(arguments.arguments(shards), into: folder)
    if arguments.flag(json) {
      let members: [String: JSONValue] = [
        "shards": .array(report.shards.map { .string($0) }),
        "themes": .array(report.themes.map { .string($0) }),
        "files": .number(Double(report.files)),
        "recordedThemes": .number(Double(report.recordedThemes)),
        "output": .string(folder),
      ]
      console.writeOutput(JSONWriter().string(.object(members)))
    } else {
      for line in report.lines { console.print(line) }
      console.print("wrote \(folder)")
    }
    return .success
  }
}
