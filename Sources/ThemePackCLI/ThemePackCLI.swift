import ThemePackSupport

/// The `themepack` command line: dispatches to commands and maps errors to exit codes.
package enum ThemePackCLI {
  /// The version printed by `themepack --version` and recorded in manifests and caches.
  package static let version = ThemePackVersion.current

  /// Runs `themepack` with `arguments` (without the program name) and returns the exit code.
  package static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
    guard let first = arguments.first else {
      console.writeOutput(helpText())
      return ExitCode.success.rawValue
    }
    switch first {
    case "--help", "-h":
      console.writeOutput(helpText())
      return ExitCode.success.rawValue
    case "--version":
      console.print(version)
      return ExitCode.success.rawValue
    case "help":
      guard arguments.count <= 2 else {
        return usageFailure(
          UsageError("unexpected argument '\(arguments[2])'"), usage: "themepack help [<command> | --man]",
          console: console)
      }
      if arguments.count == 2 && arguments[1] == "--man" {
        console.writeOutput(ManPage.roff(commands: CommandRegistry.all, version: version))
        return ExitCode.success.rawValue
      }
      guard arguments.count == 2 else {
        console.writeOutput(helpText())
        return ExitCode.success.rawValue
      }
      guard let command = CommandRegistry.command(named: arguments[1]) else {
        return usageFailure(
          UsageError("unknown command '\(arguments[1])'"), usage: generalUsage, console: console)
      }
      console.writeOutput(helpText(for: command))
      return ExitCode.success.rawValue
    default:
      break
    }
    guard let command = CommandRegistry.command(named: first) else {
      let message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      return usageFailure(UsageError(message), usage: generalUsage, console: console)
    }
    let rest = Array(arguments.dropFirst())
    if asksForHelp(rest, options: command.options) {
      console.writeOutput(helpText(for: command))
      return ExitCode.success.rawValue
    }
    do {
      let parsed = try ParsedArguments(rest, arguments: command.arguments, options: command.options)
      return try command.run(parsed, console: console).rawValue
    } catch let error as UsageError {
      return usageFailure(error, usage: command.usage, console: console)
    } catch {
      console.error(String(describing: error))
      return ExitCode.failure.rawValue
    }
  }

  /// Whether `words` hold `--help` or `-h` as an option: not as the value of an option that
  /// takes one (`--base-ref -h` names a revision, which a CI variable may expand to), nor
  /// after `--`.
  static func asksForHelp(_ words: [String], options: [OptionDeclaration]) -> Bool {
    var takesValue = Set<String>()
    for option in options where !option.isFlag { takesValue.formUnion(option.spellings) }
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--" { return false }
      if word == "--help" || word == "-h" { return true }
      index += takesValue.contains(word) ? 2 : 1
    }
    return false
  }

  static let generalUsage = "themepack <command> [<options>]"

  static func usageFailure(_ error: UsageError, usage: String, console: Console) -> Int32 {
    console.writeError("Error: \(error.message)\nUsage: \(usage)\n  See 'themepack --help'.\n")
    return ExitCode.usage.rawValue
  }

  /// The text of `themepack --help`.
  static func helpText() -> String {
    let width = CommandRegistry.all.map { $0.name.count }.max() ?? 0
    var text = """
      OVERVIEW: ThemePack \(version): theme folders of PNG images in, tinted, sliced, dark-aware,
      linted and signed theme packages for iOS apps out.

      USAGE: \(generalUsage)

      COMMANDS:

      """
    for command in CommandRegistry.all {
      let padding = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(padding)  \(command.summary)\n"
    }
    text += """

      OPTIONS:
        --help, -h   Show help (also: themepack help <command>; themepack help --man prints
                     the manual page).
        --version    Show the version.

      Exit codes: 0 success, 1 failure, 64 usage error.

      """
    return text
  }

  /// The text of `themepack help <command>`.
  static func helpText(for command: any Command.Type) -> String {
    CommandHelp.text(of: command)
  }
}
