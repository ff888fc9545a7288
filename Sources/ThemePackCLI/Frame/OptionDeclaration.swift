/// One option of a command, declared once: parsing (`ParsedArguments`), the usage line and
/// the OPTIONS section of `themepack help <command>` (`CommandHelp`) all come from it, so
/// help cannot drift from what is parsed.
package struct OptionDeclaration: Sendable, Equatable {
  /// What the option takes after its name.
  package enum ValueKind: Sendable, Equatable {
    /// Nothing: the option is a flag, and `--flag=value` is a usage error.
    case none
    /// Any text.
    case text
    /// A whole number in the range.
    case integer(ClosedRange<Int>)
    /// A finite number in the range.
    case decimal(ClosedRange<Double>)
    /// One of these names, exactly as written.
    case choice([String])
  }

  /// The long name, with its dashes: `--assets`.
  package let name: String
  /// Other spellings, such as `-o`; help lists them before the name, and the usage line
  /// shows the shortest spelling.
  package let aliases: [String]
  /// What the value is called, such as `<dir>`; empty for a flag.
  package let placeholder: String
  /// What the option takes.
  package let value: ValueKind
  /// The help text; a line break starts a new line under the first.
  package let help: String
  /// Whether the option may be given more than once and every value counts (the usage
  /// line marks it with `…`). A value option that is not repeatable keeps its last value.
  package let isRepeatable: Bool
  /// Whether the command cannot run without the option.
  package let isRequired: Bool
  /// The name of an option that cannot be given together with this one; the usage line
  /// shows them as `[this | that]` when that one is declared right after this one.
  package let excludes: String?
  /// A name such as `<caps>` that stands in the usage line for this option and every other
  /// option of the same group.
  package let usageGroup: String?

  /// A flag: present or not.
  package static func flag(
    _ name: String, aliases: [String] = [], help: String, excludes: String? = nil
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, aliases: aliases, placeholder: "", value: .none, help: help, isRepeatable: false,
      isRequired: false, excludes: excludes, usageGroup: nil)
  }

  /// An option that takes a value.
  package static func option(
    _ name: String, aliases: [String] = [], placeholder: String, value: ValueKind = .text, help: String,
    repeatable: Bool = false, required: Bool = false, excludes: String? = nil, usageGroup: String? = nil
  ) -> OptionDeclaration {
    precondition(value != .none, "a value option needs a kind of value")
    return OptionDeclaration(
      name: name, aliases: aliases, placeholder: placeholder, value: value, help: help,
      isRepeatable: repeatable, isRequired: required, excludes: excludes, usageGroup: usageGroup)
  }

  /// The same option with another help text (for options several commands share).
  package func withHelp(_ help: String) -> OptionDeclaration {
    OptionDeclaration(
      name: name, aliases: aliases, placeholder: placeholder, value: value, help: help,
      isRepeatable: isRepeatable, isRequired: isRequired, excludes: excludes, usageGroup: usageGroup)
  }

  /// Whether the option is a flag.
  package var isFlag: Bool { value == .none }

  /// Every spelling: the name, then the aliases.
  package var spellings: [String] { [name] + aliases }

  /// How the usage line writes the option: its shortest spelling and the placeholder.
  package var usageText: String {
    let spelling = spellings.min { $0.count < $1.count } ?? name
    return isFlag ? spelling : "\(spelling) \(placeholder)"
  }

  /// How help lists the option: the aliases, the name, and the placeholder (`-o, --output <file>`).
  package var helpLabel: String {
    let names = (aliases + [name]).joined(separator: ", ")
    return isFlag ? names : "\(names) \(placeholder)"
  }

  /// The names of a `.choice` option; empty for the others.
  package var choices: [String] {
    if case .choice(let names) = value { return names }
    return []
  }
}
