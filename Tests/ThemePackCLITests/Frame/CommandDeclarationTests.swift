import Foundation
import Testing
import ThemePackImaging
import ThemePackProject

@testable import ThemePackCLI

/// Usage, help and parsing all come from each command's declarations; these tests hold
/// every command to that.
@Suite("command declarations: usage, help and parsing agree")
struct CommandDeclarationTests {
  static let names = CommandRegistry.all.map { $0.name }

  static func command(_ name: String) throws -> any Command.Type {
    try #require(CommandRegistry.command(named: name))
  }

  @Test(arguments: names)
  func everyDeclaredOptionAppearsInHelpAndUsage(name: String) throws {
    let command = try Self.command(name)
    let help = CommandHelp.text(of: command)
    let usage = command.usage
    #expect(usage.hasPrefix("themepack \(name)"))
    #expect(help.contains("USAGE: \(usage)\n"))
    for argument in command.arguments {
      #expect(usage.contains(argument.usageLabel), "\(argument.placeholder) in usage")
      #expect(help.contains("\n  \(argument.usageLabel)  "), "\(argument.placeholder) in help")
    }
    for option in command.options {
      #expect(help.contains("\n  \(option.helpLabel)  "), "\(option.name) in help")
      let firstLine = String(option.help.split(separator: "\n")[0])
      #expect(help.contains("  \(firstLine)\n"), "help text of \(option.name)")
      if let group = option.usageGroup {
        #expect(usage.contains("[\(group)]"), "\(group) for \(option.name) in usage")
      } else {
        #expect(usage.contains(option.usageText), "\(option.name) in usage")
      }
    }
  }

  @Test(arguments: names)
  func helpCommandAndHelpFlagPrintTheDerivedText(name: String) throws {
    let command = try Self.command(name)
    for arguments in [["help", name], [name, "--help"], [name, "-h"]] {
      let result = CapturedConsole.run(arguments)
      #expect(result.status == 0)
      #expect(result.standardOutput == CommandHelp.text(of: command))
    }
  }

