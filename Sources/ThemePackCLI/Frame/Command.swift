/// One `themepack` subcommand.
///
/// A command parses its own options from `Arguments` (throwing `UsageError` for exit
/// 64), calls the library, prints through `Console`, and returns its exit code.
/// Library errors that escape `run` are printed as `error: <description>` with exit 1.
public protocol Command: Sendable {
  /// The word after `themepack`.
  static var name: String { get }
  /// One line for the command list in `themepack --help`.
  static var summary: String { get }
  /// The usage line, without the leading "Usage: ".
  static var usage: String { get }
  /// Options and details for `themepack help <command>`.
  static var details: String { get }
  /// Runs the command with the words after its name.
  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode
}
