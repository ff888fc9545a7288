/// One `themepack` subcommand.
///
/// A command declares its arguments and options once; `ThemePackCLI` parses the command
/// line against them (a wrong one is a `UsageError`, exit 64) and derives the usage line
/// and `themepack help <command>` from them (`CommandHelp`). `run` calls the library,
/// prints through `Console`, and returns the exit code. Library errors that escape `run`
/// are printed as `error: <description>` with exit 1.
package protocol Command: Sendable {
  /// The word after `themepack`.
  static var name: String { get }
  /// One line for the command list in `themepack --help`.
  static var summary: String { get }
  /// The positional arguments, in order; all are required.
  static var arguments: [ArgumentDeclaration] { get }
  /// The options, in the order usage and help list them.
  static var options: [OptionDeclaration] { get }
  /// Lines help prints after the options (what a placeholder such as `SIZE` means).
  static var optionNotes: [String] { get }
  /// The paragraphs help prints after the options.
  static var discussion: String { get }
  /// Runs the command with its parsed command line.
  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

extension Command {
  package static var arguments: [ArgumentDeclaration] { [] }
  package static var optionNotes: [String] { [] }

  /// The usage line, without the leading "Usage: ".
  package static var usage: String { CommandHelp.usage(of: self) }
}