  @Test(arguments: names)
  func anUndeclaredOptionIsAUsageError(name: String) throws {
    let command = try Self.command(name)
    for word in ["--not-an-option", "--not-an-option=1", "-z"] {
      let spelling = word.split(separator: "=")[0]
      let result = CapturedConsole.run([name, word])
      #expect(result.status == 64)
      #expect(
        result.standardError
          == "Error: unknown option '\(spelling)'\nUsage: \(command.usage)\n  See 'themepack --help'.\n")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test(arguments: names)
  func aFlagGivenAValueIsAUsageError(name: String) throws {
    let command = try Self.command(name)
    for option in command.options where option.isFlag {
      let result = CapturedConsole.run([name, "\(option.name)=yes"])
      #expect(result.status == 64)
      #expect(result.standardError.hasPrefix("Error: '\(option.name)' takes no value\n"))
    }
  }

  @Test(arguments: names)
  func aValueOptionWithoutAValueIsAUsageError(name: String) throws {
    let command = try Self.command(name)
    for option in command.options where !option.isFlag {
      for spelling in option.spellings {
        let result = CapturedConsole.run([name, spelling])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: missing value for '\(spelling)'\n"))
      }
    }
  }

  @Test(arguments: names)
  func declarationsAreWellFormed(name: String) throws {
    let command = try Self.command(name)
    let spellings = command.options.flatMap(\.spellings)
    #expect(Set(spellings).count == spellings.count, "no spelling declared twice")
    #expect(!spellings.contains("--help") && !spellings.contains("-h"), "--help is the frame's")
    for option in command.options {
      #expect(option.spellings.allSatisfy { $0.hasPrefix("-") && !$0.contains("=") })
      #expect(option.isFlag == option.placeholder.isEmpty)
      #expect(
        option.help.contains("repeatable") == option.isRepeatable,
        "the help of \(option.name) says whether it is repeatable")
      if option.isRepeatable { #expect(command.usage.contains("[\(option.usageText)]…")) }
      if option.isRequired { #expect(command.usage.contains(" \(option.usageText)")) }
      if let other = option.excludes {
        #expect(command.options.contains { $0.name == other }, "\(option.name) excludes a declared option")
      }
    }
  }

  /// The usage lines; those of build, dark-color, info, keygen, tint, unpack and verify are
  /// the hand-written ones from before the declarations, character for character.
  @Test(arguments: [
    (
      "build",
      "themepack build [--assets <dir>] [--output <dir>] [--theme <name>]… [--jobs <n>] [--cache <dir> | --no-cache] [--shard <i/n>] [--output-format <name>]… [--dry-run] [--json]"
    ),
    (
      "convert",
      "themepack convert <in.png> -o <out.png> [--level <0-12>] [--filter <filter>] [--strategy <strategy>] [--srgb | --no-srgb]"
    ),
    (
      "dark-color",
      "themepack dark-color <color> [--background <color>] [--min-contrast <ratio>] [--on <color>] [--use <use>] [--high-contrast] [--json]"
    ),
    (
      "diff",
      "themepack diff [<old>] [<new>] [--assets <dir>] [--base-ref <rev>] --output <dir> [--json] [--markdown <file>] [--jobs <n>]"
    ),
    ("info", "themepack info <file.png> [--json]"),
    (
      "init",
      "themepack init --from <path> [--into <dir>] [--scale <n>] [--colors <file>] [--color-key <name>] [--assets-catalog <dir>] [--public-key <KEY.pub>] [--force]"
    ),
    (
      "install",
      "themepack install --index <index.json|URL> --theme <name> --into <dir> --public-key <KEY.pub> [--public-key <KEY.pub>]… [--version <version>] [--pre-release] [--timeout <seconds>] [--progress]"
    ),
    ("installed", "themepack installed --into <dir>"),
    (
      "themes",
      "themepack themes --index <index.json|URL> --public-key <KEY.pub> [--public-key <KEY.pub>]… [--into <dir>] [--pre-release] [--timeout <seconds>] [--json]"
    ),
    ("remove", "themepack remove --theme <name> --into <dir> [--timeout <seconds>]"),
    ("generate", "themepack generate <language> [--assets <dir>] -o <file.swift>"),
    ("keygen", "themepack keygen --out <KEY> [--force]"),
    ("merge", "themepack merge <shard-dir>… [--output <dir>] [--json]"),
    ("lint", "themepack lint [--assets <dir>] [--format <format>] [--strict] [--packages <dir>]"),
    (
      "package",
      "themepack package [--assets <dir>] [--output <dir>] [--theme <name>]… [--sign-key <file>] [--published <index.json>] [--index-date <date>] [--jobs <n>] [--cache <dir> | --no-cache]"
    ),
    (
      "preview",
      "themepack preview [--assets <dir>] [--output <dir>] [--theme <name>]… [--try-color <color>]… [--jobs <n>]"
        + " [--serve] [--port <n>] [--host <address>]"
    ),
    ("tint", "themepack tint <in.png> --color <color> [--mode <mode>] [--amount <0-1>] -o <out.png>"),
    ("unpack", "themepack unpack <package.zip> --into <DIR> [--public-key <KEY.pub>] [<caps>]"),
    ("verify", "themepack verify <package.zip> [--public-key <KEY.pub>] [--all] [--json] [<caps>]"),
  ])
  func usageLine(name: String, expected: String) throws {
    #expect(try Self.command(name).usage == expected)
  }

  /// The names one option's help lists as `name: …` or `name (default): …`.
  static func listedNames(in help: String, option: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(option) ") }) else { return [] }
    let column = 2 + option.count + lines[start].dropFirst(2 + option.count).prefix { $0 == " " }.count
    let indent = String(repeating: " ", count: column)
    var names: [String] = []
    for (offset, line) in lines[start...].enumerated() {
      if offset > 0 && !line.hasPrefix(indent) { break }
      let text = line.dropFirst(column)
      guard let colon = text.firstIndex(of: ":") else { continue }
      let head = text[..<colon].replacingOccurrences(of: " (default)", with: "")
      if head.allSatisfy({ $0.isLetter }) { names.append(head) }
    }
    return names
  }

  @Test func tintModeNamesInHelpAreTheEnumsCases() throws {
    let help = CommandHelp.text(of: TintCommand.self)
    #expect(Self.listedNames(in: help, option: "--mode <mode>") == TintMode.Name.allCases.map(\.rawValue))
    #expect(help.contains("template (default): "))
    let tinting = TintMode.Name.allCases.filter { $0 != .none }.map(\.rawValue)
    #expect(TintCommand.summary.contains("(" + CommandHelp.list(tinting) + ")"))
    #expect(TintMode.names == TintMode.Name.allCases.map(\.rawValue))
  }

  @Test func lintFormatNamesInHelpAreTheEnumsCases() {
    let help = CommandHelp.text(of: LintCommand.self)
    #expect(
      Self.listedNames(in: help, option: "--format <format>") == FindingFormat.allCases.map(\.rawValue))
    #expect(LintCommand.format.choices == FindingFormat.allCases.map(\.rawValue))
  }

  @Test func encoderNamesInHelpAreTheEnumsCases() {
    let help = CommandHelp.text(of: ConvertCommand.self)
    let filters = PNGEncodeOptions.Filter.allCases.map(\.rawValue)
    let strategies = PNGEncodeOptions.Strategy.allCases.map(\.rawValue)
    #expect(help.contains(CommandHelp.list(filters)))
    #expect(help.contains(CommandHelp.list(strategies)))
    #expect(EncodeOptionParsing.filter.choices == filters)
    #expect(EncodeOptionParsing.strategy.choices == strategies)
  }

  @Test func helpLinesUpEveryLabelInOneColumn() {
    let help = CommandHelp.text(of: VerifyCommand.self)
    #expect(help.contains("\n  <package.zip>               The package to check.\n"))
    #expect(help.contains("\n  --max-package-size <SIZE>   Largest package file (default 256M).\n"))
    #expect(
      help.contains("\n  SIZE is a number of bytes, optionally followed by K, M or G (powers of 1024).\n\n"))
  }
}
